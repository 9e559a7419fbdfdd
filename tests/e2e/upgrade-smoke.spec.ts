import {test, expect, type Page} from '../support/test';
import {clientNavigate, colorModeToggle, expectTheme, holdChunks, openPage, waitForHydration} from '../support/page';

/**
 * Docusaurus's own behaviour, which the site relies on but does not implement:
 * the router, its progress bar, colour mode across tabs, the classic theme's
 * sidebar and error page. These tests exist to catch a Docusaurus upgrade
 * changing that behaviour; a failure here after an upgrade means the site must
 * adapt (or the upgrade wait), not that the site's own code broke.
 */

const DOC = '/docs/development/getting-started/introduction';
const OTHER_DOC = '/docs/api/overview';

test.describe('router', () => {
  test('an anchor link scrolls to its heading; a link to another page starts at the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await openPage(page, DOC);
    await page.locator('.table-of-contents').getByRole('link', {name: 'Create a catalog'}).click();
    await expect(page).toHaveURL(/#create-a-catalog$/);
    const heading = page.locator('#create-a-catalog');
    await expect
      .poll(async () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('link', {name: 'API reference', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the old page stays on screen until the new page is ready', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const chunks = await holdChunks(page);
    await clientNavigate(page, OTHER_DOC);
    await chunks.requested;
    // The address is the new page's at once: the router changes it before loading any chunk, so a slow or
    // waiting chunk (a prefetch included) can delay the new page but never leave the address behind.
    await expect(page).toHaveURL(new RegExp(`${OTHER_DOC}$`));
    // Still the home page while the docs chunks load…
    await expect(page.locator('h1')).toContainText(/event/i);
    await expect(page.getByRole('heading', {level: 1, name: 'API reference overview'})).toHaveCount(0);
    // …then the new page.
    chunks.release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
  });

  test('when a route chunk fails to load, the whole page reloads into the new route', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    let failed = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      // Only a chunk the router loads as a script; a link prefetch failing changes nothing.
      if (failed === 0 && route.request().resourceType() === 'script') {
        failed += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await clientNavigate(page, OTHER_DOC);
    await reloaded;
    expect(failed).toBe(1);
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
  });

  test('the progress bar appears when a route takes longer than 200 ms, then completes', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const chunks = await holdChunks(page);
    await clientNavigate(page, OTHER_DOC);
    await chunks.requested;
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    chunks.release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('no progress bar for a route that is ready within 200 ms', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    // Load the next page's chunks first (the router's own preload, as a hovered link
    // does), so the route change is ready at once; then record whether the bar ever shows.
    await page.evaluate(
      (to) => (window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}).docusaurus.preload(to),
      OTHER_DOC,
    );
    await page.evaluate(() => {
      const w = window as unknown as {sawProgress: boolean};
      w.sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.sawProgress = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    // Page time stands still while the route changes, so a slow machine cannot make
    // the change look longer than 200 ms; afterwards a second of page time passes,
    // in which the bar's timer would fire had the route change not cancelled it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await clientNavigate(page, `${DOC}#why-a-catalog`);
    await clientNavigate(page, OTHER_DOC);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
    await page.clock.runFor(1_000);
    expect(await page.evaluate(() => (window as unknown as {sawProgress: boolean}).sawProgress)).toBe(false);
  });
});

test.describe('colour mode', () => {
  test('a change in one tab shows in another tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    // The other tab listens for the change once React has hydrated it.
    await openPage(first, '/');
    await openPage(second, DOC);
    await expectTheme(second, 'light');
    await colorModeToggle(first).click();
    await expectTheme(first, 'dark');
    await expectTheme(second, 'dark');
  });
});

test.describe('docs sidebar', () => {
  async function transitionOnToggle(page: Page): Promise<string> {
    await openPage(page, DOC);
    const category = page.locator('.theme-doc-sidebar-item-category').first();
    const list = category.locator('> ul');
    await expect(list).toBeVisible();
    // The inline transition is set while the height animates, then removed. Read once after the click, it could be
    // read before it is set or, at 1 ms, after it is gone (seen on a loaded machine): every value the list's style
    // takes is recorded in the page instead.
    await list.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as {transitions: string[]}).transitions = seen;
      new MutationObserver((records) => {
        for (const record of records) seen.push(record.oldValue ?? '');
        seen.push((el as HTMLElement).style.transition);
      }).observe(el, {attributes: true, attributeFilter: ['style'], attributeOldValue: true});
    });
    await category.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    await expect(list).toBeHidden();
    const styles = await page.evaluate(() => (window as unknown as {transitions: string[]}).transitions);
    // The old values are whole style attributes; the values read are the transition alone.
    return styles.map((style) => /height \d+ms ease-in-out/.exec(style)?.[0]).find(Boolean) ?? '';
  }

  test('sidebar categories collapse with a height animation', async ({page}) => {
    const transition = await transitionOnToggle(page);
    expect(transition).toMatch(/height \d+ms ease-in-out/);
    expect(Number(transition.match(/height (\d+)ms/)?.[1])).toBeGreaterThan(1);
  });

  test('with reduced motion the animation is instant (1 ms)', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const transition = await transitionOnToggle(page);
    expect(transition).toMatch(/height 1ms ease-in-out/);
  });
});

test.describe('error page', () => {
  test('a crashing page shows the crash page with the error and its cause, and "Try again" recovers', async ({
    page,
  }) => {
    // /test/crash exists in the test build only (src/plugins/test-routes). The crash page is drawn by React
    // after the render fails, so its button works as soon as it shows.
    await page.goto('/test/crash');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    await expect(page).toHaveTitle(/Page Error/);
    await expect(page.getByText('Simulated render failure in the crash test page')).toBeVisible();
    await expect(page.getByText('The catalog data for this page was malformed')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The crash test component rendered normally.')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
  });
});
