import {test, expect} from '../support/test';
import {colorModeToggle, expectTheme, openPage, watchPageErrors} from '../support/page';
import {announcementText} from '../support/announcement';

test.describe('site foundation', () => {
  test('home page shows its heading and a way to get started', async ({page}) => {
    const {errors} = watchPageErrors(page);
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(/event/i);
    await expect(page).toHaveTitle(/EventCatalog/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(errors).toEqual([]);
  });

  test('a docs page renders its heading inside the docs layout', async ({page}) => {
    await page.goto('/docs/development/getting-started/introduction');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });

  test('colour mode starts light under a dark system preference, toggles and persists as "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expectTheme(page, 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await colorModeToggle(page).click();
    await expectTheme(page, 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expectTheme(page, 'dark');
  });

  test('the announcement bar can be closed and stays closed after a reload', async ({page}) => {
    await openPage(page, '/');
    const bar = page.getByRole('banner').filter({hasText: announcementText});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await expect(page.getByText(announcementText)).toHaveCount(0);
  });

  test('an unknown path shows the not-found page with a 404 status', async ({page}) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});
