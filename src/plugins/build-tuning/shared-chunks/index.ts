import type {Plugin} from '@docusaurus/types';

/** The server bundle: any module two page chunks import goes to a shared chunk (see below). */
const serverSharedChunks = {
  optimization: {
    splitChunks: {
      cacheGroups: {
        default: false as const,
        defaultVendors: false as const,
        serverShared: {chunks: 'async' as const, minChunks: 2, minSize: 0, reuseExistingChunk: true},
      },
    },
  },
};

/**
 * Lets the bundler share our own components and site data between pages.
 *
 * Docusaurus switches off the bundler's default shared-chunk group and only
 * extracts modules used by half of all pages. With hundreds of pages (most of
 * them docs and SDK reference), the marketing pages never reach that bar, so each of them
 * (home, pricing, federation, features…) carried its own copy of the same
 * section components and data: ~16 KB gzip per page, paid again for every
 * page the home page prefetches. This group puts modules from src/ that two
 * or more page chunks use into chunks of their own, downloaded once.
 *
 * The server bundle (used only to render the pages at build time) gets the
 * same treatment for another reason: Docusaurus turns chunk splitting off
 * there, so every page chunk held its own copy of what it imports: Prism in
 * each of 22 chunks with code, the MDX provider in 405. Those copies made up
 * 8.5 of its 14.7 MB, which the bundler wrote and each rendering thread parsed
 * again. Shared chunks bring it to about 7 MB; the pages come out byte for
 * byte the same.
 *
 * When it can go: once Docusaurus's chunk settings share modules used by a few
 * pages (not half of them) and split chunks in the server bundle too.
 */
export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return serverSharedChunks;
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
