import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {load} from 'cheerio';
import {
  crawlPages,
  pagesShowingEveryFeature,
  preloadRoutes,
  renderedFeatures,
  type CrawlTarget,
} from '../support/crawl';
import {brokenBuildPort} from '../support/ports';
import {startStaticServer} from '../support/server';
import {buildDir, builtFileOf, sitemapPaths} from '../support/site';
import {blogPosts} from '../support/blog';
import {siteIntegrations} from '../support/integrations';

/**
 * The site in Chromium, under the Content-Security-Policy of build/_headers (scripts/serve.mjs sends it). A
 * documentation site is judged by its worst page, so every page is covered, each risk by the cheapest check that
 * sees it on every page:
 * - markup the browser's parser would rewrite, the content-made cause of hydration mismatches: html-validate, every
 *   page (html-conformance.spec.ts); links, anchors and images: links.spec.ts; titles and metadata: below;
 * - the document served, its route's chunks present and their modules running: every page, below;
 * - what components do in a browser (hydration, effects, console errors, the requests they make): a full load of
 *   the pages that between them show every element and class name of the whole build twice (pagesShowingEveryFeature).
 * On 29 November 2026 that was 69 of 592 pages; loading all 592 in full cost 240 of the suite's 974 worker-seconds
 * on two cores (`node` over test-results/e2e.json after `npm test`), a fifth of CI's ten minutes.
 */
const siteUrl = (process.env.SITE_URL ?? 'https://www.eventcatalog.dev').replace(/\/$/, '');
const notFoundPath = '/a/page/that/does/not/exist';
const pagePaths = sitemapPaths();
const featuresByPath = new Map(
  pagePaths.map((p) => [p, renderedFeatures(fs.readFileSync(path.join(buildDir, builtFileOf(p)), 'utf8'))]),
);
const loadedInFull: CrawlTarget[] = [
  ...pagesShowingEveryFeature(pagePaths, (p) => featuresByPath.get(p)!).map((p) => ({path: p, status: 200})),
  {path: notFoundPath, status: 404},
];
const targets: CrawlTarget[] = [...pagePaths.map((p) => ({path: p, status: 200})), {path: notFoundPath, status: 404}];

// Two groups, one per worker; each keeps one browser page, so the shared bundles are fetched once per group.
// Pages are dealt out in turn, so both groups get a mix of templates and finish together.
const groupCount = 2;
const groups = Array.from({length: groupCount}, (_, g) => loadedInFull.filter((_, i) => i % groupCount === g));

test('the pages loaded in full show every element and class name of every page, most of them twice', () => {
  const shown = new Map<string, number>();
  for (const {path: p, status} of loadedInFull)
    if (status === 200) for (const f of featuresByPath.get(p)!) shown.set(f, (shown.get(f) ?? 0) + 1);
  const missing: string[] = [];
  for (const [p, features] of featuresByPath)
    for (const f of features) if (!shown.has(f)) missing.push(`${f} (on ${p})`);
  expect(missing).toEqual([]);
  // Every kind of page: the docs of each version, the SDK reference, posts, tag pages, integrations, the home page.
  for (const prefix of ['/docs/development/', '/docs/4.x/', '/docs/sdk/', '/blog/tags/', '/integrations/'])
    expect(
      loadedInFull.some(({path: p}) => p.startsWith(prefix)),
      `a page under ${prefix}`,
    ).toBe(true);
  expect(loadedInFull.map(({path: p}) => p)).toContain('/');
});

