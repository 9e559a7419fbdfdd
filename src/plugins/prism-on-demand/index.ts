import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of main.js. The classic theme registers the extra Prism
 * languages from a client module, which every page evaluates at start-up, and
 * that import pulls all of prism-react-renderer (some 95 KB minified) into
 * main.js, although only pages that can show a code block use it. This
 * plugin swaps that client module for an empty one and registers the
 * languages from a wrapper of the theme's CodeBlock instead (theme/CodeBlock),
 * so Prism comes in a chunk of its own with the first page that imports
 * CodeBlock (every Markdown page does, through the MDX components), is
 * evaluated in a task of its own, and is ready before any block renders, on
 * the server too. Pages with neither Markdown nor code (pricing, contact, the
 * integrations index) no longer download it.
 */
export default function prismOnDemandPlugin(): Plugin {
  const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  const startupModule = path.join(themeClassicLib, 'prism-include-languages');
  const nothing = path.join(__dirname, 'client', 'nothing.ts');
  return {
    name: 'prism-on-demand',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {
        resolve: {
          // Exact matches (`$`): the theme's own prismIncludeLanguages, which
          // our CodeBlock wrapper calls, lives at theme/prism-include-languages.
          alias: {[`${startupModule}$`]: nothing, [`${startupModule}.js$`]: nothing},
        },
      };
    },
  };
}
