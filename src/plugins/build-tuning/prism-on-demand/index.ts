import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Loads Prism only where the browser has to highlight code itself.
 *
 * 1. The classic theme registers the extra Prism languages from a client
 *    module, which every page evaluates at start-up, and that import pulls all
 *    of prism-react-renderer (some 95 KB minified) into main.js. This plugin
 *    swaps that module for an empty one; the languages are registered by the
 *    module that renders highlighted code (theme/CodeBlock/Content/
 *    HighlightedContent), before it first renders, on the server too.
 * 2. That module is the only part of a code block that uses Prism, and the
 *    wrapper of the theme's CodeBlock/Content keeps it out of the browser's
 *    first load: the server's highlighted HTML is kept as it is on the page a
 *    visitor lands on (see theme/CodeBlock/Content/index.tsx).
 * 3. The theme's CodeBlock renders every block twice, once more right after
 *    hydration; theme/CodeBlock renders it once.
 *
 * When it can go: once the classic theme registers extra Prism languages from
 * the code block itself rather than a client module every page runs, and keeps
 * server-highlighted code without loading Prism in the browser.
 */
export default function prismOnDemandPlugin(): Plugin {
  const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  const startupModule = path.join(themeClassicLib, 'prism-include-languages');
  const nothing = path.join(__dirname, 'client', 'nothing.ts');
  const serverHighlightedContent = path.join(__dirname, 'theme', 'CodeBlock', 'Content', 'ServerHighlightedContent.ts');
  return {
    name: 'prism-on-demand',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer) {
      return {
        resolve: {
          alias: {
            // Exact matches (`$`): the theme's own prismIncludeLanguages,
            // which HighlightedContent calls, lives at
            // theme/prism-include-languages.
            [`${startupModule}$`]: nothing,
            [`${startupModule}.js$`]: nothing,
            // The server renders highlighted code synchronously; the browser
            // bundle must not contain it, or Prism would be back in the
            // chunk of every page with a code block.
            ...(isServer ? {} : {[`${serverHighlightedContent}$`]: nothing}),
          },
        },
      };
    },
  };
}
