/**
 * Checks of the menu data in navigation.ts. They run when the site builds (the
 * integrations plugin calls validateSiteNavigation once it knows the
 * integration links) and in the unit tests; nothing here is bundled for the
 * browser.
 */
import {
  glyphNames,
  footerLegalLinks,
  footerSocialLinks,
  headerLinks,
  integrationsMenuOrder,
  mobileLinks,
} from '../data/navigation';
import {isExternalHref} from './navigation';
import type {MenuGroup, MenuItem, Navigation} from '../data/navigation';

/**
 * Throws a readable error if `item` is not a usable menu item. `where` names
 * the entry in the message, e.g. 'Integrations menu, item 3'.
 */
export function validateMenuItem(item: unknown, where: string): asserts item is MenuItem {
  const fail = (problem: string): never => {
    throw new Error(`Navigation data (src/data/navigation.ts): ${where}: ${problem}`);
  };
  if (typeof item !== 'object' || item === null) fail('expected an object with name, description, href and icon');
  const entry = item as Record<string, unknown>;
  const label = typeof entry.name === 'string' && entry.name.trim() ? `"${entry.name}"` : 'an item without a name';
  const at = (problem: string) => fail(`${label}: ${problem}`);

  if (typeof entry.name !== 'string' || !entry.name.trim()) fail('"name" is missing or empty');
  if (typeof entry.description !== 'string' || !entry.description.trim()) at('"description" is missing or empty');
  if ((entry.description as string).length > 80)
    at(`"description" has ${(entry.description as string).length} characters; keep it to one line (80 at most)`);

  const href = entry.href;
  if (typeof href !== 'string' || !href.trim()) at('"href" is missing or empty');
  const link = href as string;
  if (/\s/.test(link)) at(`"href" contains a space: "${link}"`);
  if (isExternalHref(link)) {
    if (link.startsWith('http:')) at(`"href" must use https: "${link}"`);
  } else {
    if (!link.startsWith('/')) at(`"href" is an internal link and must start with "/": "${link}"`);
    if (link.length > 1 && link.endsWith('/'))
      at(`"href" must not end with "/" (the site has no trailing slashes): "${link}"`);
  }

  const icon = entry.icon;
  if (typeof icon !== 'string' || !icon) at('"icon" is missing');
  const iconName = icon as string;
  if (iconName.startsWith('/')) {
    if (!/^\/img\/.+\.(svg|png)$/.test(iconName)) at(`"icon" image must be an .svg or .png under /img/: "${iconName}"`);
  } else if (!(glyphNames as readonly string[]).includes(iconName)) {
    at(`"icon" "${iconName}" is not one of: ${glyphNames.join(', ')}`);
  }

  for (const flag of ['new', 'signup'] as const) {
    if (entry[flag] !== undefined && typeof entry[flag] !== 'boolean') at(`"${flag}" must be true, false or left out`);
  }
}

function failNavigation(problem: string): never {
  throw new Error(`Navigation data (src/data/navigation.ts): ${problem}`);
}

/** Each list is shown as one block of links: the same page twice is a mistake. */
function checkNoRepeatedLinks(items: MenuItem[], where: string): void {
  const hrefs = items.map((item) => item.href);
  const repeated = hrefs.find((href, i) => hrefs.indexOf(href) !== i);
  if (repeated) failNavigation(`${where} links to "${repeated}" twice`);
}

/** Checks every group and link list; throws on the first problem. */
export function validateNavigation(data: {groups: MenuGroup[]; lists: Record<string, MenuItem[]>}): void {
  const ids = new Set<string>();
  for (const group of data.groups) {
    if (ids.has(group.id)) failNavigation(`menu id "${group.id}" is used twice`);
    ids.add(group.id);
    if (group.items.length === 0) failNavigation(`the ${group.label} menu has no items`);
    group.items.forEach((item, i) => validateMenuItem(item, `${group.label} menu, item ${i + 1}`));
    checkNoRepeatedLinks(group.items, `the ${group.label} menu`);
    if (group.promo) {
      const {title, description, href} = group.promo;
      validateMenuItem({name: title, description, href, icon: 'sparkles'}, `${group.label} menu, promo card`);
    }
    if (group.more) {
      const {label, href} = group.more;
      validateMenuItem({name: label, description: label, href, icon: 'sparkles'}, `${group.label} menu, "more" link`);
    }
  }
  for (const [where, list] of Object.entries(data.lists)) {
    list.forEach((item, i) => validateMenuItem(item, `${where}, item ${i + 1}`));
    checkNoRepeatedLinks(list, where);
  }
}

/** Every menu and link list of the site, assembled as the components render them. */
export function validateSiteNavigation(navigation: Navigation): void {
  validateNavigation({
    groups: navigation.headerMenus,
    lists: {
      'Header links': headerLinks,
      'Mobile links': mobileLinks,
      ...Object.fromEntries(navigation.footerColumns.map((column) => [`Footer column ${column.title}`, column.items])),
      'Footer social links': footerSocialLinks,
      'Footer legal links': footerLegalLinks,
    },
  });
}

/** A slug in integrationsMenuOrder must name an integration: a typo would silently drop it from the order. */
export function checkIntegrationsMenuOrder(integrations: {slug: string; detailPage: boolean}[]): void {
  const pages = new Set(integrations.filter((i) => i.detailPage).map((i) => i.slug));
  const unknown = integrationsMenuOrder.filter((slug) => !pages.has(slug));
  if (unknown.length > 0) {
    failNavigation(
      `integrationsMenuOrder names ${unknown.map((slug) => `"${slug}"`).join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not integration pages (integrations/{slug}.mdx with a detail page)`,
    );
  }
}
