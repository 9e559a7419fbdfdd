import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {load} from 'cheerio';
import {crawlPages, type CrawlTarget} from '../support/crawl';
import {brokenBuildPort} from '../support/ports';
import {startStaticServer} from '../support/server';
import {buildDir, sitemapPaths} from '../support/site';
import {blogPosts} from '../support/blog';
import {siteIntegrations} from '../support/integrations';

/**
 * Every page in the sitemap, plus the not-found page, loaded in Chromium under
 * the Content-Security-Policy of build/_headers (scripts/serve.mjs sends it).
 * A documentation site is judged by its worst page, so no sampling.
 */
const siteUrl = (process.env.SITE_URL ?? 'https://www.eventcatalog.dev').replace(/\/$/, '');
const notFoundPath = '/a/page/that/does/not/exist';
const targets: CrawlTarget[] = [
  ...sitemapPaths().map((p) => ({path: p, status: 200})),
  {path: notFoundPath, status: 404},
];

// A few large groups: each keeps one browser page, so the shared bundles are
// fetched once per group. Pages are dealt out in turn, so every group gets a
// mix of templates (the SDK's 214 pages are not all in one) and the two
// workers finish together.
const groupCount = 8;
const groups = Array.from({length: groupCount}, (_, g) => targets.filter((_, i) => i % groupCount === g));

// The crawl judges loading, not layout: a short desktop-width window (the
// docs switch to their phone layout below 997 px) paints a fraction of each
// page, which makes the crawl about a sixth cheaper on a two-core machine.
test.use({viewport: {width: 1024, height: 400}});
for (const [index, group] of groups.entries()) {
  test(`crawl group ${index + 1} of ${groupCount}: ${group.length} pages from ${group[0].path}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(group.length * 5_000);
    const problems = await crawlPages(page, group, new URL(baseURL!).origin);
    expect(problems, 'problems seen while loading these pages').toEqual([]);
  });
}

test('the crawl notices a chunk missing from the build', async ({page, browser, baseURL}) => {
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
    // The page cannot hydrate without its chunk; the 404 is recorded while it loads, so
    // there is no point in waiting the full hydration time for it.
    const problems = await crawlPages(page, [{path: `${origin}${probe}`, status: 200}], origin, {
      hydrationTimeout: 1_000,
    });
    expect(problems.join('\n')).toContain(`404 for ${origin}${missing}`);
  } finally {
    stopServer();
    fs.rmSync(copy, {recursive: true, force: true});
  }
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
    const file = status === 404 ? '404.html' : pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
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
