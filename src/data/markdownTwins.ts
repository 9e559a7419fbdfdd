/**
 * Where a page's Markdown twin is served: its address plus `.md`
 * (/docs/a/b -> /docs/a/b.md), and /index.md for the home page.
 * src/plugins/llms-txt writes the twin of every page of the sitemap there; the
 * page actions menu and the directive for agents at the top of each page link them.
 * An index page's trailing slash (/docs/sdk/) is dropped, as the site serves it without one.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink === '/' ? '/index.md' : `${permalink.replace(/(.)\/$/, '$1')}.md`;
}
