import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {docsRelease, releaseName} from '../../src/data/release';

/**
 * Spec §2 "Documentation" and "Redirects": the docs routes it names exist, sit
 * in the right sidebar, and the old plugin addresses lead to them.
 */

const plugins: Record<string, string[]> = {
  asyncapi: ['intro', 'installation', 'features', 'plugin-configuration', 'using-reference-objects', 'examples'],
  openapi: ['intro', 'installation', 'features', 'plugin-configuration', 'examples'],
  eventbridge: ['intro', 'installation', 'features', 'configuration', 'examples'],
  backstage: ['intro', 'installation', 'features', 'configuration', 'examples'],
  'amazon-apigateway': ['intro', 'installation', 'features', 'configuration', 'examples'],
  hookdeck: ['intro', 'installation', 'features', 'api', 'cli', 'examples'],
  'eventcatalog-federation': ['introduction', 'installation', 'features', 'configuration', 'setup-team-catalog', 'examples'],
};

const guides = [
  'changelogs', 'channels', 'domains', 'search', 'chat', 'flows', 'integrations',
  'messages', 'owners', 'project-structure', 'rss', 'services', 'upgrading',
];

/** The page's source file under docs/, so the expected title comes from the file, not from the test. */
function titleOf(route: string): string {
  const rel = route.replace(/^\/docs\//, '');
  for (const ext of ['.mdx', '.md']) {
    const file = path.join('docs', rel + ext);
    if (fs.existsSync(file)) return /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(fs.readFileSync(file, 'utf8'))![1];
  }
  throw new Error(`no source file for ${route}`);
}

test('every plugin page the spec names exists, with its title, and is current in the plugins sidebar', async ({page}) => {
  test.setTimeout(120_000);
  const routes = ['/docs/plugins/intro', '/docs/plugins/generators'];
  for (const [plugin, pages] of Object.entries(plugins)) routes.push(...pages.map((p) => `/docs/plugins/${plugin}/${p}`));
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1}), route).toHaveText(titleOf(route));
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('a[aria-current="page"]'), route).toHaveAttribute('href', route);
  }
});

test('every development guide exists and the Guides page lists them all', async ({page}) => {
  await page.goto('/docs/development/guides');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Guides');
  const cards = page.locator('article a.card');
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

test('getting started and the upgrade guide name the release the docs describe, from src/data/release.ts', async ({page}) => {
  const routes = [
    '/docs/development/getting-started/introduction',
    '/docs/development/getting-started/installation',
    '/docs/development/guides/upgrading',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('article'), route).toContainText(releaseName);
  }
  // The upgrade guide (the last page opened) also names the exact core and SDK versions it was checked against.
  await expect(page.locator('article')).toContainText(`@eventcatalog/core ${docsRelease.coreVersion}`);
  await expect(page.locator('article')).toContainText(`@eventcatalog/sdk ${docsRelease.sdkVersion}`);
});

test('every old /docs/development/plugins/… address the spec lists redirects to its page', async ({page}) => {
  test.setTimeout(90_000);
  const old = [
    'asyncapi/intro', 'asyncapi/features', 'asyncapi/plugin-configuration', 'asyncapi/using-reference-objects',
    'eventbridge/intro', 'eventbridge/features', 'backstage/intro', 'hookdeck/intro', 'hookdeck/api', 'hookdeck/cli',
    'openapi/intro', 'openapi/features', 'openapi/plugin-configuration', 'eventcatalog-federation/introduction',
    'eventcatalog-federation/configuration', 'eventcatalog-federation/setup-team-catalog', 'intro', 'generators',
  ];
  for (const rest of old) {
    const target = `/docs/plugins/${rest}`;
    await page.goto(`/docs/development/plugins/${rest}`);
    await expect(page, rest).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1}), rest).toHaveText(titleOf(target));
  }
  // The redirect page's script (allowed by the CSP) keeps the query and the anchor; a bare meta refresh would not.
  await page.goto('/docs/development/plugins/asyncapi/intro?from=old#install');
  await expect(page).toHaveURL(/\/docs\/plugins\/asyncapi\/intro\?from=old#install$/);
});
