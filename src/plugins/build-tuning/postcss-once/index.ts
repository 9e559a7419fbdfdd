import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type PostCssPluginEntry = string | [string, Record<string, unknown>?] | object;
type PostCssOptions = {plugins?: PostCssPluginEntry[]; config?: boolean; [option: string]: unknown};

/**
 * Prepares PostCSS once per build instead of once per CSS file.
 *
 * Docusaurus names its PostCSS plugins (postcss-preset-env) by module path,
 * and postcss-loader turns a name into a plugin for every file it processes:
 * postcss-preset-env then works out its browser targets and features again
 * for each of our ~110 stylesheets. postcss-loader also looks for a PostCSS
 * config file from each stylesheet's folder upwards; the site has none, and
 * the search alone took about a second of a cold build. Here each plugin is
 * created once, with the same options, when the first stylesheet needs it,
 * and the search is off. A PostCSS config file would therefore be ignored:
 * the build stops if one appears.
 *
 * When it can go: once Docusaurus hands postcss-loader plugin instances, or
 * postcss-loader creates a named plugin once per compilation.
 */
export default function postcssOncePlugin(context?: Pick<LoadContext, 'siteDir'>): Plugin {
  if (context) refuseConfigFiles(context.siteDir);
  return {
    name: 'postcss-once',
    configurePostCss(options) {
      const postcssOptions = options as PostCssOptions;
      return {...postcssOptions, config: false, plugins: (postcssOptions.plugins ?? []).map(createdOnce)};
    },
  };
}

/**
 * The plugin as PostCSS's "call me for the plugin" form (a function flagged
 * `postcss: true`), created on that first call and the same object after: a
 * rebuild whose stylesheets all come from the bundler's cache never loads it
 * (postcss-preset-env alone takes a third of a second to load and set up).
 */
function createdOnce(entry: PostCssPluginEntry): object {
  const [name, pluginOptions] =
    typeof entry === 'string' ? [entry, undefined] : Array.isArray(entry) ? entry : [undefined, undefined];
  if (name === undefined) return entry as object;
  let created: object | undefined;
  const plugin = () => {
    if (created === undefined) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is named by a resolved module path
      const loaded = require(name) as {default?: unknown};
      const creator = (loaded.default ?? loaded) as (options?: Record<string, unknown>) => object;
      created = creator(pluginOptions ?? {});
    }
    return created;
  };
  return Object.assign(plugin, {postcss: true as const});
}

/** The names postcss-loader would have found a config under (its cosmiconfig search places). */
const configFileNames = [
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
  '.postcssrc.ts',
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
];

export function refuseConfigFiles(siteDir: string): void {
  const found = configFileNames.filter((name) => fs.existsSync(path.join(siteDir, name)));
  const packageJson = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {postcss?: unknown};
  if (packageJson.postcss !== undefined) found.push('package.json ("postcss" key)');
  if (found.length > 0) {
    throw new Error(
      `[postcss-once] ${found.join(', ')}: this site does not read PostCSS config files (src/plugins/build-tuning/postcss-once ` +
        'creates the PostCSS plugins once per build). Remove the file and add the plugin in configurePostCss there.',
    );
  }
}
