import {searchSections} from './settings';

/**
 * Types and helpers shared by the indexer (Node) and the search client
 * (browser): nothing here may import a Node module.
 */

export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];
export type Hierarchy = Record<Level, string | null>;
/** lvl1 is a page's opening text (under its title); lvl2–lvl6 the text under a heading of that level. */
export type SectionType = Exclude<Level, 'lvl0'>;

export type Section = {
  type: SectionType;
  /** The heading's id, for url#anchor; null for the opening text and for headings without an id. */
  anchor: string | null;
  hierarchy: Hierarchy;
  /** Paragraphs, list items and table rows in the section, as plain text. */
  paragraphs: string[];
};

export type SearchPage = {
  /** Site path without origin, e.g. /docs/channels. */
  path: string;
  /** Docusaurus's search tag (docs-default-current, docs-sdk-current, default): contextual search filters on it. */
  tag: string;
  language: string;
  sections: Section[];
};

/** The User Timing mark the page sets once client/warmModal.tsx has drawn the modal ahead (a browser test waits for it). */
export const MODAL_WARMED_MARK = 'search-modal-warmed';

/** Escapes text for the places DocSearch and the search page show results as HTML. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A hierarchy as results carry it: lvl1–lvl6 escaped (DocSearch shows them as
 * HTML, recent searches included), lvl0 as text (the modal shows the group
 * name as text).
 */
export function escapeHierarchy(hierarchy: Hierarchy): Hierarchy {
  return Object.fromEntries(
    levels.map((level) => [
      level,
      hierarchy[level] === null || level === 'lvl0' ? hierarchy[level] : escapeHtml(hierarchy[level]!),
    ]),
  ) as Hierarchy;
}

/**
 * The three parts of a section's record in the local index, in order: the
 * headings above it (joined by the separator), its own heading, its text.
 */
export const PART_IDS = {ancestors: 'a', heading: 'h', body: 'b'} as const;
export const ANCESTOR_SEPARATOR = '·';

/**
 * Test builds only (the plugin's testEngineSwitch): a browser storage key the
 * browser tests set to 'local' or 'algolia' to choose the engine.
 */
export const TEST_ENGINE_STORAGE_KEY = 'site-test:search-engine';

/**
 * Pagefind's ranking options (its defaults otherwise). Records are sections,
 * short or long by nature; with Pagefind's default penalty on long records a
 * page titled "Services" ranked below short SDK pages that merely mention a
 * service. Without the penalty, nearly every page comes in the first five
 * hits for its own title (the bench counts them: scripts/bench-local-search.mjs).
 */
export const PAGEFIND_RANKING = {pageLength: 0};

/**
 * Pagefind's own weights for h1–h6 (body text is 1): a blog post's headings
 * get these times BLOG_WEIGHT, so that they keep their order among themselves.
 */
export const HEADING_WEIGHTS = [7, 6, 5, 4, 3, 2];

/** How much a blog post's words count against the same words elsewhere. */
export const BLOG_WEIGHT = 0.6;

/**
 * The group a hit is listed under in the modal (DocSearch groups hits by
 * lvl0 and shows at most five per group): the section's name for docs, SDK,
 * blog and integrations; marketing pages are each a group of their own, all
 * filed under one value. The index stores it as the filter `group`, so the
 * client knows each result's group before it fetches the result's fragment.
 */
export const MARKETING_GROUP = 'page';
const namedGroups = new Set<string>([
  ...Object.values(searchSections.docs),
  searchSections.blog,
  searchSections.integrations,
]);
export const hitGroups = [...namedGroups, MARKETING_GROUP];
export function hitGroup(lvl0: string): string {
  return namedGroups.has(lvl0) ? lvl0 : MARKETING_GROUP;
}
