import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {pages} from '../../src/data/pages';
import {features} from '../../src/data/features';
import type {MarketingPageContent} from '../../src/data/marketing';
import {watchPageErrors} from '../support/page';

/** Every marketing and feature route, from the same data the pages render. */
const contents: MarketingPageContent[] = [...Object.values(pages), ...features.map((f) => f.page)];

for (const content of contents) {
  test(`${content.path} shows its heading, description and primary call to action`, async ({page}) => {
    const {errors} = watchPageErrors(page);
    const response = await page.goto(content.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(content.hero.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
    await expect(page).toHaveTitle(`${content.title} | EventCatalog`);
    const primary = content.hero.actions?.[0] ?? content.sections.find((s) => s.kind === 'cta')?.actions[0];
    if (primary) {
      const link = page.locator('main').getByRole('link', {name: primary.label, exact: true}).first();
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      expect(href === primary.to || href === primary.to.replace(/^pathname:\/\//, '')).toBe(true);
    } else {
      // Pages without a hero button lead with cards that link on.
      await expect(page.locator('main ul a').first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

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

test('the home page does not scroll sideways on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the pricing page lists the four plans with a way to act on each', async ({page}) => {
  await page.goto('/pricing');
  const plans = page.locator('main section[aria-labelledby="plans-heading"] > ul > li');
  await expect(plans).toHaveCount(4);
  await expect(plans.locator('h3')).toHaveText(['Community', 'Starter', 'Scale', 'Enterprise']);
  for (const plan of await plans.all()) await expect(plan.getByRole('link')).toHaveCount(1);
});

// One test per page and mode, so each has its own time budget and a failure names the page.
for (const mode of ['light', 'dark'] as const) {
  for (const path of [...contents.map((c) => c.path), '/code-of-conduct']) {
    test(`${path} has no serious accessibility violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto(path);
      const {violations} = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
