import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The official docs plugin with a smaller global data. Global data goes into
 * main.js, so every page of the site downloads and parses it. By default it
 * lists every doc of the instance (id, path, sidebar): 123 guides and 215 SDK
 * pages made up 36 KB of main.js. In the browser the theme reads that list
 * only to find the doc a version dropdown, a `type: 'doc'` navbar item or an
 * old version's banner links to; this site has one version and plain navbar
 * links. Each version keeps its main doc, its sidebars and its paths, which
 * is all the version, search and sidebar hooks read.
 *
 * A `type: 'doc'` or `docsVersionDropdown` navbar item added later needs the
 * full list back: the build then fails with the theme's "Couldn't find any doc
 * with id" error.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  return withLeanGlobalData((await pluginContentDocs(context, options)) as Plugin<unknown>);
}

/** Wraps a docs plugin instance so that its global data keeps only each version's main doc. */
export function withLeanGlobalData(plugin: Plugin<unknown>): Plugin<unknown> {
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(leanGlobalData(data as GlobalPluginData));
      await contentLoaded?.({...args, actions: {...args.actions, setGlobalData}});
    },
  };
}

export function leanGlobalData(data: GlobalPluginData): GlobalPluginData {
  const leanVersion = (version: GlobalVersion): GlobalVersion => ({
    ...version,
    docs: version.docs.filter((doc) => doc.id === version.mainDocId),
  });
  return {...data, versions: data.versions.map(leanVersion)};
}
