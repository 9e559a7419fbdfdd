import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps DocSearch's code out of the first page load. @docsearch/react 3.9
 * ships one pre-built file, and its entry points for the search button, the
 * keyboard shortcuts and the version number all re-export that file, so the
 * theme's search bar put all of DocSearch (about 200 KB minified) into
 * main.js, although only the modal needs it and the theme already loads the
 * modal on demand (on hover, focus or the first shortcut). Those three entry
 * points resolve to the small modules in ./client instead (the shortcut itself is search's own:
 * src/plugins/search/client/shortcut.ts); the modal, its
 * styles and everything behind it still come from DocSearch.
 *
 * The theme maps the same entry points to DocSearch's main file for
 * DocSearch 4 compatibility; the keys here are the same, so this plugin,
 * configured after the theme, replaces those mappings.
 *
 * The same goes for DocSearch's styles. Docusaurus puts every stylesheet of
 * the site, lazy ones included, into the one render-blocking CSS file, so
 * the modal's rules (about 10 KB) were in every page's first load. The
 * button's rules and DocSearch's variables stay there; the style entry the
 * theme imports with the modal resolves to the modal's rules alone, and
 * those go to a stylesheet of their own that loads with the modal.
 *
 * This plugin is configured after the theme, so its mappings replace the
 * theme's. With the build's tuning off, the theme's search bar loads stock
 * DocSearch as the theme configures it.
 *
 * When it can go: once the site runs a DocSearch whose button, shortcut and
 * version entry points are separate modules (not re-exports of the whole
 * bundle), and Docusaurus loads the modal's stylesheet with the modal.
 */

/**
 * Why @docsearch/react and @docsearch/css are pinned (exactly, in
 * package.json) to this release: ./client copies its button's
 * markup and class names and its keyboard shortcuts, and DocSearch's own
 * stylesheet and modal must match them. Another release means comparing those
 * files with its source first; a test fails until this constant names it.
 */
export const docSearchReleaseCopied = '3.9.0';

const docSearchCss = (file: string) => require.resolve(`@docsearch/css/dist/${file}`);
const client = (file: string) => path.join(__dirname, 'client', file);

export default function docSearchOnDemandPlugin(): Plugin {
  return {
    name: 'docsearch-on-demand',
    // The stylesheets every page keeps: DocSearch's variables, the button's rules, and our button's.
    getClientModules: () => [docSearchCss('_variables.css'), docSearchCss('button.css'), client('styles.css')],
    // DocSearch's small entry points mapped to ./client, the modal's rules in a chunk of their own.
    configureWebpack: (_config, isServer) => ({
      optimization: isServer
        ? undefined
        : {
            splitChunks: {
              cacheGroups: {
                // Outranks Docusaurus's single-stylesheet group (priority 50).
                docSearchModalStyles: {
                  test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
                  name: 'docsearch-modal',
                  type: 'css/mini-extract',
                  chunks: 'async',
                  enforce: true,
                  priority: 60,
                },
              },
            },
          },
      resolve: {
        alias: {
          '@docsearch/react/button': client('DocSearchButton.tsx'),
          '@docsearch/react/useDocSearchKeyboardEvents': client('useDocSearchKeyboardEvents.ts'),
          '@docsearch/react/version': client('version.ts'),
          '@docsearch/react/style$': docSearchCss('modal.css'),
        },
      },
    }),
  };
}
