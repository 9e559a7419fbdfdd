import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Where postcss-loader looks for a PostCSS config besides package.json's `postcss` key: these files in a folder, and
 * the same rc files without their dot in its `.config/` folder.
 */
const CONFIG_FILE = /^(postcss\.config\.[cm]?[jt]s|\.postcssrc(\.(json|ya?ml|[cm]?[jt]s))?)$/;
const CONFIG_FOLDER_FILE = /^postcssrc(\.(json|ya?ml|[cm]?[jt]s))?$/;

/** Whether the site has a PostCSS config of its own, which postcss-loader's search would find. */
function hasPostcssConfig(siteDir: string): boolean {
  const inFolder = (dir: string, names: RegExp) => fs.existsSync(dir) && fs.readdirSync(dir).some((n) => names.test(n));
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {postcss?: unknown};
  return (
    manifest.postcss !== undefined ||
    inFolder(siteDir, CONFIG_FILE) ||
    inFolder(path.join(siteDir, '.config'), CONFIG_FOLDER_FILE)
  );
}

/**
 * postcss-loader searches for a PostCSS config before every CSS file it loads, afresh each time: some 30 names in the
 * file's folder and in every folder above it. The site has no such config (Docusaurus hands the loader its plugins),
 * so a cold build spent 2.9 s of its main thread on failed file opens (29 November 2026: time under cosmiconfig in a
 * `--cpu-prof` profile of `npx docusaurus build` with build/, .docusaurus/ and the caches removed). `config: false`
 * skips the search; the CSS written is the same. Cold builds, median of three each, alternating, same day: 46.1 s
 * wall and 75.4 s CPU with this plugin, 49.3 s and 82.2 s without it (SITE_BUILD_TUNING=without:postcss-config-search;
 * `npm run bench:tuning -- --only postcss-config-search` measures it again). Should the site get a PostCSS config of
 * its own, the search stays on.
 *
 * When it can go: once Docusaurus passes `config: false` itself, or postcss-loader stops searching once per file.
 */
export default function postcssConfigSearchPlugin(context: LoadContext): Plugin {
  const searchNeeded = hasPostcssConfig(context.siteDir);
  return {
    name: 'postcss-config-search',
    configurePostCss: (options) => (searchNeeded ? options : {...options, config: false}),
  };
}
