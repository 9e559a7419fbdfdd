import {test as base} from '@playwright/test';

export {expect, type Page} from '@playwright/test';

/**
 * Playwright's `test`, with one default changed: pages believe they are on a
 * data-saver connection, on which the site does not prefetch the routes that
 * visible links lead to (Docusaurus's rule, kept by src/plugins/build-tuning/idle-prefetch).
 * On a docs page that is a few dozen requests no test looks at, and CPU time
 * that every test opening a page would pay.
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
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright's fixture callback, not React's use().
    await use(context);
  },
});
