import type {Plugin} from '@docusaurus/types';

/**
 * Lets the bundler share our own components and site data between pages.
 *
 * Docusaurus switches off the bundler's default shared-chunk group and only
 * extracts modules used by half of all pages. With ~270 pages (most of them
 * SDK reference), the marketing pages never reach that bar, so each of them
 * (home, pricing, federation, features…) carried its own copy of the same
 * section components and data: ~16 KB gzip per page, paid again for every
 * page the home page prefetches. This group puts modules from src/ that two
 * or more page chunks use into chunks of their own, downloaded once.
 */
export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              siteShared: {
                test: /[\\/]src[\\/](components|data)[\\/]/,
                chunks: 'async',
                minChunks: 2,
                minSize: 10_000,
                priority: 30,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
