import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps DocSearch's code out of the first page load. @docsearch/react 3.9
 * ships one pre-built file, and its entry points for the search button, the
 * keyboard shortcuts and the version number all re-export that file, so the
 * theme's search bar put all of DocSearch (about 200 KB minified) into
 * main.js, although only the modal needs it and the theme already loads the
 * modal on demand (on hover, focus or the first shortcut). Those three entry
 * points resolve to the small modules in ./client instead; the modal, its
 * styles and everything behind it still come from DocSearch.
 *
 * The theme maps the same entry points to DocSearch's main file for
 * DocSearch 4 compatibility; the keys here are the same, so this plugin,
 * configured after the theme, replaces those mappings.
 */
export default function docSearchOnDemandPlugin(): Plugin {
  const client = (file: string) => path.join(__dirname, 'client', file);
  return {
    name: 'docsearch-on-demand',
    getClientModules() {
      return [client('styles.css')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/button': client('DocSearchButton.tsx'),
            '@docsearch/react/useDocSearchKeyboardEvents': client('useDocSearchKeyboardEvents.ts'),
            '@docsearch/react/version': client('version.ts'),
          },
        },
      };
    },
  };
}
