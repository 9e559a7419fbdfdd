import {snippetWords} from './settings';
import {docSearchRecords, type DocSearchRecord} from './records';
import type {SearchPage} from './shared';

/**
 * The same records as the local index, for an Algolia index that DocSearch
 * reads (scripts/algolia-push.ts sends them), so maintainers are not tied to
 * Algolia's DocSearch crawler. The settings are those the DocSearch crawler
 * gives a Docusaurus index: DocSearch's modal and the theme's search page
 * rely on them (facets for contextual search, snippets, highlight tags).
 */
export const algoliaIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  // Contextual search filters on the language and the docs tag.
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: [`content:${snippetWords}`],
  snippetEllipsisText: '…',
  // Headings first, then earlier in the page.
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  // One hit per URL: a section's heading and its paragraphs share the url#anchor.
  distinct: true,
  attributeForDistinct: 'url',
  // The search page renames this class to style its matches.
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  camelCaseAttributes: ['hierarchy', 'content'],
  ignorePlurals: true,
  advancedSyntax: true,
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  removeWordsIfNoResults: 'allOptional' as const,
};

/** Every record of these pages; objectIDs are unique across the site. */
export function algoliaRecords(pages: SearchPage[], origin: string): DocSearchRecord[] {
  const records = pages.flatMap((page) => docSearchRecords(page, origin.replace(/\/$/, '')));
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.objectID)) throw new Error(`Two search records share the objectID ${record.objectID}`);
    seen.add(record.objectID);
  }
  return records;
}
