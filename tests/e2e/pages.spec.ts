import {test, expect} from '../support/test';
import {pages} from '../../src/data/pages';
import {features} from '../../src/data/features';
import {licenceOptions} from '../../src/data/plans';
import type {MarketingPageContent} from '../../src/data/marketing';
import createConfig from '../../docusaurus.config';
import {inEachColourMode, seriousViolations, templatePages} from '../support/axe';
import {builtPage, buildTuned} from '../support/site';
import {openPage, watchScripts} from '../support/page';

/** The site's name, which Docusaurus puts after each page's own title. */
const siteTitle = createConfig({}).title;

/** Every marketing and feature route, from the same data the pages render. */
const contents: MarketingPageContent[] = [...Object.values(pages), ...features.map((f) => f.page)];

/**
 * What each page says is read from its built HTML: that is what visitors and
 * crawlers receive, and the site crawl already loads every one of these pages
 * in the browser and fails on any script error.
 */
test('each marketing page shows its heading, description and primary call to action', () => {
  for (const content of contents) {
    const $ = builtPage(content.path);
    const where = `${content.path} (from its page data)`;
    expect($('h1').text().trim(), where).toBe(content.hero.title);
    expect($('meta[name="description"]').attr('content'), where).toBe(content.description);
    expect($('head > title').text(), where).toBe(`${content.title} | ${siteTitle}`);
    const primary = content.hero.actions?.[0] ?? content.sections.find((s) => s.kind === 'cta')?.actions[0];
    if (primary) {
      const link = $('main a')
        .filter((_, a) => $(a).text().trim() === primary.label)
        .first();
      expect(link.length, `${where}: a link named "${primary.label}"`).toBe(1);
      expect(link.attr('href'), where).toBe(primary.to.replace(/^pathname:\/\//, ''));
    } else {
      // Pages without a hero button lead with cards that link on.
      expect($('main ul a').length, `${where}: cards that link on`).toBeGreaterThan(0);
    }
  }
});

test('the code of conduct explains how to report a problem', async ({page}) => {
  await page.goto('/code-of-conduct');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Code of conduct');
  await expect(page.getByRole('heading', {level: 2, name: 'Reporting'})).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: 'hello@eventcatalog.dev'})).toHaveAttribute(
    'href',
    'mailto:hello@eventcatalog.dev',
  );
});

test('the home page links to every feature page', async ({page}) => {
  await page.goto('/');
  for (const feature of features) {
    await expect(page.locator('main').getByRole('link', {name: feature.name, exact: true})).toHaveAttribute(
      'href',
      feature.page.path,
    );
  }
});

test("the home page's create command copies to the clipboard and loads no syntax highlighter", async ({
  page,
  context,
}) => {
  const aside = pages.home.hero.aside;
  if (aside?.type !== 'command') throw new Error('The home hero no longer shows a command; update this test.');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts = watchScripts(page);
  await openPage(page, '/');
  const figure = page.getByRole('figure', {name: aside.title});
  await expect(figure).toContainText(aside.command);
  await figure.getByRole('button', {name: `Copy the command: ${aside.title}`}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(aside.command);
  // A one-line command needs no highlighting: none of the page's scripts carries Prism (stock Docusaurus bundles
  // it into main.js; src/plugins/build-tuning/prism-on-demand keeps it out).
  expect(scripts.urls.length).toBeGreaterThan(0);
  if (buildTuned) expect(await scripts.carryingPrism()).toEqual([]);
});

test('the home page does not scroll sideways on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the pricing page shows each way to use EventCatalog, with a way to act on each', async ({page}) => {
  await page.goto('/pricing');
  const cards = page.locator('main section[aria-labelledby="options-heading"] > ul > li');
  await expect(cards).toHaveCount(licenceOptions.length);
  await expect(cards.locator('h3')).toHaveText(licenceOptions.map((option) => option.name));
  for (const [index, card] of (await cards.all()).entries()) {
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', licenceOptions[index].action.to);
  }
});

// One test per page, so each has its own time budget and a failure names the
// page. axe reads each page's own content in both colour modes. The header
// and footer they share are checked at two widths by the per-template checks
// (accessibility.spec.ts, which also covers the pages listed there in full)
// and with every menu open (navigation.spec.ts).
const coveredByTemplates = new Set(templatePages.map(([, path]) => path));
for (const path of [...contents.map((c) => c.path), '/code-of-conduct'].filter((p) => !coveredByTemplates.has(p))) {
  test(`${path} has no serious accessibility violations in light and dark mode`, async ({page}) => {
    const found: string[] = [];
    await inEachColourMode(page, path, async (mode) => {
      for (const violation of await seriousViolations(page, {include: ['main']})) found.push(`${mode}: ${violation}`);
    });
    expect(found).toEqual([]);
  });
}
