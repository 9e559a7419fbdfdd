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
 * Addresses other sites name that this site answers elsewhere. The licence of EventCatalog 5 sends readers to
 * eventcatalog.dev/license-faq for guidance on it: the pricing page's questions.
 */
export const fixedRedirects: {from: string; to: string}[] = [{from: '/license-faq', to: '/pricing'}];
