import fs from 'node:fs';
import {test, expect, type Page} from '../support/test';
import {colorModeToggle, expectTheme, openPage, waitForHydration, watchPageErrors} from '../support/page';
import {analyticsPort, wrongBasePort} from '../support/ports';
import {startStaticServer} from '../support/server';
import {announcementText} from '../support/announcement';

/**
 * How the site behaves in a browser: routing and redirects, colour mode,
 * announcement bar, collapsible panels, error states and analytics. Most of it
 * is Docusaurus's own behaviour, configured by us; each test fails if the
 * configuration or the behaviour goes away.
 */

const DOC = '/docs/development/getting-started/introduction';
const OTHER_DOC = '/docs/api/overview';

/**
 * Holds back every chunk the page loads as a script from now on, until
 * `release()`. Link prefetches (not scripts) pass, so they cannot use up or
 * dodge the hold; the test decides when the chunks arrive, not a timer.
 */
async function holdChunks(page: Page): Promise<{requested: Promise<void>; release: () => void}> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    markRequested();
    await released;
    await route.continue();
  });
  return {requested, release};
}

/** Navigates client-side, like a visitor clicking a link, without a full page load. */
async function clientNavigate(page: Page, to: string): Promise<void> {
  // The router listens to popstate, so this is what a Link click does.
  await page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('routing', () => {
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
    for (const path of ['/docs/development/plugins/asyncapi/intro', '/docs/development/plugins/eventcatalog-federation/introduction']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace('/development', '')}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });

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

  test.describe('with prefetching on, as for a visitor', () => {
    test.use({prefetchLinks: true});

    test('links on screen still get their routes prefetched, after the page has hydrated', async ({page}) => {
      // Prefetching is deferred to idle time; it must still happen.
      await page.goto(DOC);
      await waitForHydration(page);
      const breadcrumb = page.locator('.breadcrumbs__link[href="/docs/development/getting-started"]');
      await expect(breadcrumb).toBeVisible();
      // A route is prefetched by adding a <link rel="prefetch"> per chunk.
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
      // Routes share chunks (every docs page needs the docs layout): each file is asked for once.
      const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs.length, hrefs.join('\n')).toBe(new Set(hrefs).size);
      // Each names a file the build wrote (chunk names are shortened in the browser's route tables).
      for (const href of hrefs) expect((await page.request.get(href!)).status(), href!).toBe(200);
    });
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

test.describe('announcement bar', () => {
  test('a new bar id shows the bar again to visitors who closed an older one', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await expect(page.getByText(announcementText)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).not.toBe(
      'an-older-announcement',
    );
  });
});

test.describe('collapsible panels', () => {
  async function transitionOnToggle(page: Page): Promise<string> {
    await openPage(page, DOC);
    const category = page.locator('.theme-doc-sidebar-item-category').first();
    const list = category.locator('> ul');
    await expect(list).toBeVisible();
    await category.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    // The inline transition is set while the height animates.
    const transition = await list.evaluate((el) => (el as HTMLElement).style.transition);
    await expect(list).toBeHidden();
    return transition;
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

test.describe('error states', () => {
  test('a crashing page shows the crash page with the error and its cause, and "Try again" recovers', async ({
    page,
  }) => {
    // The crash page is drawn by React after the render fails, so its button works as soon as it shows.
    await page.goto('/test/crash');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    await expect(page).toHaveTitle(/Page Error/);
    await expect(page.getByText('Simulated render failure in the crash test page')).toBeVisible();
    await expect(page.getByText('The catalog data for this page was malformed')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The crash test component rendered normally.')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
  });

  test('with browser storage unavailable the site renders and works, with a warning only', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const {errors} = watchPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(DOC);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await colorModeToggle(page).click();
    await expectTheme(page, 'dark');
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toMatch(/storage/i);
  });

  test('serving the site under the wrong base URL shows a banner with the right base URL', async ({page}) => {
    const stopServer = await startStaticServer({port: wrongBasePort, base: '/not-the-base/'});
    try {
      await page.goto(`http://127.0.0.1:${wrongBasePort}/not-the-base/`);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible({timeout: 10_000});
      await expect(banner).toContainText('did not load properly');
      await expect(banner).toContainText('/not-the-base/');
    } finally {
      stopServer();
    }
  });
});

test.describe('analytics', () => {
  test('without a tracking id no analytics script or request exists', async ({page}) => {
    const analyticsRequests: string[] = [];
    page.on('request', (r) => /googletagmanager|google-analytics/.test(r.url()) && analyticsRequests.push(r.url()));
    await page.goto('/');
    await clientNavigate(page, DOC);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    expect(analyticsRequests).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  });

  test.describe('with a tracking id', () => {
    test.use({baseURL: `http://127.0.0.1:${analyticsPort}`});

    test.beforeAll(() => {
      if (!fs.existsSync('build-analytics/index.html')) {
        throw new Error('build-analytics/ is missing: run `npm test`, which builds it with GTAG_TRACKING_ID set.');
      }
    });

    test('one page view per route change, with IP anonymisation', async ({page}) => {
      let scriptRequests = 0;
      await page.route('https://www.googletagmanager.com/**', (route) => {
        scriptRequests += 1;
        return route.fulfill({status: 200, contentType: 'text/javascript', body: '/* analytics stub */'});
      });
      await page.goto('/');
      await clientNavigate(page, DOC);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
      await clientNavigate(page, OTHER_DOC);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
      const dataLayer = await page.evaluate(() =>
        ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((args) => Array.from(args)),
      );
      expect(scriptRequests).toBe(1);
      expect(dataLayer).toContainEqual(['config', 'G-TESTBUILD01', {anonymize_ip: true}]);
      await expect
        .poll(async () =>
          page.evaluate(
            () =>
              (window as unknown as {dataLayer: IArguments[]}).dataLayer.filter(
                (args) => args[0] === 'event' && args[1] === 'page_view',
              ).length,
          ),
        )
        .toBe(2);
    });

    test('an unreachable analytics host does not block the page', async ({page}) => {
      await page.route('https://www.googletagmanager.com/**', (route) => route.abort('internetdisconnected'));
      await page.goto(DOC);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
      await colorModeToggle(page).click();
      await expectTheme(page, 'dark');
    });
  });
});
