import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {docsRelease, releaseName} from '../../src/data/release';
import {load} from 'cheerio';
import {builtPage, buildDir} from '../support/site';
import {inlineScriptHashes} from '../../src/plugins/security-headers/index';
import {fixedRedirects} from '../../src/data/redirects';
import {pages} from '../../src/data/pages';

/**
 * The documentation routes exist, sit in the right sidebar, and the old
 * /docs/development/plugins/… addresses lead to them.
 */

const plugins: Record<string, string[]> = {
  asyncapi: ['intro', 'installation', 'features', 'plugin-configuration', 'using-reference-objects', 'examples'],
  openapi: ['intro', 'installation', 'features', 'plugin-configuration', 'examples'],
  eventbridge: ['intro', 'installation', 'features', 'configuration', 'examples'],
  backstage: ['intro', 'installation', 'features', 'configuration', 'examples'],
  'amazon-apigateway': ['intro', 'installation', 'features', 'configuration', 'examples'],
  hookdeck: ['intro', 'installation', 'features', 'api', 'cli', 'examples'],
  'eventcatalog-federation': [
    'intro',
    'introduction',
    'installation',
    'features',
    'configuration',
    'setup-team-catalog',
    'examples',
  ],
};

// The guides the site's contract names (a promise to the outside: each must stay); the Guides page lists these and
// every other guide in docs/development/guides/.
const specGuides = [
  'changelogs',
  'channels',
  'domains',
  'search',
  'chat',
  'flows',
  'integrations',
  'messages',
  'owners',
  'project-structure',
  'rss',
  'services',
  'upgrading',
];
const guides = fs
  .readdirSync('docs/development/guides')
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
  .map((file) => file.replace(/\.mdx$/, ''));

/** The page's source file under docs/, so the expected title comes from the file, not from the test. */
function titleOf(route: string): string {
  const rel = route.replace(/^\/docs\//, '');
  for (const ext of ['.mdx', '.md']) {
    const file = path.join('docs', rel + ext);
    if (fs.existsSync(file)) return /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(fs.readFileSync(file, 'utf8'))![1];
  }
  throw new Error(`no source file for ${route}`);
}

/**
 * The page shows its title as the h1 and is the current entry of its sidebar,
 * in the HTML the server sends (Docusaurus renders the sidebar's current entry
 * at build time; hydration keeps it, as the crawl checks on every page).
 */
function expectDocPage(route: string, title: string): void {
  const $ = builtPage(route);
  expect($('h1').text(), route).toBe(title);
  expect($('nav[aria-label="Docs sidebar"] a[aria-current="page"]').attr('href'), route).toBe(route);
}

// One test per page, so a failure names the page.
const pluginRoutes = [
  '/docs/plugins/intro',
  '/docs/plugins/generators',
  ...Object.entries(plugins).flatMap(([plugin, pages]) => pages.map((p) => `/docs/plugins/${plugin}/${p}`)),
];
for (const route of pluginRoutes) {
  test(`plugin page ${route} exists, with its title, current in the plugins sidebar`, () => {
    expectDocPage(route, titleOf(route));
  });
}

test('every development guide exists and the Guides page lists them all', async ({page}) => {
  await page.goto('/docs/development/guides');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Guides');
  const cards = page.locator('article a.card');
  expect(guides).toEqual(expect.arrayContaining(specGuides));
  await expect(cards).toHaveCount(guides.length);
  for (const guide of guides) {
    const route = `/docs/development/guides/${guide}`;
    await expect(page.locator(`article a.card[href="${route}"]`), route).toContainText(titleOf(route));
  }
  // A guide opens from its card, in the guides sidebar category.
  await page.locator('article a.card[href="/docs/development/guides/rss"]').click();
  await expect(page).toHaveURL(/\/docs\/development\/guides\/rss$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf('/docs/development/guides/rss'));
  await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveText(
    titleOf('/docs/development/guides/rss'),
  );
});

test('the development sections have landing pages that list their pages', async ({page}) => {
  for (const section of ['getting-started', 'components', 'customization', 'deployment', 'developer-tools']) {
    const route = `/docs/development/${section}`;
    await page.goto(route);
    const files = fs.readdirSync(path.join('docs', 'development', section)).filter((f) => /\.mdx?$/.test(f));
    await expect(page.locator('article a.card'), route).toHaveCount(files.length);
  }
  await page.goto('/docs/development/developer-tools');
  await expect(page.locator('article a.card[href="/docs/development/developer-tools/llms-txt"]')).toBeVisible();
  await expect(page.locator('article a.card[href="/docs/development/developer-tools/mcp-server"]')).toBeVisible();
});

test('getting started and the upgrade guide name the release the docs describe, from src/data/release.ts', async ({
  page,
}) => {
  const routes = [
    '/docs/development/getting-started/introduction',
    '/docs/development/getting-started/installation',
    '/docs/development/guides/upgrading',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('article'), route).toContainText(releaseName);
  }
  // The upgrade guide (the last page opened) also names the exact core release it was checked against…
  await expect(page.locator('article')).toContainText(`@eventcatalog/core ${docsRelease.coreVersion}`);
  // …and the introduction the SDK version the reference documents.
  await page.goto(routes[0]);
  await expect(page.locator('article')).toContainText(`@eventcatalog/sdk ${docsRelease.sdkVersion}`);
});

