import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {openPage} from '../support/page';
import {buildDir, builtPage, sitemapPaths} from '../support/site';
import {answerAlgolia} from '../support/algolia-responder';
import {TEST_ENGINE_STORAGE_KEY} from '../../src/plugins/search/shared';
import {docsReleases} from '../../src/data/release';
import versions from '../../versions.json';

/**
 * Two docs versions: the current docs at /docs and the frozen 4.x docs at /docs/4.x (versions.json), with a menu
 * between them, a banner on the older one and search that stays in the version being read.
 */
const [olderVersion] = versions as string[];
const OLDER = `/docs/${olderVersion}`;
const PAGE = '/api/event';

const menu = (page: Page) =>
  page.locator('.navbar .dropdown').filter({has: page.locator('.dropdown__menu a[href^="/docs"]')});

test('the version menu leads from a page to the same page in the other version, and back', async ({page}) => {
  await openPage(page, `/docs${PAGE}`);
  await expect(menu(page).locator('> .navbar__link')).toHaveText('5.x');
  await menu(page).hover();
  await menu(page).getByRole('link', {name: olderVersion, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${OLDER}${PAGE}$`));
  await expect(menu(page).locator('> .navbar__link')).toHaveText(olderVersion);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Event/);
  await menu(page).hover();
  await menu(page).getByRole('link', {name: '5.x', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs${PAGE}$`));
});

test('on the SDK reference, one for every version, the menu lists the docs versions and leads to their start pages', async ({
  page,
}) => {
  // Each version's start page (its main doc), from the global data the menu reads.
  type Version = {label: string; mainDocId: string; docs: {id: string; path: string}[]};
  const globalData = JSON.parse(fs.readFileSync('.docusaurus/globalData.json', 'utf8'));
  const docsVersions = globalData['docusaurus-plugin-content-docs'].default.versions as Version[];
  const startPages = Object.fromEntries(
    docsVersions.map((v) => [v.label, v.docs.find((doc) => doc.id === v.mainDocId)!.path]),
  );
  expect(Object.keys(startPages)).toEqual(['5.x', olderVersion]);
  await openPage(page, '/docs/sdk/function/getEvent');
  await expect(menu(page).locator('> .navbar__link')).toHaveText('5.x');
  const items = menu(page).locator('.dropdown__menu a');
  await expect(items).toHaveText(['5.x', olderVersion]);
  expect(await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    Object.values(startPages),
  );
  await menu(page).hover();
  await menu(page).getByRole('link', {name: olderVersion, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${startPages[olderVersion]}$`));
});

test("an older version's banner names the release it was checked against and links the same page in the current docs", async ({
  page,
}) => {
  await openPage(page, `${OLDER}${PAGE}`);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(`${olderVersion}, which is no longer actively maintained`);
  await expect(banner).toContainText(
    `checked against EventCatalog core ${docsReleases[olderVersion as '4.x'].coreVersion}`,
  );
  await banner.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(new RegExp(`/docs${PAGE}$`));
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test("a page only the current docs have: the menu leads to the older version's start page", async ({page}) => {
  // A page the older version lacks, from the sitemap: a current doc with no counterpart under /docs/<older>/.
  const docs = sitemapPaths().filter(
    (p) => p.startsWith('/docs/') && !p.startsWith(`${OLDER}/`) && !p.startsWith('/docs/sdk'),
  );
  const onlyCurrent = docs.find((p) => !fs.existsSync(path.join(buildDir, OLDER, `${p.slice('/docs'.length)}.html`)));
  test.skip(!onlyCurrent, 'every current page exists in the older version');
  // The older version's start page, as the docs plugin gives it to the browser.
  const globalData = JSON.parse(fs.readFileSync('.docusaurus/globalData.json', 'utf8'));
  const older = globalData['docusaurus-plugin-content-docs'].default.versions.find(
    (v: {name: string}) => v.name === olderVersion,
  );
  const startPage = older.docs.find((doc: {id: string}) => doc.id === older.mainDocId).path;
  await openPage(page, onlyCurrent!);
  await menu(page).hover();
  const link = menu(page).locator('.dropdown__menu').getByRole('link', {name: olderVersion, exact: true});
  await expect(link).toHaveAttribute('href', startPage);
});

test('search on an older page answers from that version (local index)', async ({page}) => {
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'local'), [TEST_ENGINE_STORAGE_KEY]);
  for (const [where, expectDocsUnder] of [
    [`${OLDER}${PAGE}`, OLDER],
    [`/docs${PAGE}`, '/docs/'],
  ] as const) {
    await openPage(page, where);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('event front matter');
    const links = page.locator('.DocSearch-Hit a');
    await expect(links.first()).toBeVisible({timeout: 20_000});
    const docsHits = (
      await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    ).filter((href) => href.startsWith('/docs/') && !href.startsWith('/docs/sdk'));
    expect(docsHits.length, `docs hits on ${where}`).toBeGreaterThan(0);
    for (const href of docsHits) {
      if (expectDocsUnder === OLDER) expect(href, `a hit on ${where}`).toMatch(new RegExp(`^${OLDER}/`));
      else expect(href, `a hit on ${where}`).not.toMatch(new RegExp(`^${OLDER}/`));
    }
    await page.keyboard.press('Escape');
  }
});

test('search on an older page asks Algolia for that version (contextual search)', async ({page}) => {
  const requests = await answerAlgolia(page);
  await openPage(page, `${OLDER}${PAGE}`);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('event');
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  const filters = JSON.stringify(requests.at(-1)!.body.requests[0].facetFilters);
  expect(filters).toContain(`docusaurus_tag:docs-default-${olderVersion}`);
  expect(filters).not.toContain('docusaurus_tag:docs-default-current');
});

test("an older version's page names its version in its title and description, so neither repeats the current page's", async () => {
  // Read from the built HTML: both pages are self-canonical and in the sitemap, so a search engine or a link preview
  // shows these two tags to tell them apart. A visitor's browser sees the same after hydration (VersionedMetadata).
  const olderPages = sitemapPaths().filter((p) => p.startsWith(`${OLDER}/`));
  expect(olderPages.length).toBeGreaterThan(50);
  const head = (p: string) => {
    const $ = builtPage(p);
    return {title: $('title').text(), description: $('meta[name="description"]').attr('content') ?? ''};
  };
  const sameAsCurrent: string[] = [];
  for (const olderPath of olderPages) {
    const older = head(olderPath);
    expect(older.title, olderPath).toMatch(new RegExp(`\\(${olderVersion}\\) \\| `));
    expect(older.description, olderPath).toMatch(new RegExp(`^EventCatalog ${olderVersion}: \\S`));
    const currentPath = `/docs${olderPath.slice(OLDER.length)}`;
    if (!fs.existsSync(path.join(buildDir, `${currentPath}.html`))) continue;
    const current = head(currentPath);
    if (current.description === older.description || current.title === older.title) sameAsCurrent.push(olderPath);
  }
  expect(sameAsCurrent).toEqual([]);
});
