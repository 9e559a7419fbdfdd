import {test, expect, type Page} from '../support/test';

import {githubStarLabel, siteLinks} from '../../src/data/siteLinks';
import {
  copyrightLine,
  createNavigation,
  footerCompany,
  headerLinks,
  links,
  mobileLinks,
} from '../../src/data/navigation';
import createConfig from '../../docusaurus.config';
import {colourModes, seriousViolations} from '../support/axe';
import {colorModeToggle, openPage, watchPageErrors} from '../support/page';
import {siteNavigation} from '../support/integrations';
import {gotoInMode, marketingHeader, menuButton, menuPanel, mobileMenu} from '../support/navigation';

/**
 * After "Skip to main content", keyboard focus continues inside <main>. (The
 * theme focuses <main> and removes its temporary tabindex, so Chromium
 * reports <body> as active; the next Tab still starts from <main>.)
 */
async function expectSkipLinkToReachMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const where = await page.evaluate(() => ({
    inMain: !!document.activeElement?.closest('main'),
    inHeader: !!document.activeElement?.closest('nav[aria-label="Main"]'),
  }));
  expect(where).toEqual({inMain: true, inHeader: false});
}

/**
 * The menus as src/data/navigation.ts assembles them. Their integration links
 * come from integrations/*.mdx and are filled in before the tests run (see
 * beforeAll); the groups themselves are known when the tests are listed.
 */
let navigation = createNavigation([]);
test.beforeAll(async () => {
  navigation = await siteNavigation();
});
const dropdownLabels = navigation.headerMenus.map((group) => group.label);
const mobileGroupLabels = navigation.mobileMenus.map((group) => group.label);
const menuGroup = (label: string) => navigation.headerMenus.find((group) => group.label === label)!;

/** The links a panel holds besides its items: its promo card and its "show all" link. */
function panelExtras(label: string): {name: string; href: string}[] {
  const {promo, more} = menuGroup(label);
  return [
    ...(promo ? [{name: promo.cta, href: promo.href}] : []),
    ...(more ? [{name: more.label, href: more.href}] : []),
  ];
}

async function expectPanelLinks(page: Page, label: string): Promise<void> {
  const panel = await menuPanel(page, label);
  await expect(panel).toBeVisible();
  const {items: expected} = menuGroup(label);
  const items = panel.getByRole('list', {name: label}).getByRole('link');
  await expect(items).toHaveCount(expected.length);
  for (const [index, {name, href}] of expected.entries()) {
    await expect(items.nth(index)).toContainText(name);
    await expect(items.nth(index)).toHaveAttribute('href', href);
  }
  // Badges where the data asks for them, and nowhere else.
  for (const [badge, flag] of [
    ['New', 'new'],
    ['Sign up', 'signup'],
  ] as const) {
    const flagged = expected.flatMap((item, index) => (item[flag] ? [index] : []));
    await expect(items.getByText(badge, {exact: true}), `${label}: "${badge}" badges`).toHaveCount(flagged.length);
    for (const index of flagged) await expect(items.nth(index).getByText(badge, {exact: true})).toBeVisible();
  }
  for (const {name, href} of panelExtras(label)) {
    await expect(panel.getByRole('link', {name})).toHaveAttribute('href', href);
  }
}

