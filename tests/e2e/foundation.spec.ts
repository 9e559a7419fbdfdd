import {test, expect} from '../support/test';
import {watchPageErrors} from '../support/page';
import createConfig from '../../docusaurus.config';

const config = createConfig({});

test.describe('site foundation', () => {
  test('the home page shows one heading, the site title, its language and writing direction, and no errors', async ({
    page,
  }) => {
    const {errors} = watchPageErrors(page);
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(/event/i);
    // Title, language and writing direction as docusaurus.config.ts sets them.
    const {defaultLocale, localeConfigs} = config.i18n as {
      defaultLocale: string;
      localeConfigs: Record<string, {htmlLang: string; direction: string}>;
    };
    await expect(page).toHaveTitle(new RegExp(config.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('html')).toHaveAttribute('lang', localeConfigs[defaultLocale].htmlLang);
    await expect(page.locator('html')).toHaveAttribute('dir', localeConfigs[defaultLocale].direction);
    expect(errors).toEqual([]);
  });

  test('a docs page renders its heading inside the docs layout', async ({page}) => {
    await page.goto('/docs/development/getting-started/introduction');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });
});
