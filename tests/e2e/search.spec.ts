import fs from 'node:fs';
import {test, expect, type Page} from '../support/test';
import {answerAlgolia, recordsFromBuild} from '../support/algolia-responder';
import {openPage} from '../support/page';
import {testBuildEnv} from '../support/test-builds';
import {docSearchReleaseCopied} from '../../src/plugins/build-tuning/docsearch-on-demand';

/**
 * DocSearch as visitors use it, against a local stand-in for Algolia that
 * answers from our built pages. The test build has search configured with
 * test credentials (scripts/run-tests.mjs); no request reaches the internet.
 */
const DOC = '/docs/development/getting-started/introduction';
// DocSearch keeps recent and favourite searches per index.
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${testBuildEnv('ALGOLIA_INDEX_NAME')}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${testBuildEnv('ALGOLIA_INDEX_NAME')}`;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openSearch(page: Page, path = DOC) {
  await openPage(page, path);
  await page.locator('.DocSearch-Button').first().click();
  await expect(modal(page)).toBeVisible();
}

test('the installed DocSearch is the release whose button and shortcuts the search plugin copies', () => {
  for (const name of ['@docsearch/react', '@docsearch/css']) {
    const pkg = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8'));
    expect(pkg.version, name).toBe(docSearchReleaseCopied);
  }
});

test('both headers show a Search button with its shortcut hint', async ({page}) => {
  for (const path of ['/', DOC]) {
    await page.goto(path);
    const button = page.locator('.DocSearch-Button').first();
    await expect(button).toHaveAttribute('aria-label', /^Search/);
    await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
    await expect(button.locator('.DocSearch-Button-Keys')).toContainText('K');
  }
});

test('DocSearch itself loads only when search is about to be used, not with the page', async ({page}) => {
  // A string of DocSearch's own bundle (its autocomplete engine's name), in none of our code.
  const docSearchMarker = 'autocomplete-core';
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loadedDocSearch = async () => (await Promise.all(scripts)).some((body) => body.includes(docSearchMarker));
  await openPage(page, DOC);
  expect(await loadedDocSearch()).toBe(false);
  // The theme fetches the modal when the pointer reaches the button, so it is ready by the click.
  await page.locator('.DocSearch-Button').first().hover();
  await expect.poll(loadedDocSearch).toBe(true);
});

test('a search sends one multi-index query with the fields, snippet and highlight settings the modal shows, credentials as query parameters', async ({
  page,
}) => {
  const requests = await answerAlgolia(page);
  await openSearch(page);
  await input(page).fill('catalog');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const last = requests.at(-1)!;
  expect(last.url.pathname).toBe('/1/indexes/*/queries');
  // The credentials and index the test build was made with (scripts/run-tests.mjs).
  expect(last.url.searchParams.get('x-algolia-application-id')).toBe(testBuildEnv('ALGOLIA_APP_ID'));
  expect(last.url.searchParams.get('x-algolia-api-key')).toBe(testBuildEnv('ALGOLIA_API_KEY'));
  const [request] = last.body.requests;
  expect(request).toMatchObject({
    query: 'catalog',
    indexName: testBuildEnv('ALGOLIA_INDEX_NAME'),
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
  });
  expect(request.attributesToSnippet).toContain('content:10');
  expect(JSON.stringify(request.facetFilters)).toContain('language:en');
  expect(JSON.stringify(request.facetFilters)).toContain('docusaurus_tag:');
});

test('results are grouped by section, at most five per group', async ({page}) => {
  await answerAlgolia(page);
  await openSearch(page);
  await input(page).fill('e');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const groups = page.locator('.DocSearch-Hits');
  expect(await groups.count()).toBeGreaterThan(0);
  for (const group of await groups.all()) {
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
});

test('when the first host fails, the next host answers and the hits still show', async ({page}) => {
  const requests = await answerAlgolia(page, {behaviour: (n) => (n === 0 ? 'error' : 'ok')});
  await openSearch(page);
  await input(page).fill('integration');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(requests.length).toBeGreaterThanOrEqual(2);
  expect(requests[0].url.host).not.toBe(requests[1].url.host);
});

test('when every host fails, the modal says so', async ({page}) => {
  await answerAlgolia(page, {behaviour: () => 'abort'});
  await openSearch(page);
  await input(page).fill('events');
  await expect(page.locator('.DocSearch-Title')).toHaveText('Unable to fetch results for "events"', {timeout: 15_000});
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  await expect(page.getByText('No results for')).toHaveCount(0);
});

test('a query with no match says so, suggests searches and offers "Let us know"', async ({page}) => {
  await answerAlgolia(page);
  await openSearch(page);
  await input(page).fill('catalog');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('zzqqxx');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqqxx');
  await expect(page.getByText('Try searching for')).toBeVisible();
  expect(await page.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
  const letUsKnow = page.getByRole('link', {name: 'Let us know.'});
  await expect(letUsKnow).toHaveAttribute('href', /issues\/new\?title=Search%3A%20no%20results%20for%20%22zzqqxx%22/);
});

test('a 70-character query is cut to 64', async ({page}) => {
  const requests = await answerAlgolia(page);
  await openSearch(page);
  // Paste most of it, then type past the limit key by key, as a visitor would.
  await input(page).fill('a'.repeat(60));
  await input(page).pressSequentially('a'.repeat(10));
  await expect(input(page)).toHaveValue('a'.repeat(64));
  await expect.poll(() => requests.at(-1)?.body.requests[0].query).toBe('a'.repeat(64));
});

test('with nothing stored, the empty modal says "No recent searches"', async ({page}) => {
  await openSearch(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('a chosen hit goes to recent searches; it can be made a favourite or removed', async ({page}) => {
  await answerAlgolia(page);
  await openSearch(page);
  await input(page).fill('Introduction');
  // A page hit (no breadcrumb path): DocSearch stores a content hit only through its page, when that is listed too.
  const hit = page.locator('.DocSearch-Hit', {hasNot: page.locator('.DocSearch-Hit-path')}).first();
  await expect(hit).toBeVisible();
  // The search starts on a docs page, so wait for the hit's own URL, then for the stored entry.
  const target = new URL((await hit.locator('a').first().getAttribute('href'))!, page.url());
  await hit.click();
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
  const readRecent = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
  await expect.poll(async () => (await readRecent()).length).toBe(1);
  const recent = await readRecent();
  expect(recent[0]).not.toHaveProperty('_highlightResult');
  expect(recent[0]).not.toHaveProperty('_snippetResult');

  await page.locator('.DocSearch-Button').first().click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await page.getByTitle('Save this search').first().click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
  const stored = await page.evaluate(
    ([r, f]) => [
      JSON.parse(localStorage.getItem(r) ?? '[]').length,
      JSON.parse(localStorage.getItem(f) ?? '[]').length,
    ],
    [RECENT_KEY, FAVORITE_KEY],
  );
  expect(stored).toEqual([0, 1]);
  await page.getByTitle('Remove this search from favorites').first().click();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('keyboard: Ctrl+K and slash open, Escape closes, arrows wrap, Enter follows the hit', async ({page}) => {
  await answerAlgolia(page);
  await openPage(page, DOC);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await input(page).fill('catalog');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  const target = await hits.first().locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target!.split('#')[0]}`));
});

