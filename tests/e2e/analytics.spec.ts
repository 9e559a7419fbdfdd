import {test, expect} from '../support/test';
import {clientNavigate, colorModeToggle, expectTheme} from '../support/page';
import {analyticsPort} from '../support/ports';
import {testBuildEnv, requireSecondBuild, stubAnalyticsScript} from '../support/test-builds';

/**
 * Google Analytics through the classic preset's gtag plugin: nothing at all
 * without GTAG_TRACKING_ID (build/), page views with anonymised IPs with one
 * (build-analytics/, which `npm test` builds).
 */

const DOC = '/docs/development/getting-started/introduction';
const OTHER_DOC = '/docs/api/overview';

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

  test.beforeAll(requireSecondBuild);

  test('one page view per route change, with IP anonymisation', async ({page}) => {
    const script = await stubAnalyticsScript(page);
    await page.goto('/');
    await clientNavigate(page, DOC);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await clientNavigate(page, OTHER_DOC);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference overview');
    const dataLayer = await page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((args) => Array.from(args)),
    );
    expect(script.requests()).toBe(1);
    expect(dataLayer).toContainEqual(['config', testBuildEnv('GTAG_TRACKING_ID'), {anonymize_ip: true}]);
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
