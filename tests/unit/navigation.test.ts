import {test} from 'node:test';
import assert from 'node:assert/strict';

import {
  docsMenu,
  featuresMenu,
  copyrightLine,
  footerCompany,
  footerLegalLinks,
  footerSocialLinks,
  headerLinks,
  integrationsMenuOrder,
  links,
  mobileLinks,
  type MenuGroup,
  type MenuItem,
} from '../../src/data/navigation';
import {
  docsNavbarItems,
  integrationMenuItems,
  isExternalHref,
  usesDocsNavbar,
  type IntegrationMenuEntry,
} from '../../src/utils/navigation';
import {
  checkIntegrationsMenuOrder,
  validateMenuItem,
  validateNavigation,
  validateSiteNavigation,
} from '../../src/utils/navigationChecks';
import {siteLinks} from '../../src/data/siteLinks';
import {features} from '../../src/data/features';
import {blogPosts} from '../support/blog';
import {siteIntegrations, siteNavigation} from '../support/integrations';

const good: MenuItem = {name: 'Blog', description: 'Releases and how-tos', href: '/blog', icon: 'newspaper'};

/** Runs validateMenuItem and returns the error message it throws. */
function problemWith(item: unknown): string {
  try {
    validateMenuItem(item, 'Resources menu, item 1');
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail(`expected ${JSON.stringify(item)} to be rejected`);
}

const hrefs = (group: MenuGroup) => group.items.map((item) => item.href);

test('the site navigation, with the integration links, passes its checks', async () => {
  const navigation = await siteNavigation();
  assert.doesNotThrow(() => validateSiteNavigation(navigation));
});

test('a broken entry in the site navigation fails the checks', async () => {
  const navigation = await siteNavigation();
  const [first, ...rest] = navigation.headerMenus;
  const broken = {...navigation, headerMenus: [{...first, items: [...first.items, {...good, href: 'blog'}]}, ...rest]};
  // The message names the menu and the position of the broken item, the one added last.
  const where = `${first.label} menu, item ${first.items.length + 1}`;
  assert.throws(
    () => validateSiteNavigation(broken),
    (error: Error) => {
      assert.ok(
        error.message.includes(`${where}: "Blog": "href" is an internal link and must start with "/": "blog"`),
        error.message,
      );
      return true;
    },
  );
});

test('a valid item passes, internal or external', () => {
  assert.doesNotThrow(() => validateMenuItem(good, 'x'));
  assert.doesNotThrow(() => validateMenuItem({...good, href: 'https://example.com/a', new: true, signup: false}, 'x'));
  assert.doesNotThrow(() => validateMenuItem({...good, icon: '/img/integrations/openapi.svg'}, 'x'));
});

test('a missing href is rejected with a message naming the file, the entry and the field', () => {
  const {href: _href, ...withoutHref} = good;
  const message = problemWith(withoutHref);
  assert.match(message, /src\/data\/navigation\.ts/);
  assert.match(message, /Resources menu, item 1/);
  assert.match(message, /"Blog"/);
  assert.match(message, /"href" is missing/);
});

test('an internal href must start with "/" and have no trailing slash', () => {
  assert.match(problemWith({...good, href: 'blog'}), /internal link and must start with "\/": "blog"/);
  assert.match(problemWith({...good, href: '/blog/'}), /must not end with "\/"/);
  assert.match(problemWith({...good, href: '/my blog'}), /contains a space/);
});

test('an external href must use https', () => {
  assert.match(problemWith({...good, href: 'http://example.com'}), /must use https/);
});

test('name and description are required, and the description stays short', () => {
  assert.match(problemWith({...good, name: ''}), /"name" is missing or empty/);
  assert.match(problemWith({...good, description: '   '}), /"description" is missing or empty/);
  assert.match(problemWith({...good, description: 'x'.repeat(81)}), /81 characters/);
});

test('the icon must be a known glyph or an image under /img/', () => {
  assert.match(problemWith({...good, icon: 'rocket-ship'}), /"icon" "rocket-ship" is not one of/);
  assert.match(problemWith({...good, icon: '/logos/openapi.svg'}), /under \/img\//);
  assert.match(problemWith({...good, icon: undefined}), /"icon" is missing/);
});

test('the new and signup flags are booleans', () => {
  assert.match(problemWith({...good, new: 'yes'}), /"new" must be true, false or left out/);
  assert.match(problemWith({...good, signup: 1}), /"signup" must be true, false or left out/);
});

test('a menu that links to the same page twice is rejected', () => {
  const group: MenuGroup = {
    id: 'resources',
    label: 'Resources',
    columns: 1,
    items: [good, {...good, name: 'Blog again'}],
  };
  assert.throws(() => validateNavigation({groups: [group], lists: {}}), /the Resources menu links to "\/blog" twice/);
});

test('the menu order must name integration pages', () => {
  const entries = integrationsMenuOrder.map((slug) => ({slug, detailPage: true}));
  assert.doesNotThrow(() => checkIntegrationsMenuOrder(entries));
  assert.throws(
    () => checkIntegrationsMenuOrder(entries.slice(1)),
    new RegExp(`integrationsMenuOrder names "${integrationsMenuOrder[0]}", which is not`),
  );
});

test('an integration missing from the menu order follows the listed ones, by title', () => {
  const entry = (slug: string, title: string): IntegrationMenuEntry => ({
    slug,
    title,
    menuDescription: `About ${title}`,
    logo: `/img/integrations/${slug}.svg`,
    permalink: `/integrations/${slug}`,
    new: false,
    detailPage: true,
  });
  // Two slugs the order names, in reverse and under titles that sort the other way, among two it does not name.
  const [first, second] = integrationsMenuOrder;
  assert.ok(!integrationsMenuOrder.includes('alpha') && !integrationsMenuOrder.includes('zeta'));
  const items = integrationMenuItems([
    entry('zeta', 'Zeta'),
    entry(second, 'B listed'),
    entry('alpha', 'Alpha'),
    entry(first, 'C listed'),
  ]);
  assert.deepEqual(
    items.map((item) => item.href),
    [`/integrations/${first}`, `/integrations/${second}`, '/integrations/alpha', '/integrations/zeta'],
  );
  assert.deepEqual(
    integrationMenuItems([{...entry('github', 'GitHub'), detailPage: false}]),
    [],
    'cards without a page stay out',
  );
});

test('the Integrations menu lists every integration page once, in the order of integrationsMenuOrder, with its title, logo and New badge', async () => {
  // The expected order comes from src/data/navigation.ts and integrations/*.mdx: the pages the order names, in
  // its order, then any page it does not name, by title. Adding an integration needs no change here.
  const pages = (await siteIntegrations()).filter((i) => i.detailPage);
  const named = integrationsMenuOrder.map((slug) => pages.find((i) => i.slug === slug));
  assert.ok(named.every(Boolean), 'every slug of integrationsMenuOrder has a page');
  const unnamed = pages
    .filter((i) => !integrationsMenuOrder.includes(i.slug))
    .sort((a, b) => a.title.localeCompare(b.title));
  const expected = [...named, ...unnamed] as typeof pages;
  const {integrationsMenu} = await siteNavigation();
  assert.deepEqual(
    integrationsMenu.items.map((item) => item.href),
    expected.map((i) => i.permalink),
    'one entry per integration page, in menu order',
  );
  for (const [index, item] of integrationsMenu.items.entries()) {
    const integration = expected[index];
    assert.equal(item.name, integration.title, 'the menu shows the page title');
    assert.equal(item.icon, integration.logo, `${item.name} uses its own logo`);
    assert.equal(item.new ?? false, integration.new, `${item.name}: a New badge exactly when its page says new`);
  }
  assert.deepEqual(integrationsMenu.more, {label: 'Show all integrations', href: '/integrations'});
});

test('the menus lead to feature pages under their names, and to other sites only through src/data/siteLinks.ts', async () => {
  const {headerMenus, mobileMenus, footerColumns} = await siteNavigation();
  const items = [
    ...[...headerMenus, ...mobileMenus].flatMap((group) => group.items),
    ...headerLinks,
    ...mobileLinks,
    ...footerColumns.flatMap((column) => column.items),
    ...footerSocialLinks,
    ...footerLegalLinks,
  ];
  const siteAddresses = new Set<string>(Object.values(siteLinks));
  for (const item of items.filter((i) => isExternalHref(i.href))) {
    assert.ok(siteAddresses.has(item.href), `${item.name}: ${item.href} is not one of src/data/siteLinks.ts`);
  }
  const featureLinks = featuresMenu.items.filter((item) => item.href.startsWith('/features/'));
  assert.ok(featureLinks.length > 0, 'the Features menu links feature pages');
  for (const item of featureLinks) {
    const feature = features.find((f) => f.page.path === item.href);
    assert.ok(feature, `${item.href} is not a feature page of src/data/features.ts`);
    assert.equal(item.name, feature.name, `${item.href} is named as its feature`);
  }
  // Studio needs an account: every link to Studio itself says so.
  const toStudio = items.filter((item) => item.href === siteLinks.studio);
  assert.ok(toStudio.length > 0);
  for (const item of toStudio)
    assert.equal(item.signup, true, `${item.name} leads to Studio without its Sign up badge`);
  for (const item of docsMenu.items)
    assert.match(item.href, /^\/docs(\/|$)/, `${item.name}: the Docs menu leads into the docs`);
});

test('each promo card leads to one of the site links or to a post of blog/; the Studio drawing leads to Studio', async () => {
  const {headerMenus} = await siteNavigation();
  const promos = headerMenus.flatMap((group) => (group.promo ? [group.promo] : []));
  assert.ok(promos.length > 0);
  const posts = new Set(blogPosts().map((post) => `/blog/${post.slug}`));
  const siteAddresses = new Set<string>(Object.values(siteLinks));
  for (const promo of promos) {
    assert.ok(siteAddresses.has(promo.href) || posts.has(promo.href), `${promo.title}: ${promo.href}`);
    if (promo.art === 'studio')
      assert.equal(promo.href, siteLinks.studio, `${promo.title}: the Studio drawing leads elsewhere`);
  }
});

test('header, mobile menu and docs navbar are assembled from the same groups; the mobile menu offers every header link', async () => {
  const {headerMenus, mobileMenus} = await siteNavigation();
  assert.equal(mobileMenus.length, headerMenus.length);
  assert.deepEqual(new Set(mobileMenus), new Set(headerMenus), 'the same groups, in an order of their own');
  const mobileHrefs = new Set([...mobileMenus.flatMap(hrefs), ...mobileLinks.map((item) => item.href)]);
  for (const item of [...headerMenus.flatMap((group) => group.items), ...headerLinks]) {
    assert.ok(mobileHrefs.has(item.href), `${item.name} (${item.href}) is in the header but not in the mobile menu`);
  }
  assert.deepEqual(
    docsNavbarItems().map((item) => [item.label, item.to, item.activeBasePath]),
    docsMenu.items.map((item) => [item.name, item.href, item.href.split('/').slice(0, 3).join('/')]),
  );
});

test('footer: the Integrations column is the Integrations menu, every page the header links to is in the footer, with contact, licence and company line', async () => {
  const {footerColumns, headerMenus, integrationsMenu} = await siteNavigation();
  const integrationsColumn = footerColumns.find((column) => column.title === integrationsMenu.label);
  assert.deepEqual(integrationsColumn?.items, integrationsMenu.items);
  const footerHrefs = new Set(footerColumns.flatMap((column) => column.items.map((item) => item.href)));
  for (const item of [...headerMenus.flatMap((group) => group.items), ...headerLinks].filter(
    (i) => !isExternalHref(i.href),
  )) {
    assert.ok(footerHrefs.has(item.href), `${item.name} (${item.href}) is in the header but not in the footer`);
  }
  assert.ok(footerLegalLinks.includes(links.contact));
  assert.ok(footerLegalLinks.includes(links.license));
  assert.ok(
    footerSocialLinks.some((item) => item.href === siteLinks.discord),
    'community chat is linked',
  );
  assert.equal(copyrightLine(2031), `© 2031 ${footerCompany.owner}`);
  assert.ok(footerCompany.registration.trim(), 'the company line names where the company is registered');
});

test('docs pages are recognised by "/docs" as the first segment of the path', () => {
  assert.equal(usesDocsNavbar('/docs/api/overview'), true);
  assert.equal(usesDocsNavbar('/docs'), true);
  assert.equal(usesDocsNavbar('/docs/4.x/api/event'), true);
  assert.equal(usesDocsNavbar('/docs/sdk/function/getEvent'), true);
  assert.equal(usesDocsNavbar('/blog/docs-as-code'), false);
  assert.equal(usesDocsNavbar('/docsearch'), false);
  assert.equal(usesDocsNavbar('/'), false);
  assert.equal(usesDocsNavbar('/blog/eventcatalog-sdk'), false);
  assert.equal(usesDocsNavbar('/integrations/openapi'), false);
});
