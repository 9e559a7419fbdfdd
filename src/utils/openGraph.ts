/**
 * The Open Graph type of a page, by its address: docs pages (both docs
 * instances live under /docs) and integration pages are articles, every other
 * page is a website. Blog posts are articles as well; the blog theme says so
 * itself (its BlogPostPage/Metadata), over this default.
 */
const articlePaths = [/^\/docs\//, /^\/integrations\/[^/]+$/];

export type OpenGraphType = 'article' | 'website';

export function openGraphTypeFor(pathname: string): OpenGraphType {
  return articlePaths.some((pattern) => pattern.test(pathname)) ? 'article' : 'website';
}
