import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import {test, expect} from '../support/test';
import {buildDir, builtHtmlFiles, builtPage, sitemapPaths} from '../support/site';
import {markdownTwinPath} from '../../src/plugins/agents/twins.mjs';
import {LLMS_TXT_LIMIT} from '../../src/plugins/agents/index';
import {searchThemeConfigFromEnv} from '../../src/plugins/search/settings';
import {blogPosts} from '../support/blog';
import {siteIntegrations} from '../support/integrations';
import {http2Port} from '../support/ports';
import {startStaticServer} from '../support/server';

test('robots.txt allows crawling and points at the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
});

test('the search page asks search engines not to index it, and is not in the sitemap', () => {
  const searchPage = `/${searchThemeConfigFromEnv({}).algolia.searchPagePath}`;
  const robots = builtPage(searchPage)('meta[name="robots"]')
    .map((_, meta) => meta.attribs.content)
    .get();
  expect(robots).toEqual(['noindex']);
  expect(sitemapPaths()).not.toContain(searchPage);
  expect(sitemapPaths().length).toBeGreaterThan(300);
});

test('every page of the sitemap has a Markdown twin, listed once in llms.txt or the index of its part, each index under the limit', async ({
  request,
}) => {
  const root = await (await request.get('/llms.txt')).text();
  expect(root).toMatch(/^# EventCatalog$/m);
  expect(root).toContain('## Instructions for agents');
  // The root and the part indexes it links, each one short enough for agents to read whole.
  const partUrls = [...root.matchAll(/\((https?:\/\/[^)]+\/llms(?:-\d+)?\.txt)\)/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  expect(partUrls.length).toBeGreaterThan(3);
  const indexes = [{file: '/llms.txt', text: root}];
  for (let i = 0; i < partUrls.length; i++) {
    const text = await (await request.get(partUrls[i])).text();
    indexes.push({file: partUrls[i], text});
    // A part split in smaller indexes links them in turn.
    for (const [, url] of text.matchAll(/\((https?:\/\/[^)]+\/llms(?:-\d+)?\.txt)\)/g))
      partUrls.push(new URL(url).pathname);
  }
  for (const {file, text} of indexes) expect(text.length, `${file} characters`).toBeLessThanOrEqual(LLMS_TXT_LIMIT);
  const listed = indexes.flatMap(({text}) =>
    [...text.matchAll(/\]\(https?:\/\/[^/]+(\/[^)]*?\.md)\)/g)].map(([, twin]) => twin),
  );
  expect(new Set(listed).size, 'no page listed twice').toBe(listed.length);
  const pages = sitemapPaths();
  const posts = blogPosts().map((p) => `/blog/${p.slug}`);
  const integrations = (await siteIntegrations()).filter((i) => i.detailPage).map((i) => i.permalink);
  expect(pages).toEqual(expect.arrayContaining([...posts, ...integrations, '/']));
  for (const pagePath of pages) {
    const twinPath = markdownTwinPath(pagePath);
    expect(listed, `an index lists ${twinPath}`).toContain(twinPath);
    const twin = fs.readFileSync(path.join(buildDir, twinPath), 'utf8');
    expect(twin, `${twinPath} starts with a heading`).toMatch(/^# \S/);
    expect(twin, `${twinPath} has no front matter`).not.toMatch(/^---\n/);
    // Right under the title: where an agent finds the index (the directive).
    expect(twin.split('\n').slice(0, 4).join('\n'), `${twinPath} points agents to llms.txt`).toContain('/llms.txt');
  }
  const full = await (await request.get('/llms-full.txt')).text();
  // One "<!-- url -->" marker opens each page in the full file.
  expect(full.match(/^<!-- https:\/\/\S+ -->$/gm)?.length).toBe(listed.length);
});

test('every page tells agents, hidden from people, where llms.txt and its own Markdown are', async ({page}) => {
  for (const [pagePath, twin] of [
    ['/docs/api/event', '/docs/api/event.md'],
    ['/', '/index.md'],
    ['/a/page/that/does/not/exist', undefined],
  ] as const) {
    await page.goto(pagePath);
    const directive = page.locator('[data-agent-directive]');
    await expect(directive.locator('a[href="/llms.txt"]')).toHaveCount(1);
    await expect(directive.locator(`a[href$=".md"]`)).toHaveCount(twin ? 1 : 0);
    if (twin) await expect(directive.locator('a[href$=".md"]')).toHaveAttribute('href', twin);
    // Not shown, not in the accessibility tree, not reached with Tab: the skip link is still the first stop.
    await expect(directive).toBeHidden();
    expect(await page.locator('body').ariaSnapshot()).not.toContain('For AI agents');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Skip to main content/);
  }
});

