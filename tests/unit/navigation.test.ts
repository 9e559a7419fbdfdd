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
  mobileLinks,
  productMenu,
  resourcesMenu,
  type MenuGroup,
  type MenuItem,
} from '../../src/data/navigation';
import {docsNavbarItems, integrationMenuItems, usesDocsNavbar, type IntegrationMenuEntry} from '../../src/utils/navigation';
import {
  checkIntegrationsMenuOrder,
  validateMenuItem,
  validateNavigation,
  validateSiteNavigation,
} from '../../src/utils/navigationChecks';
import {siteLinks} from '../../src/data/siteLinks';
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
  assert.throws(() => validateSiteNavigation(broken), /Product menu, item 5: "Blog": "href" is an internal link and must start with "\/": "blog"/);
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
  const group: MenuGroup = {id: 'resources', label: 'Resources', columns: 1, items: [good, {...good, name: 'Blog again'}]};
  assert.throws(() => validateNavigation({groups: [group], lists: {}}), /the Resources menu links to "\/blog" twice/);
});

test('the menu order must name integration pages', () => {
  const entries = integrationsMenuOrder.map((slug) => ({slug, detailPage: true}));
  assert.doesNotThrow(() => checkIntegrationsMenuOrder(entries));
  assert.throws(() => checkIntegrationsMenuOrder(entries.slice(1)), /integrationsMenuOrder names "openapi", which is not/);
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
  const items = integrationMenuItems([entry('zeta', 'Zeta'), entry('asyncapi', 'AsyncAPI'), entry('alpha', 'Alpha'), entry('openapi', 'OpenAPI')]);
  assert.deepEqual(
    items.map((item) => item.href),
    ['/integrations/openapi', '/integrations/asyncapi', '/integrations/alpha', '/integrations/zeta'],
  );
  assert.deepEqual(integrationMenuItems([{...entry('github', 'GitHub'), detailPage: false}]), [], 'cards without a page stay out');
});

test('the Integrations menu lists the integrations of the spec, in its order, each to its page, with its New badge', async () => {
  // The one place the spec's list is written down: the menu is built from integrations/*.mdx.
  const spec = [
    'openapi',
    'asyncapi',
    'amazon-eventbridge',
    'azure-schema-registry',
    'amazon-api-gateway (New)',
    'confluent',
    'solace',
    'gravitee',
    'backstage',
    'miro (New)',
    'lucid (New)',
    'drawio (New)',
    'figjam (New)',
    'atlassian-compass',
    'hookdeck',
    'helm',
  ];
  const {integrationsMenu} = await siteNavigation();
  assert.deepEqual(
    integrationsMenu.items.map((item) => `${item.href.replace('/integrations/', '')}${item.new ? ' (New)' : ''}`),
    spec,
  );
  const pages = (await siteIntegrations()).filter((i) => i.detailPage);
  assert.deepEqual(pages.map((i) => i.slug).sort(), spec.map((s) => s.replace(' (New)', '')).sort(), 'one page per menu entry');
  for (const item of integrationsMenu.items) {
    const integration = pages.find((i) => i.permalink === item.href)!;
    assert.equal(item.name, integration.title, 'the menu shows the page title');
    assert.equal(item.icon, integration.logo, `${item.name} uses its own logo`);
  }
  assert.deepEqual(integrationsMenu.more, {label: 'Show all integrations', href: '/integrations'});
});

test('Docs, Features, Product and Resources menus hold the links the spec lists', () => {
  assert.deepEqual(hrefs(docsMenu), [
    '/docs/development/getting-started/introduction',
    '/docs/api/overview',
    '/docs/plugins/intro',
    '/docs/sdk',
  ]);
  assert.deepEqual(hrefs(featuresMenu), [
    '/features/documentation',
    '/features/visualization',
    '/features/business-flows',
    '/features/ai-assistant',
    siteLinks.studio,
  ]);
  assert.equal(featuresMenu.items.find((item) => item.href === '/features/ai-assistant')?.new, true);
  assert.equal(featuresMenu.items.find((item) => item.href === siteLinks.studio)?.signup, true);
  assert.deepEqual(hrefs(productMenu), ['/product/documentation', '/federation', siteLinks.studio, siteLinks.github]);
  assert.deepEqual(hrefs(resourcesMenu), ['/blog', siteLinks.discord, '/services']);
});

test('promo cards: the studio tool beside Product, the OpenAI post beside Resources', () => {
  assert.equal(productMenu.promo?.href, siteLinks.studio);
  assert.equal(resourcesMenu.promo?.href, '/blog/eventcatalog-openai');
});

test('header, mobile menu and docs navbar are assembled from the same groups', async () => {
  const {headerMenus, mobileMenus} = await siteNavigation();
  assert.deepEqual(
    headerMenus.map((group) => group.label),
    ['Product', 'Features', 'Docs', 'Integrations', 'Resources'],
  );
  assert.deepEqual(
    headerLinks.map((item) => [item.name, item.href]),
    [
      ['Enterprise', '/federation'],
      ['Consulting', '/services'],
      ['Pricing', '/pricing'],
    ],
  );
  assert.deepEqual(
    mobileMenus.map((group) => group.label),
    ['Docs', 'Product', 'Features', 'Integrations', 'Resources'],
  );
  assert.deepEqual(
    mobileLinks.map((item) => item.href),
    ['/pricing', siteLinks.discord, siteLinks.github],
  );
  assert.deepEqual(
    docsNavbarItems().map((item) => [item.label, item.to, item.activeBasePath]),
    docsMenu.items.map((item) => [item.name, item.href, item.href.split('/').slice(0, 3).join('/')]),
  );
});

test('footer: Product, Integrations and Resources columns, contact, licence and company line', async () => {
  const {footerColumns, integrationsMenu} = await siteNavigation();
  assert.deepEqual(
    footerColumns.map((column) => column.title),
    ['Product', 'Integrations', 'Resources'],
  );
  assert.deepEqual(footerColumns[1].items, integrationsMenu.items);
  const legal = footerLegalLinks.map((item) => item.href);
  assert.ok(legal.includes('/contact-us'));
  assert.ok(legal.includes(siteLinks.license));
  assert.ok(footerSocialLinks.some((item) => item.href === siteLinks.discord), 'community chat is linked');
  assert.equal(copyrightLine(2031), '© 2031 EventCatalog Ltd.');
  assert.match(footerCompany.registration, /Registered in England and Wales/);
});

test('docs pages are recognised by "/docs" in the path', () => {
  assert.equal(usesDocsNavbar('/docs/api/overview'), true);
  assert.equal(usesDocsNavbar('/docs'), true);
  assert.equal(usesDocsNavbar('/'), false);
  assert.equal(usesDocsNavbar('/blog/eventcatalog-sdk'), false);
  assert.equal(usesDocsNavbar('/integrations/openapi'), false);
});
