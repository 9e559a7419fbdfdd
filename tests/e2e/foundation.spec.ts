import {test, expect} from '../support/test';
import {watchPageErrors} from '../support/page';
import vm from 'node:vm';
import createConfig from '../../docusaurus.config';
import {buildTuned} from '../support/site';

const config = createConfig({});

test.describe('site foundation', () => {
  test("main.js lists the plugins' global data in the order of their names, so a build of the same sources names it the same", async ({
    page,
  }) => {
    test.skip(!buildTuned, 'src/plugins/build-tuning/stable-global-data is off');
    await page.goto('/');
    const mainScript = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const code = await (await page.request.get(mainScript!)).text();
    // The bundler writes JSON modules as JSON.parse('…'); the global data is the one that lists the docs plugin.
    const globalData = [...code.matchAll(/JSON\.parse\(('(?:[^'\\]|\\.)*')\)/g)]
      .map(([, literal]) => JSON.parse(vm.runInNewContext(literal) as string) as Record<string, object>)
      .find((data) => 'docusaurus-plugin-content-docs' in data);
    expect(globalData, 'the global data module in main.js').toBeDefined();
    const names = Object.keys(globalData!);
    expect(names).toEqual(expect.arrayContaining(['docusaurus-plugin-content-docs', 'navigation', 'search']));
    expect(names).toEqual([...names].sort());
  });

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
