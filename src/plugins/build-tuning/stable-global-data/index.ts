import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Puts the plugins' global data, which main.js holds, in the order of the plugins' names. Docusaurus 3.10 records
 * the global data a plugin sets in allContentLoaded when that plugin finishes, and each finishes after a file write
 * of Docusaurus's own, so the order changed from one build of the same sources to the next: our navigation, search
 * and social-cards plugins came in three orders in four cold builds, two of them of the same code (28 November 2026,
 * the keys of main.js's global data), and with them main.js's content, its name and every page that names it.
 *
 * When it can go: once Docusaurus keeps the plugins' order there (`executeAllPluginsAllContentLoaded` in
 * @docusaurus/core's lib/server/plugins/plugins.js fills the global data in the order the plugins finish).
 */
export default function stableGlobalDataPlugin(context: LoadContext): Plugin {
  const globalDataFile = path.join(context.generatedFilesDir, 'globalData.json');
  return {
    name: 'stable-global-data',
    configureWebpack: () => ({
      module: {
        rules: [{test: (file: string) => file === globalDataFile, use: [path.join(__dirname, 'sortedLoader.cjs')]}],
      },
    }),
  };
}