const oldPluginPaths = [
  'asyncapi/intro',
  'asyncapi/features',
  'asyncapi/plugin-configuration',
  'asyncapi/using-reference-objects',
  'eventbridge/intro',
  'eventbridge/features',
  'backstage/intro',
  'hookdeck/intro',
  'hookdeck/api',
  'hookdeck/cli',
  'openapi/intro',
  'openapi/features',
  'openapi/plugin-configuration',
  'eventcatalog-federation/introduction',
  'eventcatalog-federation/configuration',
  'eventcatalog-federation/setup-team-catalog',
  'intro',
  'generators',
];
// Every redirect page is a small document whose one inline script sends the
// visitor on: the browser follows one of them, and the HTML of each names its
// target and is served with a Content-Security-Policy that allows its script
// (the site-wide policy does not list the redirect pages' scripts).
test('the old address /docs/development/plugins/asyncapi/intro redirects to its page in the browser', async ({
  page,
}) => {
  await page.goto('/docs/development/plugins/asyncapi/intro');
  await expect(page).toHaveURL(/\/docs\/plugins\/asyncapi\/intro$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf('/docs/plugins/asyncapi/intro'));
});

// A promise to the outside: EventCatalog 5's licence names this address for its guidance, so it is written here and
// not read from the list in src/data/redirects.ts; deleting that entry fails this test.
test('/license-faq, the address the core licence names, leads to the pricing page and its licence questions', async ({
  page,
}) => {
  await page.goto('/license-faq');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(
    page.getByRole('heading', {name: pages.pricing.sections.find((s) => s.kind === 'faq')!.title}),
  ).toBeVisible();
});

for (const {from, to} of fixedRedirects) {
  test(`${from}, an address named elsewhere, leads to ${to} in the browser`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  });
}

for (const rest of oldPluginPaths) {
  test(`the old address /docs/development/plugins/${rest} leads to its page`, async ({request}) => {
    const target = `/docs/plugins/${rest}`;
    const $ = load(fs.readFileSync(path.join(buildDir, 'docs/development/plugins', rest, 'index.html'), 'utf8'));
    expect($('link[rel="canonical"]').attr('href')).toBe(target);
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${target}`);
    const [scriptHash] = inlineScriptHashes($.html());
    const served = await request.get(`/docs/development/plugins/${rest}`, {maxRedirects: 0});
    expect(served.headers()['content-security-policy']).toContain(scriptHash);
    expect((await request.get(target)).headers()['content-security-policy']).not.toContain(scriptHash);
    expect(builtPage(target)('h1').text()).toBe(titleOf(target));
  });
}

test('a redirect keeps the query and the anchor', async ({page}) => {
  // The redirect page's script keeps them; a bare meta refresh would not.
  await page.goto('/docs/development/plugins/asyncapi/intro?from=old#install');
  await expect(page).toHaveURL(/\/docs\/plugins\/asyncapi\/intro\?from=old#install$/);
});

/** Docs pages under `dir` whose address comes from a `slug` in their front matter, not from their file path. */
function slugPages(dir: string): {route: string; title: string}[] {
  return fs
    .readdirSync(path.join('docs', dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .flatMap((f) => {
      const src = fs.readFileSync(path.join('docs', dir, f), 'utf8');
      const slug = /^slug:\s*(\S+)\s*$/m.exec(src)?.[1];
      const title = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(src)?.[1];
      return slug && title ? [{route: `/docs${slug}`, title}] : [];
    });
}

const slugRoutes = [...slugPages('api'), ...slugPages('concepts')];

test('the resource types EventCatalog 4 added each have a field reference page', () => {
  for (const type of ['agent', 'system', 'container', 'entity', 'data-product', 'team', 'user', 'adr', 'diagram']) {
    expect(
      slugRoutes.map((p) => p.route),
      type,
    ).toContain(`/docs/api/${type}`);
  }
});

for (const {route, title} of slugRoutes) {
  test(`${route} is served at its slug, with its title, current in its sidebar`, () => {
    expectDocPage(route, title);
  });
}

/** The SDK function with the longest name: its title is one word wider than a phone. */
const longestSdkFunction = fs
  .readdirSync(path.join(buildDir, 'docs/sdk/function'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.slice(0, -'.html'.length))
  .sort((a, b) => b.length - a.length)[0];

for (const pathname of ['/docs/api/config', '/docs/4.x/api/config', `/docs/sdk/function/${longestSdkFunction}`]) {
  test(`on a phone, the one-word title of ${pathname} breaks inside the page instead of making it scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(pathname);
    const title = page.locator('article h1');
    await expect(title).toBeVisible();
    const box = (await title.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
