import {expect, type Page} from '@playwright/test';

/**
 * Collects console errors and failed same-origin requests while a test runs,
 * so a test can assert a page is clean as well as correct.
 */
export function watchPageErrors(page: Page): {errors: string[]} {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {errors};
}

/** The site's colour mode as the page applies it. */
export async function expectTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** The colour-mode switch of whichever header the page shows. */
export function colorModeToggle(page: Page) {
  return page.getByRole('button', {name: /switch between dark and light mode/i}).first();
}

/**
 * Waits until React has hydrated the page and its menus respond: Docusaurus
 * marks <html data-has-hydrated="true"> once hydration has committed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens a page and waits until its menus respond. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Records the scripts a page downloads from now on; `carryingPrism()` names
 * those that contain prism-react-renderer, recognised by the class its
 * highlighter gives every line of code ("token-line"), a string no other
 * script of the site contains.
 */
export function watchScripts(page: Page): {urls: string[]; carryingPrism: () => Promise<string[]>} {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) urls.push(response.url());
  });
  const carryingPrism = async () => {
    const found: string[] = [];
    for (const url of urls) {
      if ((await (await page.request.get(url)).text()).includes('"token-line"')) found.push(url);
    }
    return found;
  };
  return {urls, carryingPrism};
}

/**
 * Holds back every chunk the page loads as a script from now on, until
 * `release()`. Link prefetches (not scripts) pass, so they cannot use up or
 * dodge the hold; the test decides when the chunks arrive, not a timer.
 */
export async function holdChunks(page: Page): Promise<{requested: Promise<void>; release: () => void}> {
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
export async function clientNavigate(page: Page, to: string): Promise<void> {
  // The router listens to popstate, so this is what a Link click does.
  await page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
