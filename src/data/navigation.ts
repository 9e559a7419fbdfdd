/**
 * Every menu of the site in one place: the desktop mega-menu, the mobile menu
 * and the footer all render from this module, so a link is added, renamed or
 * moved here and nowhere else.
 *
 * External addresses come from `siteLinks`. The module validates itself when
 * it is first imported: a bad entry (no description, an internal link without
 * a leading slash, an unknown icon…) fails the build with a message naming the
 * entry and the field.
 */
import {githubStarLabel, siteLinks} from './siteLinks';

/**
 * Icons a menu item may use. Plain names are lucide-react icons (mapped in
 * src/components/NavIcon); `brand-*` names are our own small SVG brand marks.
 * An item can also use an image path under /img/ (integration logos).
 */
export const glyphNames = [
  'book-open',
  'network',
  'workflow',
  'sparkles',
  'pencil-ruler',
  'rocket',
  'file-code',
  'plug',
  'braces',
  'library',
  'git-merge',
  'newspaper',
  'handshake',
  'building',
  'tag',
  'monitor-play',
  'mail',
  'users',
  'scale',
  'brand-github',
  'brand-discord',
  'brand-linkedin',
  'brand-x',
] as const;

export type GlyphName = (typeof glyphNames)[number];

/** A glyph name, or the path of an image in static/ (e.g. '/img/integrations/openapi.svg'). */
export type MenuIcon = GlyphName | `/img/${string}`;

/** One link in a menu (spec §3: name, description, href, icon, new, signup). */
export interface MenuItem {
  name: string;
  /** One line under the name, written for the visitor ("what will I find there?"). */
  description: string;
  /** '/path' inside the site, or an https:// / mailto: address. */
  href: string;
  icon: MenuIcon;
  /** Shows a "New" badge. */
  new?: boolean;
  /** The link leads to a product that needs an account: shows a "Sign up" badge. */
  signup?: boolean;
}

/** A card shown beside a menu's links, pointing at one thing worth a look. */
export interface PromoCard {
  eyebrow: string;
  title: string;
  description: string;
  href: string;
  cta: string;
  /** Which of our own illustrations the card shows. */
  art: 'studio' | 'chat';
}

/** A dropdown of the desktop header and a collapsible group of the mobile menu. */
export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
  /** How many columns the desktop panel lays the items out in. */
  columns: 1 | 2 | 4;
  promo?: PromoCard;
  /** A link under the items, e.g. "Show all integrations". */
  more?: {label: string; href: string};
}

export const integrationSlugs = [
  'openapi',
  'asyncapi',
  'amazon-eventbridge',
  'azure-schema-registry',
  'amazon-api-gateway',
  'confluent',
  'solace',
  'gravitee',
  'backstage',
  'miro',
  'lucid',
  'drawio',
  'figjam',
  'atlassian-compass',
  'hookdeck',
  'helm',
] as const;

export type IntegrationSlug = (typeof integrationSlugs)[number];

/** An integration's page and logo follow from its slug. */
function integration(
  slug: IntegrationSlug,
  name: string,
  description: string,
  flags: {new?: boolean} = {},
): MenuItem {
  return {
    name,
    description,
    href: `/integrations/${slug}`,
    icon: `/img/integrations/${slug}.svg`,
    ...flags,
  };
}

// ---------------------------------------------------------------------------
// Single links used in several places (header, mobile menu, footer).
// ---------------------------------------------------------------------------

export const links = {
  studio: {
    name: 'EventCatalog Studio',
    description: 'Design your architecture on a canvas',
    href: siteLinks.studio,
    icon: 'pencil-ruler',
    signup: true,
  },
  repository: {
    name: 'GitHub',
    description: 'Source code, issues and releases',
    href: siteLinks.github,
    icon: 'brand-github',
  },
  community: {
    name: 'Discord community',
    description: 'Chat with users and the maintainers',
    href: siteLinks.discord,
    icon: 'brand-discord',
  },
  enterprise: {
    name: 'Enterprise',
    description: 'Federated catalogs for large organisations',
    href: '/federation',
    icon: 'building',
  },
  consulting: {
    name: 'Consulting',
    description: 'Help from the team behind EventCatalog',
    href: '/services',
    icon: 'handshake',
  },
  pricing: {
    name: 'Pricing',
    description: 'Plans for teams and organisations',
    href: '/pricing',
    icon: 'tag',
  },
  demo: {
    name: 'Live demo',
    description: 'Browse an example catalog in your browser',
    href: siteLinks.demo,
    icon: 'monitor-play',
  },
  contact: {
    name: 'Contact us',
    description: 'Questions about plans, licences or services',
    href: '/contact-us',
    icon: 'mail',
  },
  license: {
    name: 'Licence',
    description: 'The licence EventCatalog is published under',
    href: siteLinks.license,
    icon: 'scale',
  },
  codeOfConduct: {
    name: 'Code of conduct',
    description: 'How we treat each other in the community',
    href: '/code-of-conduct',
    icon: 'users',
  },
  contributing: {
    name: 'Contributing',
    description: 'Report bugs, improve the docs or send a change',
    href: '/docs/contributing/overview',
    icon: 'git-merge',
  },
  linkedin: {
    name: 'LinkedIn',
    description: 'Company news on LinkedIn',
    href: siteLinks.linkedin,
    icon: 'brand-linkedin',
  },
  x: {
    name: 'X',
    description: 'Release notes and tips on X',
    href: siteLinks.x,
    icon: 'brand-x',
  },
} satisfies Record<string, MenuItem>;

