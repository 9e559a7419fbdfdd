import {test, expect, type Page} from '../support/test';
import {colorModeToggle, openPage, watchScripts} from '../support/page';
import {gotoInMode} from '../support/navigation';
import {builtPage, buildTuned} from '../support/site';

/**
 * Code blocks come highlighted in the built HTML. On the page a visitor lands
 * on, that HTML is kept as it is and Prism is not downloaded; Prism loads only
 * to highlight in the browser: for the dark colour mode, and for blocks that
 * appear after a navigation within the site.
 */

const PAGE = '/docs/development/getting-started/installation';
const LINKING_PAGE = '/docs/development/getting-started/introduction';

/** The first code block of PAGE as the build wrote it: its tokens and its code, line by line. */
function builtFirstBlock(): {tokens: number; code: string} {
  const $ = builtPage(PAGE);
  const block = $('.theme-code-block').first();
  const code = block
    .find('.token-line')
    .map((_, line) => $(line).text())
    .get()
    .join('\n');
  return {tokens: block.find('.token').length, code};
}

/** The colours a visitor sees on the first block: its background and its first token with a colour of its own. */
async function firstBlockColours(page: Page): Promise<{background: string; token: string}> {
  const block = page.locator('.theme-code-block').first();
  return {
    background: await block.locator('pre').evaluate((pre) => getComputedStyle(pre).backgroundColor),
    token: await block
      .locator('.token[style]')
      .first()
      .evaluate((token) => getComputedStyle(token).color),
  };
}

test('a page entered directly keeps the highlighted code of the build, copies it, and downloads no Prism', async ({
  page,
  context,
}) => {
  const built = builtFirstBlock();
  expect(built.tokens).toBeGreaterThan(1);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts = watchScripts(page);
  await openPage(page, PAGE);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token')).toHaveCount(built.tokens);
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(built.code);
  // Prism stays out of main.js through src/plugins/build-tuning/prism-on-demand; stock Docusaurus bundles it there.
  if (buildTuned) expect(await scripts.carryingPrism()).toEqual([]);
});

test('in the dark colour mode the code takes the dark theme, on arrival, after navigating and when switched', async ({
  page: light,
  browser,
}) => {
  const built = builtFirstBlock();
  await openPage(light, PAGE);
  const lightColours = await firstBlockColours(light);

  // A returning dark-mode visitor (a browser of their own) lands on the page: Prism loads and renders the dark theme.
  const darkContext = await browser.newContext();
  const dark = await darkContext.newPage();
  const scripts = watchScripts(dark);
  await gotoInMode(dark, PAGE, 'dark');
  await expect.poll(() => firstBlockColours(dark).then((c) => c.background)).not.toBe(lightColours.background);
  const darkColours = await firstBlockColours(dark);
  expect(darkColours.token).not.toBe(lightColours.token);
  await expect(dark.locator('.theme-code-block').first().locator('.token')).toHaveCount(built.tokens);
  expect(await scripts.carryingPrism()).not.toEqual([]);

  // The same block reached by a link within the site is rendered in the browser alone.
  await openPage(dark, LINKING_PAGE);
  await dark.locator(`main a[href="${PAGE}"]`).first().click();
  await expect(dark).toHaveURL(PAGE);
  await expect(dark.locator('.theme-code-block').first().locator('.token')).toHaveCount(built.tokens);
  expect(await firstBlockColours(dark)).toEqual(darkColours);

  await darkContext.close();

  // A light-mode visitor who switches to dark gets the same colours.
  await colorModeToggle(light).click();
  await expect.poll(() => firstBlockColours(light)).toEqual(darkColours);
});
