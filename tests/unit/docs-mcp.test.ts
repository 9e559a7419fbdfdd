import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndex, INDEX_PATH, searchIndex, tokenize} from '../../src/plugins/agents/mcp/searchIndex.mjs';
import {handleMcpRequest, pagePathOf} from '../../src/plugins/agents/mcp/handler.mjs';
import {workerFiles} from '../../src/plugins/agents/hostWorker';
import {llmsIndexes} from '../../src/plugins/agents/index';
import {DOCS_MCP_PAGE} from '../../src/plugins/agents/mcp/docsMcpPage';

const site = 'https://www.eventcatalog.dev';
const page = (permalink: string, title: string, markdown: string, description = '') => ({
  permalink,
  title,
  description,
  markdown: `# ${title}\n\n${markdown}`,
});
const index = buildIndex(
  [
    page('/docs/sdk/function/getEvent', 'getEvent()', 'Returns an event from EventCatalog.'),
    page('/docs/sdk/function/getEvents', 'getEvents()', 'Returns every event; see getEvent for one.'),
    page('/docs/api/event', 'Event front matter', '## schemaPath\n\nThe schema file of the event.'),
    page('/docs/4.x/api/event', 'Event front matter', '## schemaPath\n\nThe schema file of the event.'),
    page('/blog/events', 'Events, schemas and flows', 'A post about events and their schemas.'),
  ],
  {site, serverVersion: '1.0.0', instructions: 'test'},
);
const paths = (hits: {url: string}[]) => hits.map((hit) => new URL(hit.url).pathname);

test('names in code stay whole and distinct; plain plurals are read as their singular', () => {
  assert.deepEqual(tokenize('getEvents EVENTCATALOG_LICENSE_KEY flows owners the schemaPath'), [
    'getevents',
    'eventcatalog_license_key',
    'flow',
    'owner',
    'schemapath',
  ]);
});

test('search ranks a title above the text, keeps to the version asked, and filters by section', () => {
  assert.equal(paths(searchIndex(index, 'getEvent'))[0], '/docs/sdk/function/getEvent');
  assert.equal(paths(searchIndex(index, 'getEvents'))[0], '/docs/sdk/function/getEvents');
  assert.deepEqual(paths(searchIndex(index, 'schemaPath')), ['/docs/api/event']);
  assert.deepEqual(paths(searchIndex(index, 'schemaPath', {version: '4.x'})), ['/docs/4.x/api/event']);
  assert.deepEqual(paths(searchIndex(index, 'schemas', {section: 'blog'})), ['/blog/events']);
  assert.deepEqual(searchIndex(index, 'nothing matches this'), []);
});

test('a page address is a path or a URL of the site; other sites and ".." are refused', () => {
  assert.equal(pagePathOf('/docs/api/event/', site, 'http://127.0.0.1:4173'), '/docs/api/event');
  assert.equal(pagePathOf(`${site}/docs/api/event.md#fields`, site, 'http://127.0.0.1:4173'), '/docs/api/event');
  assert.equal(pagePathOf('http://127.0.0.1:4173/docs/sdk', site, 'http://127.0.0.1:4173'), '/docs/sdk');
  assert.equal(pagePathOf(site, site, 'http://127.0.0.1:4173'), '/');
  assert.equal(pagePathOf('https://eventcatalog.dev/docs/api', site, 'http://127.0.0.1:4173'), '/docs/api');
  for (const address of [
    '/docs/../etc/passwd',
    '/docs/%2E%2E/x',
    '/docs/.%2e/x',
    '..',
    'https://example.com/docs',
    'http://www.eventcatalog.dev.example.com/docs',
    '//example.com/docs',
    '/docs/100%',
    'docs/api',
  ])
    assert.throws(() => pagePathOf(address, site, 'http://127.0.0.1:4173'), Error, address);
});

test('the server answers only POST, and a missing index is a JSON-RPC error, not a crash', async () => {
  const readStatic = async (path: string) => (path === INDEX_PATH ? JSON.stringify(index) : undefined);
  for (const method of ['GET', 'DELETE']) {
    const response = await handleMcpRequest(new Request(`${site}/mcp`, {method}), readStatic);
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.get('Allow'), 'POST');
  }
  const post = new Request(`${site}/mcp`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
  });
  const missing = await handleMcpRequest(post, async () => undefined);
  assert.equal(missing.status, 500);
  assert.equal((await missing.json()).error.code, -32603);
});

test('the worker bundles the MCP server with the SDK, well inside the host’s 3 MB (compressed) limit', async () => {
  const files = await workerFiles();
  assert.ok(files['mcp/handler.mjs'], Object.keys(files).join(', '));
  assert.doesNotMatch(files['mcp/handler.mjs'], /from\s*["']@modelcontextprotocol/);
  const size = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  assert.ok(size < 1_000_000, `${size} bytes`);
});

test('/llms.txt names the docs MCP server and the page on connecting to it', () => {
  const root = llmsIndexes([], site, 'EventCatalog', 'Docs').find(({file}) => file === 'llms.txt')!.text;
  assert.match(root, /https:\/\/www\.eventcatalog\.dev\/mcp \(Streamable HTTP/);
  assert.ok(root.includes(`${site}${DOCS_MCP_PAGE}.md`), root);
});
