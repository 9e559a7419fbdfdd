/**
 * Renders static/img/social-card.svg to the 1200×630 PNG that link previews
 * use (themeConfig.image); most social sites do not accept SVG there.
 * Run after editing the SVG: node scripts/social-card.mjs
 */
import {chromium} from '@playwright/test';
import {createRequire} from 'node:module';
import path from 'node:path';

const {ensureChromium, quietChromiumArgs} = createRequire(import.meta.url)('./browser.cjs');
const browserPath = ensureChromium();
const browser = await chromium.launch({
  executablePath: browserPath.source === 'playwright' ? undefined : browserPath.path,
  args: quietChromiumArgs,
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.goto(`file://${path.resolve('static/img/social-card.svg')}`);
await page.screenshot({path: 'static/img/social-card.png'});
await browser.close();
console.log('Wrote static/img/social-card.png');
