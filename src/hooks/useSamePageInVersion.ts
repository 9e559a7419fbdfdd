import {useLocation} from '@docusaurus/router';
import {useActivePlugin, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import type {LeanGlobalVersion} from '@site/src/plugins/build-tuning/lean-docs-global-data';

/** A version's start page: its main doc. */
export const startPageOf = (version: GlobalVersion): string =>
  version.docs.find((doc) => doc.id === version.mainDocId)!.path;

/**
 * The address of the page being read in another docs version: the same page where that version has it (found by
 * its path within the version, as the versions share their layout), otherwise that version's start page. It reads
 * the lean global data of src/plugins/build-tuning/lean-docs-global-data, which lists each version's missing pages rather than all its docs, or
 * the full list of docs when the build's tuning is off.
 */
export function samePageInVersion(pathname: string, from: GlobalVersion, to: GlobalVersion): string {
  const page = pathname.startsWith(from.path) ? pathname.slice(from.path.length) || '/' : undefined;
  // The lean global data lists the pages a version lacks; the full one (the build's tuning off) lists its docs.
  const {missingPages} = to as Partial<LeanGlobalVersion>;
  const lacks = (relative: string) =>
    missingPages
      ? missingPages.includes(relative)
      : !to.docs.some((doc) => doc.path === (relative === '/' ? to.path : `${to.path}${relative}`));
  if (page === undefined || lacks(page)) {
    return startPageOf(to);
  }
  return page === '/' ? to.path : `${to.path}${page}`;
}

/**
 * For each version of a docs plugin's docs, where the page being read is in it; empty outside that plugin's pages
 * (on the SDK reference, say, which is one reference for every version).
 */
export default function useSamePageInVersion(pluginId: string): {version: GlobalVersion; path: string}[] {
  const {pathname} = useLocation();
  const plugin = useActivePlugin();
  const versions = useVersions(pluginId);
  // The longest path first: /docs/4.x/… belongs to 4.x, not to the current version at /docs.
  const from =
    plugin?.pluginId === pluginId &&
    [...versions]
      .sort((a, b) => b.path.length - a.path.length)
      .find((v) => pathname === v.path || pathname.startsWith(`${v.path}/`));
  if (!from) return [];
  return versions.map((version) => ({version, path: samePageInVersion(pathname, from, version)}));
}
