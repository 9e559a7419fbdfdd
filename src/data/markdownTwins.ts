/**
 * Where a page's Markdown twin is served: its address plus `.md`
 * (/docs/a/b -> /docs/a/b.md). src/plugins/llms-txt writes the twins of docs,
 * blog posts and integration pages there; the page actions menu links them.
 * An index page's trailing slash (/docs/sdk/) is dropped, as the site serves it without one.
 */
export function markdownTwinPath(permalink: string): string {
  return `${permalink.replace(/(.)\/$/, '$1')}.md`;
}
