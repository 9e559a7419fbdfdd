import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {LATEST_PROTOCOL_VERSION, McpError, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from './test';
import {buildDir, siteOrigin} from './site';
import {RELEVANCE_TARGET, relevanceSet} from './search-relevance';
import {docsRelease, releaseName} from '../../src/data/release';
import {MAX_QUERY_LENGTH} from '../../src/plugins/agents/mcp/handler.mjs';

/**
 * The docs MCP server (src/plugins/agents/mcp) through the official SDK's client, as an editor's agent uses it, and
 * through raw HTTP for what a client library would never send. Registered by each server that runs it:
 * scripts/serve.mjs (docs-mcp.spec.ts) and the host's worker in `wrangler pages dev` (host-worker.spec.ts).
 */
export function docsMcpTests(originOf: () => string) {
  const endpoint = () => new URL('/mcp', originOf());
  const connected = async () => {
    const client = new Client({name: 'eventcatalog-website-tests', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(endpoint()));
    return client;
  };
  const textOf = (result: CallToolResult) =>
    result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  type Hit = {title: string; url: string; section: string; snippet: string};
  const hitsOf = (result: CallToolResult) => (result.structuredContent as {hits: Hit[]}).hits;
  /** A POST of any body, with the headers the transport asks of a client that has initialized. */
  const post = (body: string) =>
    fetch(endpoint(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'MCP-Protocol-Version': LATEST_PROTOCOL_VERSION,
      },
      body,
    });
  /** The server still answers: a search through a new client finds the SDK's getEvent. */
  const stillAnswers = async () => {
    const client = await connected();
    const result = (await client.callTool({name: 'search_docs', arguments: {query: 'getEvent'}})) as CallToolResult;
    expect(new URL(hitsOf(result)[0].url).pathname).toBe('/docs/sdk/function/getEvent');
    await client.close();
  };

  test('MCP: initialize agrees on the newest protocol revision and tells which release the docs describe', async () => {
    const response = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: {name: 'raw', version: '0'}},
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('mcp-session-id'), 'stateless: no session').toBeNull();
    expect((await response.json()).result.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);

    const client = await connected();
    expect(client.getServerVersion()?.name).toBe('eventcatalog-docs');
    const instructions = client.getInstructions() ?? '';
    for (const fact of [releaseName, docsRelease.coreVersion, docsRelease.newestMarkedRelease!, '@eventcatalog/sdk'])
      expect(instructions).toContain(fact);
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['fetch_page', 'search_docs']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    await client.close();
  });

  test(`MCP: search_docs puts the expected page in the first three for at least ${RELEVANCE_TARGET * 100} % of the relevance set`, async () => {
    const client = await connected();
    const misses: string[] = [];
    for (const {query, pages} of relevanceSet) {
      const result = (await client.callTool({name: 'search_docs', arguments: {query}})) as CallToolResult;
      const firstThree = hitsOf(result)
        .slice(0, 3)
        .map((hit) => new URL(hit.url).pathname);
      if (!firstThree.some((page) => pages.includes(page)))
        misses.push(`"${query}" → ${pages.join(' or ')}: first three were ${firstThree.join(', ') || 'nothing'}`);
    }
    await client.close();
    const share = (relevanceSet.length - misses.length) / relevanceSet.length;
    console.log(
      `[docs-mcp] search_docs at ${originOf()}: ${relevanceSet.length - misses.length} of ${relevanceSet.length} ` +
        `(${(share * 100).toFixed(1)} %) in the first three`,
    );
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(RELEVANCE_TARGET);
  });

  test('MCP: search_docs hits carry title, site URL, section and snippet, and keep to the version and section asked', async () => {
    const client = await connected();
    const search = async (args: Record<string, string>) =>
      hitsOf((await client.callTool({name: 'search_docs', arguments: args})) as CallToolResult);
    const current = await search({query: 'installation'});
    expect(current.length).toBeGreaterThan(0);
    for (const hit of current) {
      expect(hit.url.startsWith(`${siteOrigin()}/`) || hit.url === siteOrigin()).toBe(true);
      expect(hit.url).not.toContain('/docs/4.x/');
      expect(hit.title && hit.section && hit.snippet, hit.url).toBeTruthy();
    }
    const older = await search({query: 'installation', version: '4.x', section: 'docs'});
    expect(older.length).toBeGreaterThan(0);
    for (const hit of older) expect(hit.url).toContain('/docs/4.x/');
    const sdk = await search({query: 'event', section: 'sdk'});
    expect(sdk.length).toBeGreaterThan(0);
    for (const hit of sdk) expect(new URL(hit.url).pathname).toMatch(/^\/docs\/sdk(\/|$)/);
    await client.close();
  });

  test('MCP: fetch_page returns the twin Accept: text/markdown gets, with title and canonical URL', async () => {
    const blogPost = fs
      .readdirSync(path.join(buildDir, 'blog'))
      .find((file) => file.endsWith('.md') && !['archive.md', 'authors.md'].includes(file))!;
    const client = await connected();
    for (const [address, pagePath] of [
      ['/docs/api/event', '/docs/api/event'],
      [`${siteOrigin()}/docs/sdk/function/getEvent`, '/docs/sdk/function/getEvent'],
      [
        `${siteOrigin()}/docs/4.x/development/getting-started/installation/`,
        '/docs/4.x/development/getting-started/installation',
      ],
      [`/blog/${blogPost.replace(/\.md$/, '')}`, `/blog/${blogPost.replace(/\.md$/, '')}`],
    ]) {
      const result = (await client.callTool({name: 'fetch_page', arguments: {url: address}})) as CallToolResult;
      expect(result.isError, address).toBeFalsy();
      const twin = fs.readFileSync(path.join(buildDir, `${pagePath}.md`), 'utf8');
      const negotiated = await fetch(new URL(pagePath, originOf()), {headers: {Accept: 'text/markdown'}});
      expect(await negotiated.text(), address).toBe(twin);
      expect(result.content.at(-1), address).toEqual({type: 'text', text: twin});
      expect(result.structuredContent, address).toEqual({
        title: /^# (.*)$/m.exec(twin)![1],
        url: `${siteOrigin()}${pagePath}`,
      });
    }
    await client.close();
  });

  test('MCP: bad tool calls get the protocol error or a tool error, and the server keeps answering', async () => {
    const client = await connected();
    const unknown = await client.callTool({name: 'delete_docs', arguments: {}}).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(McpError);
    expect((unknown as McpError).code).toBe(-32602);
    await stillAnswers();
    // Argument errors are tool results the model reads (isError), as revision 2025-11-25 asks.
    for (const [name, args, message] of [
      ['search_docs', {}, /Missing argument "query"/],
      ['search_docs', {query: 'x'.repeat(MAX_QUERY_LENGTH + 1)}, /the most is 200/],
      ['search_docs', {query: 'event', version: '3.x'}, /must be one of 5\.x, 4\.x/],
      ['fetch_page', {}, /Missing argument "url"/],
      ['fetch_page', {url: 'https://example.com/docs/api/event'}, /is not on https:\/\/www\.eventcatalog\.dev/],
      ['fetch_page', {url: '/docs/../../etc/passwd'}, /"\.\." is not allowed/],
      ['fetch_page', {url: '/docs/%2e%2e/%2e%2e/etc/passwd'}, /"\.\." is not allowed/],
      ['fetch_page', {url: '/docs/no-such-page'}, /No page at/],
      ['fetch_page', {url: 'docs/api/event'}, /starting with "\/"/],
    ] as const) {
      const result = (await client.callTool({name, arguments: args})) as CallToolResult;
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result)).toMatch(message);
      await stillAnswers();
    }
    await client.close();
  });

  test('MCP: malformed JSON-RPC, an unknown method, GET and DELETE get the protocol errors', async () => {
    const errorOf = async (response: Response) => ((await response.json()) as {error: {code: number}}).error.code;
    const notJson = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(notJson.status).toBe(400);
    expect(await errorOf(notJson)).toBe(-32700);
    await stillAnswers();
    const initialize = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'initialize',
      params: {protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: {name: 'raw', version: '0'}},
    });
    // An initialize must come alone: the transport's Invalid Request.
    const twoInitializes = await post(JSON.stringify([initialize(1), initialize(2)]));
    expect(twoInitializes.status).toBe(400);
    expect(await errorOf(twoInitializes)).toBe(-32600);
    await stillAnswers();
    const unknownMethod = await post(JSON.stringify({jsonrpc: '2.0', id: 7, method: 'docs/delete'}));
    expect(await errorOf(unknownMethod)).toBe(-32601);
    await stillAnswers();
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(endpoint(), {method, headers: {Accept: 'text/event-stream'}});
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
      await stillAnswers();
    }
  });
}