// The crawl judges loading, not layout: a short desktop-width window (the
// docs switch to their phone layout below 997 px) paints a fraction of each
// page, which makes the crawl about a sixth cheaper on a two-core machine.
test.use({viewport: {width: 1024, height: 400}});
for (const [index, group] of groups.entries()) {
  test(`full load, group ${index + 1} of ${groupCount}: ${group.length} pages from ${group[0].path}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(group.length * 5_000);
    const problems = await crawlPages(page, group, new URL(baseURL!).origin);
    expect(problems, 'problems seen while loading these pages').toEqual([]);
  });
}

test.describe('every route', () => {
  // Docusaurus preloads nothing on a data-saver connection, the suite's default.
  test.use({prefetchLinks: true});
  test('every page is served with its status, and its code loads and runs in the browser', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const statuses = await Promise.all(
      targets.map(async ({path: p, status}) => {
        const got = (await request.get(p, {maxRedirects: 0})).status();
        return got === status ? '' : `${p}: document status ${got}, expected ${status}`;
      }),
    );
    const origin = new URL(baseURL!).origin;
    // From the not-found page, which has loaded no sitemap route's code yet.
    const problems = await crawlPages(page, [{path: notFoundPath, status: 404}], origin);
    problems.push(...(await preloadRoutes(page, pagePaths, origin)));
    expect([...statuses.filter(Boolean), ...problems]).toEqual([]);
  });

  test('the route check notices a chunk missing from the build', async ({page, browser, baseURL}) => {
    test.setTimeout(90_000);
    const probe = '/docs/api/overview';
    // Which chunk does the page need? Ask the browser, not the bundler's manifest. The
    // route's own chunks load before hydration, and link prefetches only after it, so
    // the first chunk to arrive is one the page cannot do without.
    const chunks: string[] = [];
    const watcher = await browser.newPage();
    watcher.on('response', (r) => {
      const {pathname} = new URL(r.url());
      if (/^\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/.test(pathname)) chunks.push(pathname);
    });
    await watcher.goto(`${baseURL}${probe}`, {waitUntil: 'load'});
    await watcher.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await watcher.close();
    const missing = chunks[0];
    expect(missing, `${probe} loads at least one route chunk`).toBeTruthy();

    // A copy of the build made of hard links (instant, no extra disk), less that one chunk.
    fs.mkdirSync('test-results', {recursive: true});
    const copy = fs.mkdtempSync(path.resolve('test-results', 'broken-build-'));
    linkTree(buildDir, copy);
    fs.rmSync(path.join(copy, missing));
    const stopServer = await startStaticServer({port: brokenBuildPort, dir: copy});
    try {
      const origin = `http://127.0.0.1:${brokenBuildPort}`;
      await crawlPages(page, [{path: `${origin}${notFoundPath}`, status: 404}], origin);
      const problems = (await preloadRoutes(page, [probe], origin)).join('\n');
      expect(problems).toContain(`404 for ${origin}${missing}`);
      expect(problems).toContain(`${probe}: `);
    } finally {
      stopServer();
      fs.rmSync(copy, {recursive: true, force: true});
    }
  });
});

/** Recreates the tree under `from` at `to` with hard links to the same files. */
function linkTree(from: string, to: string) {
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      fs.mkdirSync(target);
      linkTree(source, target);
    } else {
      fs.linkSync(source, target);
    }
  }
}

/**
 * What search engines and link previews read, checked in the HTML files
 * themselves: that is what a crawler receives, and it needs no browser.
 */
test('every page has one h1, a title of its own, a description, a canonical URL, an og:type and social-card tags', async () => {
  // Docs pages, blog posts (from blog/) and integration pages (from integrations/) are articles; the rest are websites.
  const posts = new Set(blogPosts().map((p) => `/blog/${p.slug}`));
  const integrations = new Set((await siteIntegrations()).filter((i) => i.detailPage).map((i) => i.permalink));
  const isArticle = (pagePath: string) =>
    pagePath.startsWith('/docs/') || posts.has(pagePath) || integrations.has(pagePath);
  const problems: string[] = [];
  const titles = new Map<string, string[]>();
  for (const {path: pagePath, status} of targets) {
    const file = status === 404 ? '404.html' : builtFileOf(pagePath);
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const $ = load(html);
    const meta = (selector: string) => $(selector).attr('content')?.trim();
    const check = (ok: boolean, what: string) => ok || problems.push(`${pagePath} (build/${file}): ${what}`);
    check($('h1').length === 1, `${$('h1').length} h1 elements, expected 1`);
    check($('title').text().trim() !== '', 'empty <title>');
    check(!!meta('meta[name="description"]'), 'no meta description');
    if (status === 200) {
      const canonical = $('link[rel="canonical"]').attr('href');
      check(canonical === `${siteUrl}${pagePath}`, `canonical is ${canonical}, expected ${siteUrl}${pagePath}`);
    }
    check(!!meta('meta[property="og:title"]'), 'no og:title');
    check(!!meta('meta[property="og:description"]'), 'no og:description');
    const ogTypes = $('meta[property="og:type"]')
      .map((_, m) => $(m).attr('content'))
      .get();
    const ogType = isArticle(pagePath) ? 'article' : 'website';
    check(
      ogTypes.length === 1 && ogTypes[0] === ogType,
      `og:type is ${JSON.stringify(ogTypes)}, expected ["${ogType}"]`,
    );
    check(
      /^https:\/\/.+\.(png|jpg)$/.test(meta('meta[property="og:image"]') ?? ''),
      'og:image is not an absolute PNG/JPG URL',
    );
    check(meta('meta[name="twitter:card"]') === 'summary_large_image', 'twitter:card is not summary_large_image');
    check(!!meta('meta[name="twitter:image"]'), 'no twitter:image');
    const title = $('title').text().trim();
    if (status === 200) titles.set(title, [...(titles.get(title) ?? []), pagePath]);
  }
  // A title is a page's name in search results, tabs and link previews: no two pages share one.
  for (const [title, pages] of titles)
    if (pages.length > 1) problems.push(`"${title}" is the title of ${pages.join(', ')}`);
  expect(problems).toEqual([]);
});
