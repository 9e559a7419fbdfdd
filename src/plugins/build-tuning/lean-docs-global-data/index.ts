import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The official docs plugin with a smaller global data. Global data goes into
 * main.js, so every page of the site downloads and parses it. By default it
 * lists every doc of the instance (id, path, sidebar): for the guides and the
 * SDK pages that was 36 KB of main.js when measured (November 2026). In the
 * browser the theme reads that list only to find the doc a version dropdown,
 * a `type: 'doc'` navbar item or an old version's banner links to. Each
 * version keeps its main doc, its sidebars and its paths, which is all the
 * version, search and sidebar hooks read.
 *
 * With two versions, the version menu and the older version's banner need a
 * page's counterpart in the other version: each version also lists the pages
 * the others have and it lacks (missingPages, a few entries), and the site's
 * own menu and banner (src/components/DocsVersionMenu, OlderDocsVersionBanner)
 * find the counterpart by path. A `type: 'doc'` navbar item added later needs
 * the full list back: the build then fails with the theme's "Couldn't find any
 * doc with id" error.
 *
 * With the build's tuning off (./tuning.ts) the official plugin runs as it
 * is; the version menu and banner then find counterparts in the full list.
 *
 * When it can go: when the docs plugin leaves the list of every doc out of
 * the global data (or the theme stops reading it in the browser).
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

/** A docs version in the lean global data: its main doc only, and the pages other versions have and it lacks. */
export type LeanGlobalVersion = GlobalVersion & {
  /**
   * Paths, relative to the version's own path ("/api/event"), of pages another version has and this one lacks.
   * With it a page's counterpart in another version is found by its path (src/hooks/useSamePageInVersion.ts), which
   * the version menu and the older version's banner link to, without the list of every doc.
   */
  missingPages: string[];
};

export function leanGlobalData(data: GlobalPluginData): GlobalPluginData {
  const relativePaths = (version: GlobalVersion) =>
    new Set(version.docs.map((doc) => doc.path.slice(version.path.length) || '/'));
  const pagesOf = new Map(data.versions.map((version) => [version.name, relativePaths(version)]));
  const everyPage = new Set(data.versions.flatMap((version) => [...pagesOf.get(version.name)!]));
  const leanVersion = (version: GlobalVersion): LeanGlobalVersion => ({
    ...version,
    docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    missingPages: [...everyPage].filter((page) => !pagesOf.get(version.name)!.has(page)).sort(),
  });
  return {...data, versions: data.versions.map(leanVersion)};
}
