import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import worker from '../../src/plugins/agents/worker.mjs';
import {routesFile, ROUTES_LIMITS} from '../../src/plugins/agents/hostWorker';

/** The host's asset server, reduced to a few files: 404 for anything else, as Pages answers. */
const files: Record<string, {type: string; body: string}> = {
  '/docs/api/event': {type: 'text/html; charset=utf-8', body: '<h1>Event</h1>'},
  '/docs/api/event.md': {type: 'text/markdown', body: '# Event'},
  '/': {type: 'text/html; charset=utf-8', body: '<h1>Home</h1>'},
  '/index.md': {type: 'text/markdown', body: '# Home'},
  '/license-faq': {type: 'text/html; charset=utf-8', body: '<meta http-equiv=refresh>'},
  '/assets/js/main.js': {type: 'text/javascript', body: 'x'},
};
const env = {
  ASSETS: {
    fetch: async (request: Request) => {
      const file = files[new URL(request.url).pathname];
      const headers = {'Content-Type': file?.type ?? 'text/html', 'X-Content-Type-Options': 'nosniff'};
      return new Response(request.method === 'HEAD' || !file ? null : file.body, {status: file ? 200 : 404, headers});
    },
  },
};
const get = (pathname: string, accept = 'text/html,*/*;q=0.8', method = 'GET') =>
  worker.fetch(new Request(`https://www.eventcatalog.dev${pathname}`, {method, headers: {Accept: accept}}), env);

test("Accept: text/markdown gets the twin as text/markdown, varying on Accept, with the asset server's headers kept", async () => {
  for (const [pathname, body] of [
    ['/docs/api/event', '# Event'],
    ['/docs/api/event/', '# Event'],
    ['/', '# Home'],
  ]) {
    const response = await get(pathname, 'text/markdown, text/html;q=0.5');
    assert.equal(response.status, 200, pathname);
    assert.equal(response.headers.get('Content-Type'), 'text/markdown; charset=utf-8', pathname);
    assert.equal(response.headers.get('Vary'), 'Accept', pathname);
    assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff', pathname);
    assert.equal(await response.text(), body, pathname);
  }
});

test('as HTML, a page with a twin names it in a Link header; one without (a redirect page, a 404) does not', async () => {
  const page = await get('/docs/api/event');
  assert.equal(await page.text(), '<h1>Event</h1>');
  assert.equal(page.headers.get('Link'), '</docs/api/event.md>; rel="alternate"; type="text/markdown"');
  assert.equal(page.headers.get('Vary'), 'Accept');
  assert.equal((await get('/')).headers.get('Link'), '</index.md>; rel="alternate"; type="text/markdown"');
  for (const pathname of ['/license-faq', '/nowhere'])
    assert.equal((await get(pathname)).headers.get('Link'), null, pathname);
  assert.equal((await get('/nowhere', 'text/markdown')).status, 404);
});

test('files that are not pages pass through untouched, whatever the Accept header', async () => {
  const script = await get('/assets/js/main.js', 'text/markdown');
  assert.equal(script.headers.get('Content-Type'), 'text/javascript');
  assert.equal(script.headers.get('Link'), null);
  assert.equal(await get('/docs/api/event.md').then((r) => r.text()), '# Event');
});

test("the routes file keeps the worker off the static files, within Cloudflare's limits", () => {
  const routes = routesFile([path.join(process.cwd(), 'static')]);
  assert.deepEqual(routes.include, ['/*']);
  for (const rule of ['/assets/*', '/pagefind/*', '/img/*', '/robots.txt'])
    assert.ok(routes.exclude.includes(rule), rule);
  assert.ok(routes.include.length + routes.exclude.length <= ROUTES_LIMITS.rules);
});
