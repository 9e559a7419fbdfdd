// The site's Cloudflare Pages worker (advanced mode): the build copies this file to build/_worker.js/index.js and the
// modules it imports beside it, unchanged, and ./mcp/handler.mjs bundled with the SDK (hostWorker.ts). Plain
// JavaScript, run by the host as it is.
import {prefersMarkdown, twinLinkHeader, twinOfRequestPath} from './twins.mjs';
import {MCP_PATH, assetsReader, handleMcpRequest} from './mcp/handler.mjs';

/** A response with some headers replaced (those of the host's asset server, build/_headers included, are kept). */
function withHeaders(response, changes) {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(changes)) headers.set(name, value);
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}

export default {
  /**
   * A page asked for with Accept: text/markdown is answered with its Markdown twin; as HTML, a page that has a
   * twin names it in a Link header. Both vary on Accept, so caches keep the two apart. /mcp is the docs MCP
   * server (./mcp/handler.mjs). Anything else is the static file, untouched.
   * @param {Request} request
   * @param {{ASSETS: {fetch: (request: Request) => Promise<Response>}}} env
   */
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === MCP_PATH) return handleMcpRequest(request, assetsReader(env.ASSETS, url.origin));
    const twin = request.method === 'GET' || request.method === 'HEAD' ? twinOfRequestPath(url.pathname) : undefined;
    if (!twin) return env.ASSETS.fetch(request);
    const twinRequest = (method) => new Request(new URL(twin, url), {method, headers: request.headers});
    if (prefersMarkdown(request.headers.get('Accept'))) {
      const markdown = await env.ASSETS.fetch(twinRequest(request.method));
      if (markdown.ok) return withHeaders(markdown, {'Content-Type': 'text/markdown; charset=utf-8', Vary: 'Accept'});
    }
    const page = await env.ASSETS.fetch(request);
    if (!page.ok || !(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
    // Redirect pages of old addresses and the 404 page have no twin.
    const hasTwin = (await env.ASSETS.fetch(twinRequest('HEAD'))).ok;
    return hasTwin ? withHeaders(page, {Link: twinLinkHeader(twin), Vary: 'Accept'}) : page;
  },
};
