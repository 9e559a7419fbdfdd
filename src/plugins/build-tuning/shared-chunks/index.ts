import type {Plugin} from '@docusaurus/types';

/**
 * Lets the bundler share our own components and site data between pages. Docusaurus extracts only modules used by
 * half of all pages, a bar the marketing pages never reach among hundreds of docs and SDK pages: each carried its own
 * copy of the same sections and data (~16 KB gzip per page, again for each page the home page prefetches). Here
 * modules of src/ that two page chunks use get chunks of their own. The server bundle, where Docusaurus turns
 * splitting off, shares any module two page chunks import: copies (Prism in 22 chunks, the MDX provider in 405) made
 * 8.5 of its 14.7 MB, which each rendering thread parsed again; shared, it is about 7 MB, the pages byte for byte the
 * same.
 *
 * When it can go: once Docusaurus's chunk settings share modules used by a few pages (not half of them) and split
 * chunks in the server bundle too.
 */
export default function sharedChunksPlugin(): Plugin {
  const shared = {chunks: 'async' as const, minChunks: 2, reuseExistingChunk: true};
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      const cacheGroups: Record<string, false | (typeof shared & {minSize: number; test?: RegExp; priority?: number})> =
        isServer
          ? {default: false, defaultVendors: false, serverShared: {...shared, minSize: 0}}
          : {siteShared: {...shared, test: /[\\/]src[\\/](components|data)[\\/]/, minSize: 10_000, priority: 30}};
      return {optimization: {splitChunks: {cacheGroups}}};
    },
  };
}
