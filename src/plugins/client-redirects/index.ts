import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginClientRedirects, {type PluginOptions} from '@docusaurus/plugin-client-redirects';

/**
 * @docusaurus/plugin-client-redirects, with one script for every redirect page.
 *
 * The official pages each inline their own target in a script, so each needs
 * its own hash in the Content-Security-Policy (src/plugins/security-headers),
 * and that header travels with every response: with ~40 redirects it was
 * ~2.9 KB on each of the ~20 requests of a page. After the official plugin
 * writes its pages we swap each script for the same one, which reads the
 * target from the page's canonical link: one hash for all of them.
 */

/** The body of the script every redirect page runs, exactly as written between its tags. */
export const REDIRECT_SCRIPT =
  "window.location.href = document.querySelector('link[rel=\"canonical\"]').getAttribute('href') + window.location.search + window.location.hash;";

/** The script the official plugin writes, with the page's target inline. */
export const OFFICIAL_REDIRECT_SCRIPT =
  /<script>\s*window\.location\.href = '[^']*' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>/;

export {validateOptions} from '@docusaurus/plugin-client-redirects';

export default function clientRedirectsPlugin(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const official = pluginClientRedirects(context, options);
  if (!official) return null;
  return {
    ...official,
    async postBuild(props) {
      await official.postBuild!(props);
      const entries = await fs.readdir(props.outDir, {withFileTypes: true, recursive: true});
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const html = await fs.readFile(file, 'utf8');
        if (!OFFICIAL_REDIRECT_SCRIPT.test(html) || !html.includes('rel="canonical"')) continue;
        await fs.writeFile(file, html.replace(OFFICIAL_REDIRECT_SCRIPT, `<script>${REDIRECT_SCRIPT}</script>`));
      }
    },
  };
}
