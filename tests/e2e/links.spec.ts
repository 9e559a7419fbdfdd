import {test, expect} from '../support/test';
import {LinkChecker} from 'linkinator';
import {load} from 'cheerio';
import {builtHtmlFiles, sitemapPaths} from '../support/site';

/**
 * Link checks independent of Docusaurus's own: a maintained crawler over the
 * built files, and rules for external links (never fetched: no network).
 */

test('every internal link, anchor and image in the built site resolves', async ({baseURL}) => {
  test.setTimeout(300_000);
  const checker = new LinkChecker();
  const result = await checker.check({
    // Crawl through scripts/serve.mjs, which resolves clean URLs the way the host does.
    path: `${baseURL}/`,
    recurse: true,
    checkFragments: true,
    // Pages are served as /path from path.html, as on the real host.
    cleanUrls: true,
    // A few requests at a time, retried on a dropped connection: on a busy
    // two-core machine fifty at once made the local server reset some of them.
    concurrency: 8,
    timeout: 30_000,
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    // External links are not fetched here (no network); see the next test.
    linksToSkip: async (link) => !link.startsWith(baseURL!),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(result.links.length).toBeGreaterThan(20);
  expect(broken).toEqual([]);
});

test('external links use https, and those opening a new tab carry rel="noopener noreferrer"', () => {
  const problems: string[] = [];
  for (const {file, html} of builtHtmlFiles()) {
    for (const [tag] of html.matchAll(/<a\s[^>]*href="(?:https?:)?\/\/[^"]*"[^>]*>/g)) {
      const href = tag.match(/href="([^"]*)"/)![1];
      if (!href.startsWith('https://')) problems.push(`${file}: not https: ${href}`);
      if (/target="_blank"/.test(tag)) {
        const rel = tag.match(/rel="([^"]*)"/)?.[1].split(/\s+/) ?? [];
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          problems.push(`${file}: new tab without rel="noopener noreferrer": ${href}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every page of the sitemap is linked from another page', () => {
  const linkedFrom = new Map(sitemapPaths().map((pagePath) => [pagePath, new Set<string>()]));
  for (const {file, html} of builtHtmlFiles()) {
    // The page a file serves: index.html is "/", docs/x.html is "/docs/x".
    const page = `/${file
      .split(/[\\/]/)
      .join('/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    const $ = load(html);
    $('a[href^="/"]').each((_, a) => {
      const target = $(a).attr('href')!.split(/[?#]/)[0];
      if (target !== page) linkedFrom.get(target)?.add(page);
    });
  }
  const orphans = [...linkedFrom].filter(([, pages]) => pages.size === 0).map(([pagePath]) => pagePath);
  expect(orphans, 'pages no other page links to').toEqual([]);
});
