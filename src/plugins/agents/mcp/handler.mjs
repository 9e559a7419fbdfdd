// The docs MCP server at /mcp: read-only, no login, stateless (a fresh server per request, no session ids), answering
// in JSON over the official SDK's Streamable HTTP transport. Run by the host's worker and by scripts/serve.mjs, each
// giving it a way to read the build's static files (the index and the twins).
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError} from '@modelcontextprotocol/sdk/types.js';
import {markdownTwinPath} from '../twins.mjs';
import {INDEX_PATH, MCP_PATH, SECTIONS, VERSIONS, searchIndex} from './searchIndex.mjs';

export {MCP_PATH};
/** The longest query and page address the tools take: longer ones are not a reader's question or a page. */
export const MAX_QUERY_LENGTH = 200;
const MAX_ADDRESS_LENGTH = 500;
const HITS = 10;

/** @typedef {(path: string) => Promise<string | undefined>} ReadStatic a build file by its site path, if any */

/** The index, read once per reader: the build does not change under a running server. */
const indexes = new WeakMap();
/** @param {ReadStatic} readStatic */
function indexOf(readStatic) {
  if (!indexes.has(readStatic)) {
    const loading = readStatic(INDEX_PATH).then((text) => {
      if (text === undefined) throw new Error(`No search index at ${INDEX_PATH}: the build writes it.`);
      return JSON.parse(text);
    });
    // A failed read is tried again on the next request rather than remembered.
    loading.catch(() => indexes.delete(readStatic));
    indexes.set(readStatic, loading);
  }
  return indexes.get(readStatic);
}

/** A reader of the host's static files through its asset binding (Cloudflare's env.ASSETS), one per binding. */
const assetReaders = new WeakMap();
/** @param {{fetch: (request: Request) => Promise<Response>}} assets @param {string} origin @returns {ReadStatic} */
export function assetsReader(assets, origin) {
  if (!assetReaders.has(assets)) {
    assetReaders.set(assets, async (path) => {
      const response = await assets.fetch(new Request(new URL(path, origin)));
      return response.ok ? response.text() : undefined;
    });
  }
  return assetReaders.get(assets);
}

const TOOLS = [
  {
    name: 'search_docs',
    title: 'Search the EventCatalog docs',
    description:
      'Searches the EventCatalog documentation, SDK reference, blog and integration pages. Returns the best pages ' +
      'first, each with its title, URL, section and a short summary; read one with fetch_page.',
    inputSchema: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          minLength: 1,
          maxLength: MAX_QUERY_LENGTH,
          description: 'Words to look for, e.g. "writeService", "schemaPath" or "deploy to docker".',
        },
        version: {
          type: 'string',
          enum: VERSIONS,
          default: VERSIONS[0],
          description: `EventCatalog docs version: ${VERSIONS[0]} (current, the default) or ${VERSIONS.slice(1).join(', ')} (earlier).`,
        },
        section: {
          type: 'string',
          enum: SECTIONS,
          description: 'Only this part of the site: docs, sdk (the @eventcatalog/sdk reference), blog or integrations.',
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    annotations: {readOnlyHint: true, openWorldHint: false},
  },
  {
    name: 'fetch_page',
    title: 'Read an EventCatalog docs page',
    description:
      'Returns a page of eventcatalog.dev as Markdown, with its title and canonical URL. Takes the URL ' +
      '(https://www.eventcatalog.dev/docs/...) or the path (/docs/...) of a page, such as a URL search_docs returned.',
    inputSchema: {
      type: 'object',
      properties: {
        url: {
          type: 'string',
          minLength: 1,
          maxLength: MAX_ADDRESS_LENGTH,
          description: 'The page: https://www.eventcatalog.dev/docs/api/event or /docs/api/event.',
        },
      },
      required: ['url'],
      additionalProperties: false,
    },
    annotations: {readOnlyHint: true, openWorldHint: false},
  },
];

/**
 * A tool's failure as its result (isError), which the calling model reads and can correct, as the protocol asks for
 * invalid arguments since revision 2025-11-25; an unknown tool stays a protocol error.
 */
class ToolInputError extends Error {}
const toolError = (message) => ({content: [{type: 'text', text: message}], isError: true});

/** A string argument, checked against the tool's schema (the SDK's low-level server leaves that to the tool). */
function stringArgument(args, name, {required = false, maxLength, allowed} = {}) {
  const value = args?.[name];
  if (value === undefined || value === null) {
    if (required) throw new ToolInputError(`Missing argument "${name}".`);
    return undefined;
  }
  if (typeof value !== 'string') throw new ToolInputError(`Argument "${name}" must be a string.`);
  if (required && !value.trim()) throw new ToolInputError(`Argument "${name}" is empty.`);
  if (maxLength && value.length > maxLength)
    throw new ToolInputError(`Argument "${name}" is ${value.length} characters long; the most is ${maxLength}.`);
  if (allowed && !allowed.includes(value))
    throw new ToolInputError(`Argument "${name}" must be one of ${allowed.join(', ')}; got "${value}".`);
  return value;
}

