import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Loads Prism only where the browser has to highlight code itself:
 * 1. The classic theme registers the extra Prism languages from a client module every page runs, which pulls all of
 *    prism-react-renderer (some 95 KB minified) into main.js. That module becomes an empty one; the languages are
 *    registered by theme/CodeBlock/Content/HighlightedContent, the only part of a code block that uses Prism.
 * 2. theme/CodeBlock/Content keeps that part out of the browser's first load: the server's highlighted HTML is kept on
 *    the page a visitor lands on.
 * 3. The theme's CodeBlock renders every block twice, once more right after hydration; theme/CodeBlock renders it once.
 *
 * When it can go: once the classic theme registers extra Prism languages from the code block itself and keeps
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
            // Exact matches (`$`): the theme's own prismIncludeLanguages, which HighlightedContent calls, lives at
            // theme/prism-include-languages.
            [`${startupModule}$`]: nothing,
            [`${startupModule}.js$`]: nothing,
            // The server's synchronous highlighting must stay out of the browser bundle, or Prism would be back in
            // the chunk of every page with a code block.
            ...(isServer ? {} : {[`${serverHighlightedContent}$`]: nothing}),
          },
        },
      };
    },
  };
}
