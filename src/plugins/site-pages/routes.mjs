// Plain JavaScript: the build (TypeScript plugins), scripts/serve.mjs and the host's worker read the same mapping.

/**
 * The file the build writes a route to, relative to the output folder: "/" is index.html, "/docs/x" is
 * docs/x.html, an index route with a trailing slash ("/docs/sdk/") is docs/sdk/index.html, and a route that names
 * its file ("/404.html") is that file.
 * @param {string} route
 */
export function fileOfRoute(route) {
  if (route.endsWith('.html')) return route.slice(1);
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/**
 * The address a built HTML file is served at, the inverse of fileOfRoute as hosts serve clean URLs: docs/x.html
 * and docs/x/index.html are /docs/x, index.html is /.
 * @param {string} file relative to the output folder, with forward slashes
 */
export function pathOfFile(file) {
  const route = `/${file}`.replace(/(\/index)?\.html$/, '');
  return route || '/';
}

/**
 * The address a route is served at: its trailing slash dropped, as the site serves every page without one.
 * @param {string} route
 */
export const servedPath = (route) => route.replace(/(.)\/$/, '$1');
