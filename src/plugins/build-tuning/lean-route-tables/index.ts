import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Smaller route tables in the two files every page loads (main.js and the bundler's runtime): about 9 KB gzip per
 * page with the 4.x docs' 124 routes. In the browser build only (the server's pages come out the same), in production:
 * - the registry (.docusaurus/registry.js) loses each chunk's module path, which only server rendering reads
 *   (some 600 paths, about 4 KB gzip);
 * - chunks are named by the shortest prefix of their 8-character hash that no other name starts with, in the
 *   registry, routesChunkNames.json and the runtime's map read by `__webpack_require__.gca` (about 4.6 KB gzip);
 * - JS chunk files are named by id, so the runtime needs no id-to-name map (about 3.7 KB gzip).
 *
 * When it can go: once Docusaurus keeps module paths out of the browser's registry, uses short chunk names and names
 * chunk files by id.
 */
export default function leanRouteTablesPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  const tables = ['registry.js', 'routesChunkNames.json'].map((file) => path.join(context.generatedFilesDir, file));
  const loader = path.join(__dirname, 'routeTablesLoader.cjs');
  return {
    name: 'lean-route-tables',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {rules: [{test: (file: string) => tables.includes(file), use: [{loader}]}]},
      };
    },
  };
}
