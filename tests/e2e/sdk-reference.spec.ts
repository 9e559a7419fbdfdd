import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import sdkFactory from '@eventcatalog/sdk';
import {openPage} from '../support/page';
import {buildDir, builtPage, sitemapPaths} from '../support/site';
import {resourceOf, sdkResources, sdkSections} from '../../src/plugins/sdk-reference/families.mjs';

/**
 * The SDK reference against the installed package: the list of functions
 * comes from calling the SDK's factory, not from our generator, so a function
 * the generator missed shows up here.
 */
const functionNames = Object.keys(sdkFactory('/tmp/a-catalog-that-is-not-read')).sort();

test('the installed SDK has the functions the reference documents', () => {
  expect(functionNames.length).toBeGreaterThan(200);
  expect(functionNames).toContain('getEvent');
  expect(functionNames).toContain('dumpCatalog');
});

test('every SDK function has a page at /docs/sdk/function/{name}, listed in the sitemap', () => {
  const inSitemap = new Set(sitemapPaths());
  const missing = functionNames.filter(
    (name) =>
      !fs.existsSync(path.join(buildDir, 'docs/sdk/function', `${name}.html`)) ||
      !inSitemap.has(`/docs/sdk/function/${name}`),
  );
  expect(missing).toEqual([]);
});

test('/docs/sdk links to every function page, grouped by family', async ({page}) => {
  await page.goto('/docs/sdk');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('SDK');
  const hrefs = await page
    .locator('article a[href^="/docs/sdk/function/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace('/docs/sdk/function/', '')));
  expect([...new Set(hrefs)].sort()).toEqual(functionNames);
  for (const family of [
    'get',
    'write',
    'rm',
    'rmById',
    'version',
    'hasVersion',
    'addFileTo',
    'addSchemaTo',
    'dumpCatalog',
  ]) {
    // The accessible name ends with the heading's anchor link (a zero-width space).
    await expect(page.locator('article h3').filter({has: page.locator(`code:text-is("${family}")`)})).toHaveCount(1);
  }
});

test('a function page shows its signature, parameters, return type and example, with the current package name', async ({
  page,
}) => {
  await page.goto('/docs/sdk/function/getEvent');
  await expect(page).toHaveTitle(/^getEvent\(\)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('getEvent()');
  const article = page.locator('article');
  await expect(article.locator('pre').first()).toContainText('getEvent(');
  await expect(article.locator('pre').first()).toContainText('Promise<Event>');
  await expect(page.getByRole('heading', {level: 2, name: 'Parameters'})).toBeVisible();
  await expect(article.locator('table').first()).toContainText('version?');
  await expect(page.getByRole('heading', {level: 2, name: 'Example'})).toBeVisible();
  await expect(article).toContainText("from '@eventcatalog/sdk'");
  await expect(article).not.toContainText('@eventcatalog/utils');
});

test('an overloaded member (getGraph) shows each call signature', async ({page}) => {
  await page.goto('/docs/sdk/function/getGraph');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('getGraph()');
  expect(await page.locator('article pre').filter({hasText: 'getGraph('}).count()).toBeGreaterThanOrEqual(3);
});

test('the API sidebar lists functions by section and resource: three clicks from /docs/sdk to a function, on a slow CPU', async ({
  page,
}) => {
  // A phone-class CPU (4× slower), where a click once seemed lost on a busy machine: the page's errors, if any,
  // are named in the failure.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openPage(page, '/docs/sdk');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const resource = sdkResources.find(({id}) => id === resourceOf('writeService'))!;
  const section = sdkSections.find(({resources}) => resources.includes(resource.id))!;
  for (const label of [section.label, resource.label]) {
    const category = sidebar.getByRole('button', {name: label, exact: true});
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await category.click();
  }
  await sidebar.getByRole('link', {name: 'writeService', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/sdk\/function\/writeService$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('writeService()');
  await expect(sidebar.getByRole('link', {name: 'writeService', exact: true})).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

/**
 * The sidebar comes before the article, so a long list of functions there pushes the article down the page an
 * agent reads (afdocs' content-start-position fails past half of the page). Each resource's group is small,
 * and a collapsed group's links are not in the HTML.
 */
const MOST_FUNCTIONS_BEFORE_ARTICLE = 16;

test('a function page lists in its sidebar only the functions of its own resource, at most 16', () => {
  const problems: string[] = [];
  for (const name of functionNames) {
    const $ = builtPage(`/docs/sdk/function/${name}`);
    const listed = $('nav.menu a.menu__link:not(.menu__link--sublist)[href^="/docs/sdk/function/"]')
      .map((_, link) => $(link).attr('href')!.replace('/docs/sdk/function/', ''))
      .get()
      .sort();
    const sameResource = functionNames.filter((other) => resourceOf(other) === resourceOf(name));
    if (JSON.stringify(listed) !== JSON.stringify(sameResource))
      problems.push(`${name}: lists ${listed.length} functions, not the ${sameResource.length} of its resource`);
    if (listed.length > MOST_FUNCTIONS_BEFORE_ARTICLE) problems.push(`${name}: lists ${listed.length} functions`);
  }
  expect(problems).toEqual([]);
});
