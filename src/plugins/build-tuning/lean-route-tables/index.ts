import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Smaller route tables in the two files every page loads (main.js and the
 * bundler's runtime), so that each page added to the site costs every reader
 * less. About 9 KB gzip per page with the 4.x docs' 124 routes.
 *
 * - Docusaurus's generated registry (.docusaurus/registry.js) lists, for each
 *   route chunk, its loader, the module's path as a string and its module id.
 *   The browser never reads the path: react-loadable reports it only while the
 *   server renders a page, to learn which files that page needs. Yet main.js
 *   carried some 600 of them ("@site/versioned_docs/version-4.x/…"), about
 *   4 KB gzip. The browser's registry has 0 in its place; the server's keeps it.
 * - Chunks are named by an 8-character hash, written in the registry, in the
 *   table of each route's chunks (routesChunkNames.json) and in the runtime's
 *   name-to-id map that prefetching reads (Docusaurus's
 *   `__webpack_require__.gca`). Random characters do not compress: the browser
 *   build uses the shortest prefix of each name that no other name starts with
 *   (3 characters for most), about 4.6 KB gzip less.
 * - The bundler names each JS chunk file after its chunk
 *   ([name].[contenthash].js), which needs a map from chunk id to name besides
 *   the one from name to id: files named by id ([id].[contenthash].js) need
 *   only the second, about 3.7 KB gzip less.
 *
 * Only production builds: `npm start` keeps Docusaurus's names. The server
 * build is untouched: the pages it renders come out the same.
 *
 * When it can go: once Docusaurus keeps module paths out of the browser's
 * registry, uses short chunk names and names chunk files by id.
 */
export default function leanRouteTablesPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  const tables = ['registry.js', 'routesChunkNames.json'].map((file) => path.join(context.generatedFilesDir, file));
  return {
    name: 'lean-route-tables',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: (file: string) => tables.includes(file),
              use: [{loader: path.join(__dirname, 'routeTablesLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
