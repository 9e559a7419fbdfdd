import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The official docs plugin with a smaller global data, which is in main.js for every page. By default it lists every
 * doc of the instance: 36 KB of main.js for the guides and the SDK pages (measured November 2026), which the theme
 * reads in the browser only to find the doc a version dropdown, a `type: 'doc'` navbar item or an old version's banner
 * links to. Each version keeps its main doc, sidebars and paths (all the version, search and sidebar hooks read), and
 * the pages other versions have and it lacks (missingPages), by which the site's version menu and banner
 * (src/components/DocsVersionMenu, OlderDocsVersionBanner) find a page's counterpart. A `type: 'doc'` navbar item
 * added later needs the full list back: the build then fails with the theme's "Couldn't find any doc with id".
 * With the tuning off (../tuning.ts) the official plugin runs as it is.
 *
 * When it can go: when the docs plugin leaves the list of every doc out of the global data (or the theme stops
 * reading it in the browser).
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  return withLeanGlobalData((await pluginContentDocs(context, options)) as Plugin<unknown>);
}

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

export type LeanGlobalVersion = GlobalVersion & {
  /** Paths relative to the version's path ("/api/event") of pages another version has and this one lacks. */
  missingPages: string[];
};

function leanGlobalData(data: GlobalPluginData): GlobalPluginData {
  const pagesOf = new Map(
    data.versions.map((version) => [
      version.name,
      new Set(version.docs.map((doc) => doc.path.slice(version.path.length) || '/')),
    ]),
  );
  const everyPage = new Set([...pagesOf.values()].flatMap((pages) => [...pages]));
  const leanVersion = (version: GlobalVersion): LeanGlobalVersion => ({
    ...version,
    docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    missingPages: [...everyPage].filter((page) => !pagesOf.get(version.name)!.has(page)).sort(),
  });
  return {...data, versions: data.versions.map(leanVersion)};
}
