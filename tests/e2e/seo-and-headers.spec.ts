import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {buildDir, builtPage, sitemapPaths} from '../support/site';
import {searchThemeConfigFromEnv} from '../../src/data/search';
import {blogPosts} from '../support/blog';
import {siteIntegrations} from '../support/integrations';

test('robots.txt allows crawling and points at the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
});

test('the search page asks search engines not to index it, and is not in the sitemap', () => {
  const searchPage = `/${searchThemeConfigFromEnv({}).algolia.searchPagePath}`;
  const robots = builtPage(searchPage)('meta[name="robots"]').map((_, meta) => meta.attribs.content).get();
  expect(robots).toEqual(['noindex']);
  expect(sitemapPaths()).not.toContain(searchPage);
  expect(sitemapPaths().length).toBeGreaterThan(300);
});

test('llms.txt lists every doc page, blog post and integration page, and each has a Markdown twin', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# EventCatalog$/m);
  const posts = blogPosts().map((p) => `/blog/${p.slug}`);
  const integrations = (await siteIntegrations()).filter((i) => i.detailPage).map((i) => i.permalink);
  const docPaths = sitemapPaths().filter((p) => p.startsWith('/docs/') || posts.includes(p) || integrations.includes(p));
  expect(docPaths.length).toBeGreaterThan(3);
  expect(docPaths).toEqual(expect.arrayContaining([...posts, ...integrations]));
  for (const docPath of docPaths) {
    expect(llms, `llms.txt links ${docPath}.md`).toContain(`${docPath}.md)`);
    const twin = fs.readFileSync(path.join(buildDir, `${docPath}.md`), 'utf8');
    expect(twin, `${docPath}.md starts with a heading`).toMatch(/^# \S/);
    expect(twin, `${docPath}.md has no front matter`).not.toMatch(/^---\n/);
  }
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('# Introduction');
  // One "<!-- url -->" marker opens each page in the full file.
  expect(full.match(/^<!-- https:\/\/\S+ -->$/gm)?.length).toBe(docPaths.length);
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