function searchDocs(index, args) {
  const query = stringArgument(args, 'query', {required: true, maxLength: MAX_QUERY_LENGTH});
  const version = stringArgument(args, 'version', {allowed: VERSIONS}) ?? VERSIONS[0];
  const section = stringArgument(args, 'section', {allowed: SECTIONS});
  const hits = searchIndex(index, query, {version, section, limit: HITS});
  const text = hits.length
    ? hits.map((hit, i) => `${i + 1}. ${hit.title} (${hit.section})\n   ${hit.url}\n   ${hit.snippet}`).join('\n')
    : `No pages match "${query}"${section ? ` in ${section}` : ''} (version ${version}).`;
  return {content: [{type: 'text', text}], structuredContent: {hits}};
}

/**
 * The site path of a page from what a client gives: a URL of the site (or of the server itself) or a path. Paths
 * with ".." and addresses of other sites are refused; "/docs/a/", "/docs/a.md" and "/docs/a.html" name /docs/a.
 */
export function pagePathOf(address, site, serverOrigin) {
  if (/(^|[/\\])(\.|%2e){2}([/\\?#]|$)/i.test(address))
    throw new ToolInputError(`"${address}": ".." is not allowed in a page address.`);
  let url;
  try {
    url = new URL(address, site);
  } catch {
    throw new ToolInputError(`"${address}" is not a URL or a path.`);
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(address);
  if (!absolute && !address.startsWith('/'))
    throw new ToolInputError(`"${address}": give a URL (${site}/docs/...) or a path starting with "/".`);
  // The site's own address, the same without "www." (which redirects to it), or the server's (a local build).
  const siteUrl = new URL(site);
  const onSite =
    url.origin === serverOrigin ||
    (url.protocol === siteUrl.protocol && url.host.replace(/^www\./, '') === siteUrl.host.replace(/^www\./, ''));
  if (!onSite)
    throw new ToolInputError(`"${address}" is not on ${site}: this server reads only the EventCatalog website.`);
  let decoded;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    throw new ToolInputError(`"${address}" is not a valid address (a stray "%").`);
  }
  if (decoded.split(/[/\\]/).includes('..'))
    throw new ToolInputError(`"${address}": ".." is not allowed in a page address.`);
  const path = decoded
    .replace(/\/index\.html$/, '/')
    .replace(/\.(md|html)$/, '')
    .replace(/(.)\/+$/, '$1');
  return path === '/index' ? '/' : path;
}

async function fetchPage(index, args, readStatic, serverOrigin) {
  const address = stringArgument(args, 'url', {required: true, maxLength: MAX_ADDRESS_LENGTH}).trim();
  const pagePath = pagePathOf(address, index.site, serverOrigin);
  const markdown = await readStatic(markdownTwinPath(pagePath));
  if (markdown === undefined)
    throw new ToolInputError(`No page at ${index.site}${pagePath}. search_docs finds the pages there are.`);
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? pagePath;
  const url = `${index.site}${pagePath === '/' ? '' : pagePath}`;
  return {
    content: [
      {type: 'text', text: `Title: ${title}\nURL: ${url}`},
      {type: 'text', text: markdown},
    ],
    structuredContent: {title, url},
  };
}

/** The MCP server of one request, its tools reading through readStatic. */
function docsServer(index, readStatic, serverOrigin) {
  const server = new Server(
    {name: 'eventcatalog-docs', title: 'EventCatalog docs', version: index.serverVersion, websiteUrl: index.site},
    {capabilities: {tools: {}}, instructions: index.instructions},
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({tools: TOOLS}));
  server.setRequestHandler(CallToolRequestSchema, async ({params}) => {
    const run = {
      search_docs: () => searchDocs(index, params.arguments),
      fetch_page: () => fetchPage(index, params.arguments, readStatic, serverOrigin),
    }[params.name];
    if (!run) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
    try {
      return await run();
    } catch (error) {
      if (error instanceof ToolInputError) return toolError(error.message);
      throw error;
    }
  });
  return server;
}

/** A JSON-RPC error outside any request (the transport's own form). */
const jsonRpcError = (status, code, message, headers = {}) =>
  new Response(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}), {
    status,
    headers: {'Content-Type': 'application/json', ...headers},
  });

/**
 * Answers a request to /mcp. Only POST: a stateless server has no stream to GET and no session to DELETE (405).
 * @param {Request} request @param {ReadStatic} readStatic @returns {Promise<Response>}
 */
export async function handleMcpRequest(request, readStatic) {
  if (request.method !== 'POST')
    return jsonRpcError(405, -32000, 'Method not allowed: this server is stateless and answers POST only.', {
      Allow: 'POST',
    });
  let index;
  try {
    index = await indexOf(readStatic);
  } catch (error) {
    return jsonRpcError(500, ErrorCode.InternalError, `The docs index cannot be read: ${error.message}`);
  }
  const server = docsServer(index, readStatic, new URL(request.url).origin);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