/** The repository link shows this fixed label (spec §9), never a live count. */
export const repositoryStarLabel = githubStarLabel;

// ---------------------------------------------------------------------------
// Menu groups, in the order the desktop header shows them.
// ---------------------------------------------------------------------------

export const productMenu: MenuGroup = {
  id: 'product',
  label: 'Product',
  columns: 1,
  items: [
    {
      name: 'EventCatalog',
      description: 'Open-source docs for event-driven systems',
      href: '/product/documentation',
      icon: 'library',
    },
    {
      name: 'Federation',
      description: 'Combine the catalogs of many teams into one',
      href: '/federation',
      icon: 'git-merge',
    },
    links.studio,
    links.repository,
  ],
  promo: {
    eyebrow: 'EventCatalog Studio',
    title: 'Design your architecture visually',
    description: 'Sketch and model your systems on a canvas, in the browser.',
    href: siteLinks.studio,
    cta: 'Try Studio',
    art: 'studio',
  },
};

export const featuresMenu: MenuGroup = {
  id: 'features',
  label: 'Features',
  columns: 2,
  items: [
    {
      name: 'Documentation',
      description: 'Document your services in Markdown',
      href: '/features/documentation',
      icon: 'book-open',
    },
    {
      name: 'Visualisation',
      description: 'See who sends and receives what',
      href: '/features/visualization',
      icon: 'network',
    },
    {
      name: 'Business flows',
      description: 'Map business processes across services',
      href: '/features/business-flows',
      icon: 'workflow',
    },
    {
      name: 'AI assistant',
      description: 'Ask questions about your architecture',
      href: '/features/ai-assistant',
      icon: 'sparkles',
      new: true,
    },
    links.studio,
  ],
};

export const docsMenu: MenuGroup = {
  id: 'docs',
  label: 'Docs',
  columns: 2,
  items: [
    {
      name: 'Guides',
      description: 'Install and document your first service',
      href: '/docs/development/getting-started/introduction',
      icon: 'rocket',
    },
    {
      name: 'API reference',
      description: 'Front matter fields and config options',
      href: '/docs/api/overview',
      icon: 'file-code',
    },
    {
      name: 'Plugins',
      description: 'Generate your catalog from API specs',
      href: '/docs/plugins/intro',
      icon: 'plug',
    },
    {
      name: 'SDK',
      description: 'Read and write your catalog from code',
      href: '/docs/sdk',
      icon: 'braces',
    },
  ],
};

export const integrationsMenu: MenuGroup = {
  id: 'integrations',
  label: 'Integrations',
  columns: 4,
  items: [
    integration('openapi', 'OpenAPI', 'Import OpenAPI documents'),
    integration('asyncapi', 'AsyncAPI', 'Import AsyncAPI documents'),
    integration('amazon-eventbridge', 'Amazon EventBridge', 'Import events and schemas'),
    integration('azure-schema-registry', 'Azure Schema Registry', 'Import schemas from Azure'),
    integration('amazon-api-gateway', 'Amazon API Gateway', 'Document gateway APIs', {new: true}),
    integration('confluent', 'Confluent', 'Import Kafka schemas'),
    integration('solace', 'Solace', 'Document Solace events'),
    integration('gravitee', 'Gravitee', 'Document Gravitee APIs'),
    integration('backstage', 'Backstage', 'Catalog views in Backstage'),
    integration('miro', 'Miro', 'Embed Miro boards', {new: true}),
    integration('lucid', 'Lucid', 'Embed Lucid diagrams', {new: true}),
    integration('drawio', 'draw.io', 'Embed draw.io diagrams', {new: true}),
    integration('figjam', 'FigJam', 'Embed FigJam boards', {new: true}),
    integration('atlassian-compass', 'Atlassian Compass', 'Link Compass components'),
    integration('hookdeck', 'Hookdeck', 'Import sources and events'),
    integration('helm', 'Helm', 'Deploy on Kubernetes'),
  ],
  more: {label: 'Show all integrations', href: '/integrations'},
};

