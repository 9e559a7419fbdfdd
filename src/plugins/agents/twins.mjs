// Plain JavaScript so that Node (scripts/serve.mjs), the host's worker (./worker.mjs) and the
// site's TypeScript all read the same rules.

/**
 * Where a page's Markdown twin is served: its address plus `.md` (/docs/a/b -> /docs/a/b.md), and /index.md for
 * the home page. An index page's trailing slash (/docs/sdk/) is dropped, as the site serves it without one.
 * @param {string} permalink
 */
export function markdownTwinPath(permalink) {
  return permalink === '/' ? '/index.md' : `${permalink.replace(/(.)\/$/, '$1')}.md`;
}

/**
 * Whether the pages of a Docusaurus plugin have a Markdown twin: all do but the not-found page (the router's own,
 * plugin "native") and the search page (not indexed).
 * @param {string} pluginName
 */
export const hasTwin = (pluginName) => pluginName !== 'native' && pluginName !== 'docusaurus-theme-search-algolia';

/**
 * The twin a request for a page could be answered with: the path as a browser asks for it (/docs/a, /docs/a.html,
 * /docs/a/, /), or undefined for a file of another kind (/assets/main.js, /docs/a.md, /llms.txt).
 * @param {string} pathname
 */
export function twinOfRequestPath(pathname) {
  const page = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (/\.[a-z0-9]+$/i.test(page)) return undefined;
  return markdownTwinPath(page);
}

/**
 * Whether a request's Accept header asks for Markdown at least as much as for HTML: `text/markdown` listed with a
 * quality above zero and not below that of `text/html` (or of any type, when HTML is not named).
 * @param {string | null | undefined} accept
 */
export function prefersMarkdown(accept) {
  if (!accept) return false;
  const quality = new Map();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(type.trim(), q ? Number(q.slice(2)) : 1);
  }
  const markdown = quality.get('text/markdown') ?? 0;
  const html = quality.get('text/html') ?? quality.get('text/*') ?? quality.get('*/*') ?? 0;
  return markdown > 0 && markdown >= html;
}

/** The Link header an HTML page is served with, naming its twin. @param {string} twin */
export const twinLinkHeader = (twin) => `<${twin}>; rel="alternate"; type="text/markdown"`;
