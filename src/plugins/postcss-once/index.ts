import type {Plugin} from '@docusaurus/types';

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
 * created once, with the same options, and the search is off (a
 * postcss.config.js would now be ignored: add plugins here instead).
 */
export default function postcssOncePlugin(): Plugin {
  return {
    name: 'postcss-once',
    configurePostCss(options) {
      const postcssOptions = options as PostCssOptions;
      return {...postcssOptions, config: false, plugins: (postcssOptions.plugins ?? []).map(createdOnce)};
    },
  };
}

function createdOnce(entry: PostCssPluginEntry): object {
  const [name, pluginOptions] = typeof entry === 'string' ? [entry, undefined] : Array.isArray(entry) ? entry : [undefined, undefined];
  if (name === undefined) return entry as object;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is named by a resolved module path
  const loaded = require(name) as {default?: unknown};
  const creator = (loaded.default ?? loaded) as (options?: Record<string, unknown>) => object;
  return creator(pluginOptions ?? {});
}