test('slash typed into a text field does not open search', async ({page}) => {
  // Open and close the modal first (hydrated, so the click opens it now and not after Escape).
  await openSearch(page);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'probe';
    document.body.prepend(field);
  });
  await page.locator('#probe').focus();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('#probe')).toHaveValue('/');
});

test.describe('on a Mac', () => {
  test.use({userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130 Safari/537.36'});
  test('Cmd+K opens search', async ({page}) => {
    await openPage(page, DOC);
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });
});

test('the search page lists results for ?q=', async ({page}) => {
  await answerAlgolia(page);
  await page.goto('/search?q=catalog');
  await expect(page.getByRole('heading', {level: 1})).toContainText('catalog');
  await expect(page.locator('article').first()).toBeVisible();
  expect(recordsFromBuild().length).toBeGreaterThan(10);
});

test('Ctrl+Enter opens the selected hit in a new tab, Shift+Enter in a new window', async ({page, context}) => {
  await answerAlgolia(page);
  await openSearch(page);
  await input(page).fill('catalog');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const target = new URL((await first.locator('a').getAttribute('href'))!, 'http://x').pathname;
  for (const modifier of ['Control', 'Shift']) {
    const opened = context.waitForEvent('page');
    await input(page).press(`${modifier}+Enter`);
    const newPage = await opened;
    await expect.poll(() => new URL(newPage.url()).pathname).toBe(target);
    await newPage.close();
    // The current tab stays where it was.
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  }
});

/** Seeds stored searches with real records, as DocSearch saves them (no highlight data). */
async function seedStored(page: Page, recent: number, favourites: number) {
  const records = recordsFromBuild().filter((r) => r.type === 'lvl1' && r.url.includes('/docs/'));
  const recentItems = records.slice(0, recent);
  const favouriteItems = records.slice(recent, recent + favourites);
  await page.addInitScript(
    ([keys, items]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(keys[0], JSON.stringify(items[0]));
      localStorage.setItem(keys[1], JSON.stringify(items[1]));
    },
    [
      [RECENT_KEY, FAVORITE_KEY],
      [recentItems, favouriteItems],
    ] as const,
  );
}

const storedCount = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length as number, key);

for (const [favourites, limit] of [
  [0, 7],
  [1, 4],
] as const) {
  test(`recent searches keep the newest ${limit} when ${favourites ? 'a favourite exists' : 'there are no favourites'}`, async ({
    page,
  }) => {
    await seedStored(page, 7, favourites);
    await answerAlgolia(page);
    await openSearch(page);
    await input(page).fill('Integrations');
    // Until the results arrive, the modal still lists the stored searches.
    await expect(page.locator('.DocSearch-Hit-source').first()).not.toHaveText(/Recent|Favorite/);
    const hit = page.locator('.DocSearch-Hit', {hasNot: page.locator('.DocSearch-Hit-path')}).first();
    const title = (await hit.locator('.DocSearch-Hit-title').innerText()).trim();
    await hit.click();
    await expect(page).not.toHaveURL(new RegExp(`${DOC}$`));
    const newestTitle = () =>
      page.evaluate((k) => JSON.stringify(JSON.parse(localStorage.getItem(k) ?? '[]')[0]?.hierarchy ?? {}), RECENT_KEY);
    await expect.poll(newestTitle).toContain(title.split('\n')[0]);
    expect(await storedCount(page, RECENT_KEY)).toBe(limit);
    expect(await storedCount(page, FAVORITE_KEY)).toBe(favourites);
  });
}

test('the search button keeps its size and place while the page hydrates (no layout shift in the header)', async ({
  browser,
  baseURL,
}) => {
  // The shortcut keys are drawn only after hydration; their box must already have its final size.
  for (const path of ['/', DOC]) {
    const boxes = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({baseURL, javaScriptEnabled, viewport: {width: 1350, height: 900}});
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) {
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('.DocSearch-Button-Key').first()).toBeVisible();
      }
      boxes.push(await page.locator('.DocSearch-Button').first().boundingBox());
      await context.close();
    }
    const [server, hydrated] = boxes;
    expect(hydrated!.width, path).toBeCloseTo(server!.width, 0);
    expect(hydrated!.x, path).toBeCloseTo(server!.x, 0);
  }
});
