/**
 * Every menu of the site in one place: the desktop mega-menu, the mobile menu
 * and the footer all render from this module, so a link is added, renamed or
 * moved here and nowhere else. The integration links are the exception: they
 * come from integrations/*.mdx through the integrations plugin, and only their
 * order is kept here.
 *
 * External addresses come from `siteLinks`. The checks in navigationChecks.ts
 * run when the site builds (and in the unit tests), not in the browser: a bad
 * entry fails the build with a message naming the entry and the field.
 */
import {siteLinks} from './siteLinks';

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
  'life-buoy',
  'rss',
  'scale',
  'brand-github',
  'brand-discord',
  'brand-linkedin',
  'brand-x',
] as const;

export type GlyphName = (typeof glyphNames)[number];

/** A glyph name, or the path of an image in static/ (e.g. '/img/integrations/openapi.svg'). */
export type MenuIcon = GlyphName | `/img/${string}`;

/** One link in a menu. */
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

/**
 * The order of the Integrations menu and the footer's Integrations column: the
 * slugs of integrations/*.mdx. An integration page missing from this list is
 * still shown, after these, by title; a slug here without a page fails the build.
 */
export const integrationsMenuOrder = [
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
];

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
  /** Our page about Studio, which leads on to Studio itself. */
  studioPage: {
    name: 'EventCatalog Studio',
    description: 'Design your architecture on a canvas',
    href: '/studio',
    icon: 'pencil-ruler',
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
    description: 'Free use and commercial licences',
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
    description: 'Questions about licences or services',
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
  support: {
    name: 'Support',
    description: 'Where to get help with EventCatalog',
    href: '/support',
    icon: 'life-buoy',
  },
  releaseUpdates: {
    name: 'Release updates',
    description: 'Follow new releases by feed, on Discord or on GitHub',
    href: '/newsletter',
    icon: 'rss',
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
      description: 'Docs and diagrams for event-driven systems',
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

export const resourcesMenu: MenuGroup = {
  id: 'resources',
  label: 'Resources',
  columns: 1,
  items: [
    {
      name: 'Blog',
      description: 'Releases, how-tos and news',
      href: '/blog',
      icon: 'newspaper',
    },
    links.community,
    links.consulting,
  ],
  promo: {
    eyebrow: 'From the blog, April 2025',
    title: 'Bring your own OpenAI API key',
    description: 'Chat with your catalog using an OpenAI model and key you choose.',
    href: '/blog/eventcatalog-openai',
    cta: 'Read the post',
    art: 'chat',
  },
};

/** Plain links beside the dropdowns. */
export const headerLinks: MenuItem[] = [links.enterprise, links.consulting, links.pricing];

/** Plain links under the mobile groups. */
export const mobileLinks: MenuItem[] = [links.pricing, links.community, links.repository];

export const footerSocialLinks: MenuItem[] = [links.repository, links.community, links.linkedin, links.x];

export const footerLegalLinks: MenuItem[] = [links.contact, links.license, links.codeOfConduct];

export interface FooterColumn {
  title: string;
  items: MenuItem[];
  /** Integrations are many and short: the footer lays them out in two columns. */
  wide?: boolean;
}

const isInternal = (item: MenuItem) => item.href.startsWith('/');

/**
 * The menus that list integrations, given those items (from the integrations
 * plugin's data in the browser, from its loader at build time and in tests).
 */
export function createNavigation(integrationItems: MenuItem[]) {
  const integrationsMenu: MenuGroup = {
    id: 'integrations',
    label: 'Integrations',
    columns: 4,
    items: integrationItems,
    more: {label: 'Show all integrations', href: '/integrations'},
  };
  /** Dropdowns of the desktop header, left to right. */
  const headerMenus: MenuGroup[] = [productMenu, featuresMenu, docsMenu, integrationsMenu, resourcesMenu];
  /** Collapsible groups of the mobile menu, top to bottom. */
  const mobileMenus: MenuGroup[] = [docsMenu, productMenu, featuresMenu, integrationsMenu, resourcesMenu];
  const footerColumns: FooterColumn[] = [
    {
      title: 'Product',
      items: [
        ...productMenu.items.filter(isInternal),
        ...featuresMenu.items.filter(isInternal),
        // The footer maps the site's pages: its Studio link is our page about Studio, not Studio itself.
        links.studioPage,
        links.pricing,
        links.demo,
      ],
    },
    {title: 'Integrations', items: integrationItems, wide: true},
    {
      title: 'Resources',
      // Community chat is in the footer's Community column.
      items: [
        ...docsMenu.items,
        ...resourcesMenu.items.filter((item) => item !== links.community),
        links.releaseUpdates,
        links.support,
        links.contributing,
      ],
    },
  ];
  return {
    integrationsMenu,
    headerMenus,
    mobileMenus,
    footerColumns,
  };
}

export type Navigation = ReturnType<typeof createNavigation>;

export const footerCompany = {
  owner: 'EventCatalog Ltd.',
  registration: 'Registered in England and Wales.',
};

/** "© <year> EventCatalog Ltd.": the year is the build's (siteConfig.customFields.copyrightYear), never a stale literal. */
export const copyrightLine = (year: number) => `© ${year} ${footerCompany.owner}`;
