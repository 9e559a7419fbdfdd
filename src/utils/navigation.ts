import {docsMenu, integrationsMenuOrder, type MenuIcon, type MenuItem} from '../data/navigation';

/** Helpers over the site's menus (src/data/navigation.ts): which navbar a page uses, and menu items built from data. */

/** What the menus need of an integration (a subset of the plugin's metadata). */
export interface IntegrationMenuEntry {
  slug: string;
  title: string;
  menuDescription: string;
  logo: string;
  permalink: string;
  new: boolean;
  detailPage: boolean;
}

/** Every integration with a page of its own, as menu items in menu order. */
export function integrationMenuItems(entries: IntegrationMenuEntry[]): MenuItem[] {
  const rank = (slug: string) => {
    const index = integrationsMenuOrder.indexOf(slug);
    return index === -1 ? integrationsMenuOrder.length : index;
  };
  return entries
    .filter((entry) => entry.detailPage)
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.title.localeCompare(b.title))
    .map((entry) => ({
      name: entry.title,
      description: entry.menuDescription,
      href: entry.permalink,
      icon: entry.logo as MenuIcon,
      ...(entry.new && {new: true}),
    }));
}

/**
 * Docs pages keep the classic Docusaurus navbar: /docs and every path below it (the current docs, 4.x and the SDK
 * reference). Only a whole first segment counts, so a blog post at /blog/docs-as-code keeps the marketing header.
 */
export function usesDocsNavbar(pathname: string): boolean {
  return pathname === '/docs' || pathname.startsWith('/docs/');
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
