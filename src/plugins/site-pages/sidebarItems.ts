/**
 * Docs sidebars as the docs plugin loads them (before it resolves them for the
 * theme), read by the plugins that list every page: the Markdown twins and
 * llms.txt, and the social cards.
 */

export type SidebarItem = {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItem[];
  link?: Record<string, string>;
};

/** A category's generated index page (/docs/development/guides …): its title, description and the docs in it. */
export type CategoryIndex = {title: string; description?: string; permalink: string; docIds: string[]};

export function generatedIndices(items: SidebarItem[]): CategoryIndex[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const nested = generatedIndices(item.items ?? []);
    if (item.link?.type !== 'generated-index') return nested;
    const docIds = (item.items ?? []).filter((child) => child.type === 'doc' && child.id).map((child) => child.id!);
    const title = item.link.title ?? item.label ?? '';
    return [{title, description: item.link.description, permalink: item.link.permalink, docIds}, ...nested];
  });
}
