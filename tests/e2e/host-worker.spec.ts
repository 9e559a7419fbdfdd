import fs from 'node:fs';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import {test, expect} from '../support/test';
import {buildDir} from '../support/site';
import {hostWorkerPort} from '../support/ports';
import {nodeForWrangler, startPagesDev} from '../support/cloudflare';
import {docsMcpTests} from '../support/docs-mcp';

/**
 * The build as Cloudflare Pages serves it, in Cloudflare's own local runtime
 * (`wrangler pages dev`): the worker of src/plugins/agents answers
 * Accept: text/markdown with a page's twin, and the host still applies
 * build/_headers to what the worker passes on; /mcp is the docs MCP server,
 * bundled into the worker, reading the index and twins through the host's assets.
 */
const node = nodeForWrangler();
const origin = `http://127.0.0.1:${hostWorkerPort}`;
let server: ChildProcess | undefined;

test.describe.configure({mode: 'serial'});
test.skip(
  !node,
  'wrangler needs a supported Node (engines.node): run the browser tests through npm test, which brings one',
);

test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({server} = await startPagesDev(node!, hostWorkerPort));
});
test.afterAll(() => {
  server?.kill();
});

/** The value build/_headers gives a header for every page (its `/*` rule). */
function siteWideHeader(name: string): string {
  const rules = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8').split(/\n(?=\S)/);
  const siteWide = rules.find((rule) => rule.startsWith('/*\n'))!;
  return siteWide
    .split('\n')
    .find((line) => line.trim().startsWith(`${name}:`))!
    .trim()
    .slice(name.length + 1)
    .trim();
}

test('Accept: text/markdown gets the twin, as text/markdown varying on Accept, with the security headers', async ({
  request,
}) => {
  for (const [pagePath, twin] of [
    ['/docs/api/event', 'docs/api/event.md'],
    ['/', 'index.md'],
    ['/integrations/asyncapi', 'integrations/asyncapi.md'],
  ]) {
    const response = await request.get(`${origin}${pagePath}`, {headers: {Accept: 'text/markdown'}, maxRedirects: 0});
    expect(response.status(), pagePath).toBe(200);
    expect(response.headers()['content-type'], pagePath).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['vary'], pagePath).toMatch(/Accept/);
    expect(response.headers()['x-content-type-options'], pagePath).toBe('nosniff');
    expect(await response.text(), pagePath).toBe(fs.readFileSync(path.join(buildDir, twin), 'utf8'));
  }
});

test('as HTML a page names its twin in a Link header, and keeps the policy of build/_headers', async ({request}) => {
  const response = await request.get(`${origin}/docs/api/event`, {
    headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['link']).toBe('</docs/api/event.md>; rel="alternate"; type="text/markdown"');
  expect(response.headers()['vary']).toMatch(/Accept/);
  expect(response.headers()['content-security-policy']).toBe(siteWideHeader('Content-Security-Policy'));
  expect(await response.text()).toContain('<h1');
});

test('files that are not pages, and addresses with no page, are served as they are', async ({request}) => {
  const robots = await request.get(`${origin}/robots.txt`, {headers: {Accept: 'text/markdown'}});
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(robots.headers()['link']).toBeUndefined();
  const missing = await request.get(`${origin}/docs/no-such-page`, {headers: {Accept: 'text/markdown'}});
  expect(missing.status()).toBe(404);
  expect(missing.headers()['link']).toBeUndefined();
});

docsMcpTests(() => origin);
