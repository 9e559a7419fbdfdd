import {test as base} from '@playwright/test';

export {expect, type Page} from '@playwright/test';

/**
 * Playwright's `test`, with one default changed: pages believe they are on a
 * data-saver connection, on which Docusaurus does not prefetch the routes that
 * visible links lead to. On a docs page that is some forty requests no test
 * looks at, and about a third of the CPU time of a test that opens a page.
 * The tests of prefetching itself turn it back on with
 * `test.use({prefetchLinks: true})`.
 */
export const test = base.extend<{prefetchLinks: boolean}>({
  prefetchLinks: [false, {option: true}],
  context: async ({context, prefetchLinks}, use) => {
    if (!prefetchLinks) {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({effectiveType: '4g', saveData: true}),
          configurable: true,
        }),
      );
    }
    await use(context);
  },
});
