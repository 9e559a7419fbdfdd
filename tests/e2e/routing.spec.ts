import {test, expect} from '../support/test';
import {waitForHydration} from '../support/page';
import {buildTuned} from '../support/site';

/**
 * Addresses as the site serves them: clean URLs without a trailing slash, the
 * old plugin docs addresses, and routes prefetched for the links on screen.
 */

const DOC = '/docs/development/getting-started/introduction';
const OTHER_DOC = '/docs/api/overview';

test('paths ending in .html or /index.html land on the bare route', async ({page}) => {
  await page.goto(`${OTHER_DOC}.html`);
  await expect(page).toHaveURL(new RegExp(`${OTHER_DOC}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');

  await page.goto(`${OTHER_DOC}/index.html`);
  await expect(page).toHaveURL(new RegExp(`${OTHER_DOC}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');

  // A custom React page too, not only docs.
  await page.goto('/pricing.html');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page).toHaveTitle(/Pricing/);
});

test('old /docs/development/plugins/… addresses redirect to the page under /docs/plugins/…', async ({page}) => {
  for (const path of [
    '/docs/development/plugins/asyncapi/intro',
    '/docs/development/plugins/eventcatalog-federation/introduction',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace('/development', '')}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

test.describe('with prefetching on, as for a visitor', () => {
  test.use({prefetchLinks: true});

  test('links on screen still get their routes prefetched, after the page has hydrated', async ({page}) => {
    // Prefetching is deferred to idle time (src/plugins/build-tuning/idle-prefetch); it must still happen.
    await page.goto(DOC);
    await waitForHydration(page);
    const breadcrumb = page.locator('.breadcrumbs__link[href="/docs/development/getting-started"]');
    await expect(breadcrumb).toBeVisible();
    // A route is prefetched by adding a <link rel="prefetch"> per chunk.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    // Each names a file the build wrote (the tuned build shortens chunk names in the browser's route tables).
    for (const href of new Set(hrefs)) expect((await page.request.get(href!)).status(), href!).toBe(200);
    // Routes share chunks (every docs page needs the docs layout): the tuned build asks for each file once, where
    // stock Docusaurus repeats a shared chunk for every route that needs it.
    if (buildTuned) expect(hrefs.length, hrefs.join('\n')).toBe(new Set(hrefs).size);
  });
});
