import {test, expect} from '@playwright/test';
import {chunk, sitemapPaths} from '../support/site';

/**
 * Every page in the sitemap, plus the not-found page, loaded in Chromium under
 * the Content-Security-Policy of build/_headers (scripts/serve.mjs sends it).
 * A documentation site is judged by its worst page, so no sampling.
 */
const siteUrl = (process.env.SITE_URL ?? 'https://www.eventcatalog.dev').replace(/\/$/, '');
const pages = [...sitemapPaths().map((p) => ({path: p, status: 200})), {path: '/a/page/that/does/not/exist', status: 404}];

for (const [index, group] of chunk(pages, 12).entries()) {
  test(`crawl group ${index + 1}: ${group[0].path} …`, async ({page, baseURL}) => {
    test.setTimeout(12 * 15_000);
    const origin = new URL(baseURL!).origin;
    let current = '';
    const problems: string[] = [];
    let expectedStatus = 200;
    page.on('console', (msg) => {
      // Chromium logs the 404 of the not-found page's own document as an error.
      const isOwn404 = expectedStatus === 404 && /status of 404/.test(msg.text());
      if (msg.type() === 'error' && !isOwn404) problems.push(`${current}: console error: ${msg.text()}`);
      if (msg.type() === 'warning' && /hydrat/i.test(msg.text())) problems.push(`${current}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) problems.push(`${current}: request failed: ${request.url()}`);
    });
    page.on('response', (response) => {
      const isPage = response.request().isNavigationRequest();
      if (!isPage && response.url().startsWith(origin) && response.status() >= 400) {
        problems.push(`${current}: ${response.status()} for ${response.url()}`);
      }
    });

    for (const {path, status} of group) {
      current = path;
      expectedStatus = status;
      const response = await page.goto(path, {waitUntil: 'networkidle'});
      expect.soft(response?.status(), `${path} status`).toBe(status);
      const meta = await page.evaluate(() => {
        const content = (selector: string) => document.querySelector(selector)?.getAttribute('content')?.trim();
        return {
          h1s: document.querySelectorAll('h1').length,
          title: document.title.trim(),
          description: content('meta[name="description"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          ogTitle: content('meta[property="og:title"]'),
          ogDescription: content('meta[property="og:description"]'),
          ogImage: content('meta[property="og:image"]'),
          twitterCard: content('meta[name="twitter:card"]'),
          twitterImage: content('meta[name="twitter:image"]'),
        };
      });
      expect.soft(meta.h1s, `${path}: number of h1`).toBe(1);
      expect.soft(meta.title, `${path}: title`).not.toBe('');
      expect.soft(meta.description, `${path}: meta description`).toBeTruthy();
      if (status === 200) expect.soft(meta.canonical, `${path}: canonical`).toBe(`${siteUrl}${path}`);
      expect.soft(meta.ogTitle, `${path}: og:title`).toBeTruthy();
      expect.soft(meta.ogDescription, `${path}: og:description`).toBeTruthy();
      expect.soft(meta.ogImage, `${path}: og:image`).toMatch(/^https:\/\/.+\.(png|jpg)$/);
      expect.soft(meta.twitterCard, `${path}: twitter:card`).toBe('summary_large_image');
      expect.soft(meta.twitterImage, `${path}: twitter:image`).toBeTruthy();
    }
    expect(problems).toEqual([]);
  });
}
