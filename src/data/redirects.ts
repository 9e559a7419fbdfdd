/**
 * Plugin docs used to live under /docs/development/plugins/…; old links and
 * bookmarks land on the same page under /docs/plugins/….
 * Used as @docusaurus/plugin-client-redirects' createRedirects: for each page
 * that exists, the old paths that should lead to it.
 */
export function legacyPluginDocPaths(existingPath: string): string[] | undefined {
  if (!existingPath.startsWith('/docs/plugins/') && existingPath !== '/docs/plugins') return undefined;
  return [existingPath.replace(/^\/docs\/plugins/, '/docs/development/plugins')];
}

/**
 * Addresses other sites name that this site answers elsewhere. The licence of EventCatalog 5 names
 * eventcatalog.dev/license-faq as where its guidance is published; a reader who follows it lands on the pricing
 * page's questions about the licence rather than on the not-found page. Those answers restate the licence text. The
 * core's licence lets readers rely on its guidance where it permits a use, so change them only with the licensor.
 */
export const fixedRedirects: {from: string; to: string}[] = [{from: '/license-faq', to: '/pricing'}];
