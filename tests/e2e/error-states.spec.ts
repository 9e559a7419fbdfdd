import {test, expect} from '../support/test';
import {colorModeToggle, expectTheme, watchPageErrors} from '../support/page';
import {wrongBasePort} from '../support/ports';
import {startStaticServer} from '../support/server';

/** What a visitor sees when something goes wrong: a missing page, no browser storage, a wrong base URL. */

const DOC = '/docs/development/getting-started/introduction';

test('an unknown path shows the not-found page with a 404 status', async ({page}) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
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
  // The banner is Docusaurus's, drawn by an inline script: it shows only while the
  // site's Content-Security-Policy (src/plugins/security-headers) allows that script.
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
