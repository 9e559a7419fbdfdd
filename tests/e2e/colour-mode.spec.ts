import {test, expect} from '../support/test';
import {colorModeToggle, expectTheme} from '../support/page';
import createConfig from '../../docusaurus.config';

/** The colour mode a first visit gets, and the visitor's choice kept across visits. */
const {colorMode} = createConfig({}).themeConfig as {
  colorMode: {defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};
};
const other = (mode: 'light' | 'dark') => (mode === 'light' ? 'dark' : 'light');

test('a first visit gets the configured colour mode, whatever the system prefers; a switch persists as "theme"', async ({
  page,
}) => {
  // The system asks for the mode the site does not start in, so following it would show.
  const systemPreference = other(colorMode.defaultMode);
  const expected = colorMode.respectPrefersColorScheme ? systemPreference : colorMode.defaultMode;
  await page.emulateMedia({colorScheme: systemPreference});
  await page.goto('/');
  await expectTheme(page, expected);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  await colorModeToggle(page).click();
  await expectTheme(page, other(expected));
  // Storage keys are not namespaced per site (site-config.test.ts), so the key is "theme" on every deployment.
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other(expected));

  await page.reload();
  await expectTheme(page, other(expected));
});