test.describe('marketing header at 1280 px', () => {
  test('shows the logo, the dropdowns, direct links, repository stars and the colour toggle', async ({page}) => {
    const {errors} = watchPageErrors(page);
    await openPage(page, '/');
    const header = marketingHeader(page);
    await expect(header.getByRole('link', {name: 'EventCatalog'}).first()).toHaveAttribute('href', '/');
    for (const label of dropdownLabels) {
      await expect(menuButton(page, label)).toHaveAttribute('aria-expanded', 'false');
      await expect(await menuPanel(page, label)).toBeHidden();
    }
    // Every plain link is in the header; at this width the header makes room by hiding Consulting (below
    // 1440 px, src/components/MarketingHeader), which the Resources menu also holds.
    for (const {name, href} of headerLinks) {
      await expect(header.getByRole('link', {name, includeHidden: true})).toHaveAttribute('href', href);
    }
    for (const {name, href} of [links.enterprise, links.pricing]) {
      await expect(header.getByRole('link', {name})).toHaveAttribute('href', href);
    }
    const repository = header.getByRole('link', {name: /GitHub repository/});
    await expect(repository).toHaveAttribute('href', siteLinks.github);
    await expect(repository).toContainText(githubStarLabel);
    await expect(header.getByRole('link', {name: /Live demo/})).toHaveAttribute('href', siteLinks.demo);
    await expect(colorModeToggle(page)).toBeVisible();
    // The docs navbar's own items are not on marketing pages.
    await expect(page.locator('.navbar__items')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const label of dropdownLabels) {
    test(`${label} opens on hover with its links and closes when the pointer leaves`, async ({page}) => {
      await openPage(page, '/');
      // A closed panel's links are rendered when it first opens, not with the page.
      await expect((await menuPanel(page, label)).locator('a')).toHaveCount(0);
      await menuButton(page, label).hover();
      await expect(menuButton(page, label)).toHaveAttribute('aria-expanded', 'true');
      await expectPanelLinks(page, label);

      // Moving into the panel keeps it open.
      await (await menuPanel(page, label)).getByRole('link').first().hover();
      await expect(menuButton(page, label)).toHaveAttribute('aria-expanded', 'true');

      await page.mouse.move(640, 780);
      await expect(menuButton(page, label)).toHaveAttribute('aria-expanded', 'false');
      await expect(await menuPanel(page, label)).toBeHidden();
    });

    test(`${label} opens from the keyboard and Escape returns focus to its button`, async ({page}) => {
      await openPage(page, '/');
      const button = menuButton(page, label);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectPanelLinks(page, label);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('ArrowDown opens a dropdown on its first link, arrows move through it, Escape goes back', async ({page}) => {
    await openPage(page, '/');
    const button = menuButton(page, 'Docs');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await menuPanel(page, 'Docs');
    const links = panel.getByRole('list', {name: 'Docs'}).getByRole('link');
    const {items} = menuGroup('Docs');
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toContainText(items[0].name);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await expect(links.nth(1)).toContainText(items[1].name);
    // Up from the second link to the first, then round to the last.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toContainText(items[items.length - 1].name);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test('tabbing out of an open dropdown closes it; only one dropdown is open at a time', async ({page}) => {
    await openPage(page, '/');
    // The last dropdown: the header's plain links come next.
    const last = dropdownLabels[dropdownLabels.length - 1];
    await menuButton(page, last).focus();
    await page.keyboard.press('Enter');
    const panel = await menuPanel(page, last);
    const links = panel.getByRole('link');
    const count = await links.count();
    for (let i = 0; i <= count; i++) await page.keyboard.press('Tab');
    await expect(menuButton(page, last)).toHaveAttribute('aria-expanded', 'false');
    await expect(marketingHeader(page).getByRole('link', {name: headerLinks[0].name})).toBeFocused();

    await menuButton(page, 'Product').hover();
    await menuButton(page, 'Features').hover();
    await expect(menuButton(page, 'Features')).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page, 'Product')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside the header closes an open dropdown', async ({page}) => {
    await openPage(page, '/');
    await menuButton(page, 'Integrations').focus();
    await page.keyboard.press('Enter');
    await expect(menuButton(page, 'Integrations')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 780);
    await expect(menuButton(page, 'Integrations')).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a menu link closes the menu and navigates', async ({page}) => {
    await openPage(page, '/');
    await menuButton(page, 'Docs').hover();
    await (await menuPanel(page, 'Docs')).getByRole('link', {name: /API reference/}).click();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('"Skip to main content" moves keyboard focus past the header into the main content', async ({page}) => {
    await openPage(page, '/');
    await expectSkipLinkToReachMain(page);
  });

  test('every external link in the header and footer is one of the site links', async ({page}) => {
    await openPage(page, '/');
    const allowed = new Set<string>(Object.values(siteLinks));
    const hrefs = await page
      .locator('nav[aria-label="Main"] a[href], footer a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    const external = hrefs.filter((href) => /^(https?:|mailto:)/.test(href));
    expect(external.length).toBeGreaterThan(5);
    for (const href of external) expect(allowed, `${href} comes from src/data/siteLinks.ts`).toContain(href);
    for (const href of hrefs.filter((h) => !external.includes(h))) {
      expect(href, 'internal links are site paths without a trailing slash').toMatch(/^\/([\w.-]+(\/[\w.-]+)*)?$/);
    }
  });

  for (const mode of colourModes) {
    test(`axe finds no serious or critical problems with each dropdown open (${mode})`, async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await gotoInMode(page, '/', mode);
      expect(await seriousViolations(page, {include: ['nav[aria-label="Main"]', 'footer']})).toEqual([]);
      for (const label of dropdownLabels) {
        await menuButton(page, label).focus();
        await page.keyboard.press('Enter');
        await expect(await menuPanel(page, label)).toBeVisible();
        expect(await seriousViolations(page, {include: ['nav[aria-label="Main"]']}), `${label} open`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  }
});

test.describe('documentation navbar', () => {
  test('docs pages use the classic navbar with the docs links, search slot and colour toggle', async ({page}) => {
    await openPage(page, '/docs/api/overview');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    // The navbar items of docusaurus.config.ts: its site links by name, the others (GitHub) containing theirs.
    const items = (createConfig({}).themeConfig as {navbar: {items: {to?: string; href?: string; label?: string}[]}})
      .navbar.items;
    const siteItems = items.filter((item) => item.to && item.label);
    expect(siteItems.length).toBeGreaterThan(0);
    for (const {label, to} of siteItems) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', to!);
    }
    for (const {label, href} of items.filter((item) => item.href && item.label)) {
      await expect(navbar.getByRole('link', {name: label})).toHaveAttribute('href', href!);
    }
    await expect(navbar.getByRole('link', {name: 'API reference', exact: true})).toHaveClass(/navbar__link--active/);
    await expect(colorModeToggle(page)).toBeVisible();
    await expect(menuButton(page, 'Integrations')).toHaveCount(0);
  });

  test('"Skip to main content" works on docs pages too', async ({page}) => {
    await openPage(page, '/docs/development/getting-started/introduction');
    await expectSkipLinkToReachMain(page);
  });
});

test.describe('footer', () => {
  test('shows the columns, every integration, contact, licence, community and the company line', async ({page}) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    // The columns of src/data/navigation.ts, then the social links' column (src/components/SiteFooter).
    for (const title of [...navigation.footerColumns.map((column) => column.title), 'Community']) {
      await expect(footer.getByRole('heading', {name: title, exact: true})).toBeVisible();
    }
    // The build's year, as the build on this day wrote it.
    await expect(footer).toContainText(copyrightLine(new Date().getFullYear()));
    await expect(footer).toContainText(footerCompany.registration);
    await expect(footer.getByRole('link', {name: links.contact.name})).toHaveAttribute('href', links.contact.href);
    await expect(footer.getByRole('link', {name: links.license.name})).toHaveAttribute('href', links.license.href);
    await expect(footer.getByRole('link', {name: /Discord community/}).first()).toHaveAttribute(
      'href',
      siteLinks.discord,
    );
    await expect(footer.getByRole('link', {name: /GitHub/}).first()).toHaveAttribute('href', siteLinks.github);
    for (const {name, href} of navigation.integrationsMenu.items) {
      await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
  });

  test('docs pages show the same footer', async ({page}) => {
    await openPage(page, '/docs/api/overview');
    await expect(page.getByRole('contentinfo')).toContainText(footerCompany.registration);
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  async function openMobileMenu(page: Page) {
    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(mobileMenu(page)).toBeVisible();
  }

  test('the dropdowns give way to a menu button; the menu slides in and locks the page scroll', async ({page}) => {
    await openPage(page, '/');
    await expect(menuButton(page, 'Product')).toBeHidden();
    const open = page.getByRole('button', {name: 'Open menu'});
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // The closed menu is on the page, but its groups and links are rendered when it first opens.
    await expect(page.locator('#mobile-menu')).toHaveCount(1);
    await expect(page.locator('#mobile-menu a[href="/pricing"]')).toHaveCount(0);
    await openMobileMenu(page);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileMenu(page).getByRole('button', {name: 'Close menu'})).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const menu = mobileMenu(page);
    for (const group of mobileGroupLabels) {
      await expect(menu.getByRole('button', {name: group, exact: true})).toHaveAttribute('aria-expanded', 'false');
    }
    for (const {name, href} of mobileLinks) await expect(menu.getByRole('link', {name})).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', {name: links.repository.name})).toContainText(githubStarLabel);

    await menu.getByRole('button', {name: 'Close menu'}).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('groups expand and collapse, showing their links', async ({page}) => {
    await openPage(page, '/');
    await openMobileMenu(page);
    const menu = mobileMenu(page);
    for (const group of mobileGroupLabels) {
      const button = menu.getByRole('button', {name: group, exact: true});
      const list = menu.getByRole('list', {name: group});
      await expect(list).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      const {items} = menuGroup(group);
      await expect(list.getByRole('link', {name: items[0].name}).first()).toHaveAttribute('href', items[0].href);
      await expect(list.getByRole('link')).toHaveCount(items.length);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
    }
  });

  test('with reduced motion, a group opens without a height animation', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openPage(page, '/');
    await openMobileMenu(page);
    const menu = mobileMenu(page);
    await menu.getByRole('button', {name: 'Integrations', exact: true}).click();
    const list = menu.getByRole('list', {name: 'Integrations'});
    await expect(list).toBeVisible();
    // Docusaurus' Collapsible animates height over a duration that grows with
    // the content; with reduced motion it takes 1 ms.
    const transition = await list.evaluate((el) => el.parentElement?.parentElement?.style.transition ?? '');
    expect(transition).toContain('1ms');
    const {more} = navigation.integrationsMenu;
    await expect(menu.getByRole('link', {name: more!.label})).toHaveAttribute('href', more!.href);
  });

  test('focus stays inside the open menu and Escape closes it', async ({page}) => {
    await openPage(page, '/');
    await openMobileMenu(page);
    const menu = mobileMenu(page);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `focus after ${i + 1} Tab presses`).toBe(true);
    }
    // Backwards from the first control (the logo) wraps to the last one.
    await menu.getByRole('link', {name: 'EventCatalog', exact: true}).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', {name: /Live demo/})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: 'EventCatalog', exact: true})).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeFocused();
  });

  for (const mode of colourModes) {
    test(`axe finds no serious or critical problems in the open menu (${mode})`, async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await gotoInMode(page, '/', mode);
      await openMobileMenu(page);
      for (const group of ['Docs', 'Product', 'Integrations']) {
        await mobileMenu(page).getByRole('button', {name: group, exact: true}).click();
      }
      expect(await seriousViolations(page, {include: ['nav[aria-label="Main"]']})).toEqual([]);
    });
  }

  test('docs pages keep the classic sidebar menu with its back-to-main-menu button', async ({page}) => {
    await openPage(page, '/docs/api/overview');
    // The menu's links are rendered when it first opens, not with the page.
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    await expect(page.locator('.navbar-sidebar__items a')).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API reference overview'})).toBeVisible();
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Plugins', exact: true})).toBeVisible();
  });
});
