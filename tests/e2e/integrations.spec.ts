import {test, expect} from '../support/test';
import {integrationKinds} from '../../src/plugins/integrations/kinds';
import {openPage} from '../support/page';
import {builtPage} from '../support/site';
import {siteIntegrations as entries} from '../support/integrations';
import {coreLicence, generatorsLicence, licenceKinds} from '../../src/plugins/integrations/licences';

test('the index shows every entry in its group, with its badges and the right link', async ({page}) => {
  const integrations = await entries();
  await page.goto('/integrations');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  for (const kind of integrationKinds) {
    const section = page.locator(`section#${kind.id}`);
    const expected = integrations.filter((i) => i.kind === kind.id);
    await expect(section.getByRole('heading', {level: 2})).toHaveText(kind.label);
    await expect(section.locator('li')).toHaveCount(expected.length);
    for (const integration of expected) {
      const card = section.locator(`li[data-slug="${integration.slug}"]`);
      const link = card.getByRole('link');
      await expect(link).toContainText(integration.title);
      await expect(link).toHaveAttribute(
        'href',
        integration.comingSoon ? integration.upvoteUrl! : integration.permalink,
      );
      await expect(card.getByText('New', {exact: true})).toHaveCount(integration.new ? 1 : 0);
      await expect(card.getByText('Coming soon', {exact: true})).toHaveCount(integration.comingSoon ? 1 : 0);
    }
  }
});

test('GitHub and GitLab cards lead to the federation page', async ({page}) => {
  await page.goto('/integrations');
  for (const slug of ['github', 'gitlab']) {
    await expect(page.locator(`li[data-slug="${slug}"] a`)).toHaveAttribute('href', '/federation');
  }
  await page.locator('li[data-slug="github"] a').click();
  await expect(page).toHaveURL(/\/federation$/);
});

test('a group filter jumps to its group', async ({page}) => {
  await page.goto('/integrations');
  await page
    .getByRole('navigation', {name: 'Integration groups'})
    .getByRole('link', {name: /Community plugins/})
    .click();
  await expect(page).toHaveURL(/#community$/);
  await expect(page.locator('section#community h2')).toBeInViewport();
});

/**
 * Each detail page's content is read from its built HTML, which is what a
 * visitor receives; the site crawl loads every one of these pages in the
 * browser as well and fails on any script error.
 */
test('every detail page shows its title, author, install command, licence, example and a docs link that resolves', async ({
  request,
}) => {
  for (const integration of (await entries()).filter((i) => i.detailPage)) {
    const $ = builtPage(integration.permalink);
    const where = `${integration.permalink} (integrations/${integration.slug}.mdx)`;
    expect($('h1').text().trim(), where).toBe(integration.title);
    expect(
      $('main header p').filter((_, p) => $(p).text().includes(`By ${integration.author}`)).length,
      `${where}: author`,
    ).toBe(1);
    if (integration.install)
      expect($('main code').first().text(), `${where}: install command`).toBe(integration.install);
    // The worked example shows the `configure` text where the body placed it (its longest line is distinctive).
    const line = integration.configure.split('\n').reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');
    expect($('article pre').filter((_, pre) => $(pre).text().includes(line)).length, `${where}: worked example`).toBe(
      1,
    );
    const licence = $('section[aria-labelledby="licence-heading"]');
    const licenceText = licence.text();
    const licenceLinks = licence
      .find('a')
      .map((_, a) => $(a).attr('href'))
      .get();
    if (integration.licence) {
      expect(licence.find('h2').text(), where).toBe('Licence');
      expect(licenceText, where).toContain(licenceKinds[integration.licence]);
      if (integration.licenceNote) expect(licenceText, `${where}: licenceNote`).toContain(integration.licenceNote);
      const expectedLinks = {
        core: [coreLicence.url],
        generators: [generatorsLicence.url, generatorsLicence.docs],
        own: [integration.licenceUrl!],
      }[integration.licence];
      for (const href of expectedLinks) expect(licenceLinks, `${where}: links to ${href}`).toContain(href);
      if (integration.licence === 'core') expect(licenceText, where).toContain(coreLicence.summary);
      if (integration.licence === 'generators') expect(licenceText, where).toContain(generatorsLicence.summary);
      // Core 5 has no plans or licence keys: the panel names none.
      expect(licenceText, where).not.toMatch(/EVENTCATALOG_|Starter|Scale plan|Compare plans/);
    } else {
      expect(licence.length, `${where}: no licence panel`).toBe(0);
    }
    expect($('section[aria-labelledby="pricing-heading"]').length, `${where}: no pricing panel`).toBe(0);
    const docs = $('main a').filter((_, a) => $(a).text().trim() === 'Read the docs');
    expect(docs.attr('href'), `${where}: docs link`).toBe(integration.href);
    expect((await request.get(integration.href)).status(), `${integration.href} from ${integration.slug}`).toBe(200);
  }
});

test('every logo on the index is a served image', async ({page, request}) => {
  await page.goto('/integrations');
  const sources = await page
    .locator('main li[data-slug] img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src')!));
  expect(sources.length).toBe((await entries()).length);
  for (const src of new Set(sources)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(await response.text(), src).toContain('<svg');
  }
});

test('the copy button puts the install command on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/integrations/asyncapi');
  await page.getByRole('button', {name: 'Copy install command'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'npm install @eventcatalog/generator-asyncapi',
  );
});

test('a coming-soon page asks visitors to vote instead of offering an install', async ({page}) => {
  const soon = (await entries()).find((i) => i.comingSoon && i.detailPage)!;
  await page.goto(soon.permalink);
  await expect(page.getByRole('link', {name: 'Ask for this integration'})).toHaveAttribute('href', soon.upvoteUrl!);
  await expect(page.getByRole('button', {name: 'Copy install command'})).toHaveCount(0);
});

test('an integration page fits a phone screen without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const slug of ['amazon-eventbridge', 'amazon-api-gateway', 'miro']) {
    await page.goto(`/integrations/${slug}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, slug).toBeLessThanOrEqual(0);
  }
});