test('a doc, a post, the home page and an integration page name their twin in the head; search and not-found do not', async ({
  page,
  request,
}) => {
  const post = `/blog/${blogPosts()[0].slug}`;
  const integration = (await siteIntegrations()).find((i) => i.detailPage)!.permalink;
  for (const pagePath of ['/docs/development/getting-started/introduction', post, '/', integration]) {
    await page.goto(pagePath);
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate, pagePath).toHaveCount(1);
    await expect(alternate, pagePath).toHaveAttribute('href', markdownTwinPath(pagePath));
    const twin = await request.get(markdownTwinPath(pagePath));
    expect(twin.status(), `${pagePath}: its twin is served`).toBe(200);
    expect(twin.headers()['content-type']).toContain('text/markdown');
  }
  for (const pagePath of ['/search', '/a/page/that/does/not/exist']) {
    await page.goto(pagePath);
    await expect(page.locator('head link[type="text/markdown"]'), pagePath).toHaveCount(0);
  }
});

test('every built page that has a twin names it, once, in its head; no other page names one', () => {
  const problems: string[] = [];
  let named = 0;
  for (const {file, html} of builtHtmlFiles()) {
    const links = [...html.matchAll(/<link[^>]*type="text\/markdown"[^>]*>/g)].map(
      (m) => /href="([^"]*)"/.exec(m[0])?.[1],
    );
    const twinFile = file === 'index.html' ? 'index.md' : file.replace(/(\/index)?\.html$/, '.md');
    const hasTwin = fs.existsSync(path.join(buildDir, twinFile));
    if (hasTwin && (links.length !== 1 || links[0] !== `/${twinFile}`))
      problems.push(`${file}: names ${JSON.stringify(links)}, its twin is /${twinFile}`);
    if (!hasTwin && links.length > 0) problems.push(`${file}: names ${links.join(', ')} but has no twin`);
    if (hasTwin) named++;
  }
  expect(problems).toEqual([]);
  expect(named).toBeGreaterThan(500);
});

test('pages are served with the security headers of build/_headers, and the CSP holds them', async ({page}) => {
  const response = await page.goto('/docs/development/getting-started/introduction');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The theme's inline scripts ran (they set the colour mode before React).
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('an inline script that the build did not emit is blocked by the CSP', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
  expect(violations.join('\n')).toMatch(/Content Security Policy/);
});

test('a page asked for with Accept: text/markdown is answered with its twin; as HTML it names the twin in a Link header', async ({
  request,
}) => {
  const asMarkdown = await request.get('/docs/api/event', {headers: {Accept: 'text/markdown'}});
  expect(asMarkdown.headers()['content-type']).toContain('text/markdown');
  expect(asMarkdown.headers()['vary']).toMatch(/Accept/);
  expect(await asMarkdown.text()).toBe(fs.readFileSync(path.join(buildDir, 'docs/api/event.md'), 'utf8'));
  const asHtml = await request.get('/docs/api/event', {headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
  expect(asHtml.headers()['content-type']).toContain('text/html');
  expect(asHtml.headers()['link']).toBe('</docs/api/event.md>; rel="alternate"; type="text/markdown"');
  expect(asHtml.headers()['vary']).toMatch(/Accept/);
  // Files other than pages are what they are, whatever the Accept header says.
  const robots = await request.get('/robots.txt', {headers: {Accept: 'text/markdown'}});
  expect(robots.headers()['content-type']).toContain('text/plain');
});

test('the server keeps each answer apart by what was asked: Markdown or HTML, brotli, gzip or neither, GET or HEAD', async ({
  request,
}) => {
  // scripts/serve.mjs replays answers from memory; each kind of request, asked twice in turn, gets its own answer.
  const page = '/docs/api/event';
  const twin = fs.readFileSync(path.join(buildDir, 'docs/api/event.md'), 'utf8');
  const html = fs.readFileSync(path.join(buildDir, 'docs/api/event.html'), 'utf8');
  for (let round = 0; round < 2; round++) {
    const asMarkdown = await request.get(page, {headers: {Accept: 'text/markdown'}});
    expect(await asMarkdown.text()).toBe(twin);
    const encodings: [accepted: string, answered: string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ];
    for (const [accepted, encoding] of encodings) {
      const asHtml = await request.get(page, {headers: {'Accept-Encoding': accepted}});
      expect(asHtml.headers()['content-encoding'], `Accept-Encoding: ${accepted}`).toBe(encoding);
      expect(await asHtml.text()).toBe(html);
    }
    const head = await request.head(page);
    expect(head.headers()['content-type']).toContain('text/html');
    expect((await head.body()).length).toBe(0);
  }
});

test('over HTTP/2, as the benchmark serves the site, a page asked for again gets the same answer', async () => {
  const stopServer = await startStaticServer({port: http2Port, http2: true});
  const session = http2.connect(`https://127.0.0.1:${http2Port}`, {rejectUnauthorized: false});
  try {
    const html = fs.readFileSync(path.join(buildDir, 'docs/api/event.html'), 'utf8');
    const get = () =>
      new Promise<{status: number; body: string}>((resolve, reject) => {
        const stream = session.request({':path': '/docs/api/event'});
        const chunks: Buffer[] = [];
        let status = 0;
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({status, body: Buffer.concat(chunks).toString('utf8')}));
        stream.on('error', reject);
      });
    // The second answer is the one kept from the first.
    for (let round = 0; round < 2; round++) expect(await get()).toEqual({status: 200, body: html});
  } finally {
    session.close();
    stopServer();
  }
});