export const resourcesMenu: MenuGroup = {
  id: 'resources',
  label: 'Resources',
  columns: 1,
  items: [
    {
      name: 'Blog',
      description: 'Releases, how-tos and monthly updates',
      href: '/blog',
      icon: 'newspaper',
    },
    links.community,
    links.consulting,
  ],
  promo: {
    eyebrow: 'From the blog',
    title: 'Bring your own OpenAI API key',
    description: 'Chat with your catalog using a model and key you choose.',
    href: '/blog/eventcatalog-openai',
    cta: 'Read the post',
    art: 'chat',
  },
};

/** Dropdowns of the desktop header, left to right. */
export const headerMenus: MenuGroup[] = [productMenu, featuresMenu, docsMenu, integrationsMenu, resourcesMenu];

/** Plain links beside the dropdowns. */
export const headerLinks: MenuItem[] = [links.enterprise, links.consulting, links.pricing];

/** Collapsible groups of the mobile menu, top to bottom (spec §2). */
export const mobileMenus: MenuGroup[] = [docsMenu, productMenu, featuresMenu, integrationsMenu, resourcesMenu];

/** Plain links under the mobile groups. */
export const mobileLinks: MenuItem[] = [links.pricing, links.community, links.repository];

// ---------------------------------------------------------------------------
// Footer
// ---------------------------------------------------------------------------

export interface FooterColumn {
  title: string;
  items: MenuItem[];
  /** Integrations are many and short: the footer lays them out in two columns. */
  wide?: boolean;
}

const isInternal = (item: MenuItem) => item.href.startsWith('/');

export const footerColumns: FooterColumn[] = [
  {
    title: 'Product',
    items: [
      ...productMenu.items.filter(isInternal),
      ...featuresMenu.items.filter(isInternal),
      links.studio,
      links.pricing,
      links.demo,
    ],
  },
  {title: 'Integrations', items: integrationsMenu.items, wide: true},
  {
    title: 'Resources',
    // Community chat is in the footer's Community column.
    items: [...docsMenu.items, ...resourcesMenu.items.filter((item) => item !== links.community), links.contributing],
  },
];

export const footerSocialLinks: MenuItem[] = [links.repository, links.community, links.linkedin, links.x];

export const footerLegalLinks: MenuItem[] = [links.contact, links.license, links.codeOfConduct];

export const footerCompany = {
  copyright: '© 2025 EventCatalog Ltd.',
  registration: 'Registered in England and Wales.',
};

// ---------------------------------------------------------------------------
// Helpers and validation
// ---------------------------------------------------------------------------

/** Docs pages keep the classic Docusaurus navbar (spec §9: '/docs' in the path). */
export function usesDocsNavbar(pathname: string): boolean {
  return pathname.includes('/docs');
}

/**
 * The docs links of the classic navbar on /docs pages, from the Docs menu.
 * Each stays highlighted across its section (/docs/api/…, /docs/plugins/…).
 */
export function docsNavbarItems(): {to: string; label: string; position: 'left'; activeBasePath: string}[] {
  return docsMenu.items.map((item) => ({
    to: item.href,
    label: item.name,
    position: 'left',
    activeBasePath: item.href.split('/').slice(0, 3).join('/'),
  }));
}

export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:)/.test(href);
}

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
    if (link.length > 1 && link.endsWith('/')) at(`"href" must not end with "/" (the site has no trailing slashes): "${link}"`);
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
    if (group.id === 'integrations') {
      for (const item of group.items) {
        const slug = item.href.replace(/^\/integrations\//, '');
        if (!item.href.startsWith('/integrations/') || !(integrationSlugs as readonly string[]).includes(slug)) {
          failNavigation(`integration "${item.name}" links to "${item.href}", which is not one of the integration pages (${integrationSlugs.join(', ')})`);
        }
      }
    }
  }
  for (const [where, list] of Object.entries(data.lists)) {
    list.forEach((item, i) => validateMenuItem(item, `${where}, item ${i + 1}`));
    checkNoRepeatedLinks(list, where);
  }
}

/** Everything this module exports, in the shape validateNavigation takes. */
export const navigationData = {
  groups: headerMenus,
  lists: {
    'Header links': headerLinks,
    'Mobile links': mobileLinks,
    ...Object.fromEntries(footerColumns.map((column) => [`Footer column ${column.title}`, column.items])),
    'Footer social links': footerSocialLinks,
    'Footer legal links': footerLegalLinks,
  },
};

validateNavigation(navigationData);
