import type {Element, ElementContent, Root, RootContent} from 'hast';
// Not the folder's index: this module runs in the threads that read pages, which must not load the rest of it.
import {builtPage, type BuiltPage} from '../site-pages/page';
import {classesOf, findElement, hasClass, isChrome, isTag} from '../site-pages/chrome';
import {searchSections} from './settings';
import {
  escapeHierarchy,
  escapeHtml,
  type Hierarchy,
  type Level,
  type SearchPage,
  type Section,
  type SectionType,
} from './shared';

/**
 * What search knows about a built page, read from the HTML the build wrote so
 * that search sees what visitors see: its section of the site (lvl0), its
 * title (lvl1) and the text under each of its headings (lvl2–lvl6). The same
 * pages feed the local index (Pagefind, see ./index.ts) and the records pushed
 * to Algolia (scripts/algolia-push.ts), so both searches return the same hits.
 *
 * The page comes from the model of the site's pages (src/plugins/site-pages),
 * which parsed its <main> once for every reader. Only the page's own content is
 * read: the theme's chrome is left out as every reader leaves it out
 * (site-pages/chrome.ts), and search also leaves out what does not read as
 * prose in a result: code blocks, diagrams, media, forms, link-only cards,
 * hidden parts and the site's controls. Everything search keeps is in the
 * page's Markdown twin too (tests/unit/search.test.ts checks it).
 */

/** Search's own choices, on top of the chrome: these elements and everything in them are skipped. */
const SEARCH_IGNORED_TAGS = new Set([
  'noscript',
  'iframe',
  'video',
  'audio',
  'canvas',
  'form',
  // Code is left to the page: DocSearch does not index it either, and it drowns snippets.
  'pre',
]);
const SEARCH_IGNORED_CLASSES = new Set([
  'theme-code-block',
  'docusaurus-mermaid-container',
  // Cards that only link to other pages (generated category indexes, DocCardList).
  'theme-doc-card-container',
]);

function isIgnored(element: Element): boolean {
  if (isChrome(element) || SEARCH_IGNORED_TAGS.has(element.tagName)) return true;
  const {ariaHidden, role, dataSearchIgnore} = element.properties;
  // data-search-ignore: an opt-out for page authors (drawings of the product carry it too).
  if (String(ariaHidden) === 'true' || role === 'tablist' || dataSearchIgnore !== undefined) return true;
  // admonitionHeading…: the "note" or "tip" label of an admonition, not its text.
  return classesOf(element).some((c) => SEARCH_IGNORED_CLASSES.has(c) || c.startsWith('admonitionHeading'));
}

/** The text of a node and everything inside it, without ignored elements. */
function textContent(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && isIgnored(node)) return '';
  if (node.type !== 'element' && node.type !== 'root') return '';
  return node.children.map(textContent).join('');
}

/** Elements that do not break a paragraph. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em i img ins kbd label mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/** Whitespace collapsed; zero-width spaces (Docusaurus puts one in each heading's anchor link) removed. */
export const cleanText = (text: string) =>
  text
    .replace(/[\u200B\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export class SearchExtractionError extends Error {}

const mainElement = (tree: Root) => findElement(tree, isTag('main'));

/**
 * The section of the site a page is searched under, and where its content is, most specific first. Listings
 * (blog index, tag pages, archive), the search page, the not-found page and redirect stubs are left out: their
 * text is another page's.
 */
function searchKind(
  page: BuiltPage,
  file: string,
  siteTitle: string,
): {lvl0: string; root: (main: Root) => Element | undefined} | undefined {
  switch (page.kind) {
    case 'doc': {
      const lvl0 = (searchSections.docs as Record<string, string>)[page.pluginId];
      if (!lvl0) {
        throw new SearchExtractionError(
          `${file}: docs plugin instance "${page.pluginId}" has no search section name. ` +
            `Add it to searchSections.docs in src/plugins/search/settings.ts (e.g. ${page.pluginId}: 'Docs').`,
        );
      }
      return {lvl0, root: (main) => findElement(main, hasClass('theme-doc-markdown')) ?? mainElement(main)};
    }
    case 'blog-post':
      return {
        lvl0: searchSections.blog,
        root: (main) => {
          const container = findElement(main, (element) => element.properties.id === '__blog-post-container');
          const mainElementOf = mainElement(main);
          return container ?? (mainElementOf && findElement(mainElementOf, isTag('article')));
        },
      };
    case 'integration':
      return {lvl0: searchSections.integrations, root: mainElement};
    case 'page': {
      // Marketing pages are their own section, named after the page: "Pricing".
      const title = cleanText(page.title);
      const suffix = ` | ${siteTitle}`;
      const name = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
      return {lvl0: name || siteTitle, root: mainElement};
    }
    default:
      return undefined;
  }
}

/**
 * What search holds of one built page. Returns undefined for pages that are not
 * searched (see searchKind) and for pages that ask robots not to index them.
 */
export function searchPage(page: BuiltPage, siteTitle: string, file = page.file): SearchPage | undefined {
  if (page.noindex) return undefined;
  const kind = searchKind(page, file, siteTitle);
  if (!kind) return undefined;
  const main = page.main();
  if (!main) return undefined;
  const root = kind.root(main);
  if (!root) return undefined;

  // The page's title: its first h1 (outside the content root on blog posts), else the document title.
  const titleElement = findElement(root, isTag('h1')) ?? findElement(main, isTag('h1'));
  const title = (titleElement && cleanText(textContent(titleElement))) || cleanText(page.title);
  if (!title)
    throw new SearchExtractionError(`${file}: the page has no <h1> and no <title> to name it in search results.`);

  const base: Hierarchy = {lvl0: kind.lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const sections: Section[] = [{type: 'lvl1', anchor: null, hierarchy: base, paragraphs: []}];
  let current = sections[0];
  let buffer = '';
  // Text outside links in the buffer: a paragraph that is only links ("Get
  // started", "All integrations", "Read the docs") is navigation, not content.
  let ownText = false;
  let linkDepth = 0;

  const flush = () => {
    const text = cleanText(buffer);
    if (text && ownText) current.paragraphs.push(text);
    buffer = '';
    ownText = false;
  };

  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        buffer += node.value;
        if (linkDepth === 0 && /\S/.test(node.value)) ownText = true;
        continue;
      }
      if (node.type !== 'element' || isIgnored(node)) continue;
      const name = node.tagName;
      const heading = /^h([1-6])$/.exec(name);
      if (heading) {
        flush();
        if (node === titleElement) continue;
        const text = cleanText(textContent(node));
        if (!text) continue;
        // An h1 other than the title is read as a top-level heading.
        const level = Math.max(2, Number(heading[1]));
        const hierarchy = {...current.hierarchy};
        hierarchy[`lvl${level}` as Level] = text;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as Level] = null;
        const anchor = node.properties.id === undefined ? null : String(node.properties.id);
        current = {type: `lvl${level}` as SectionType, anchor, hierarchy, paragraphs: []};
        sections.push(current);
        continue;
      }
      if (name === 'br') {
        buffer += ' ';
        continue;
      }
      // A table's header row names its columns: not content.
      if (name === 'thead') continue;
      if (name === 'tr') {
        // One row, one paragraph: "id — string — The id of the event".
        flush();
        buffer = node.children
          .filter(
            (cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'),
          )
          .map((cell) => cleanText(textContent(cell)))
          .filter(Boolean)
          .join(' — ');
        ownText = true;
        flush();
        continue;
      }
      if (name === 'a') {
        linkDepth += 1;
        walk(node.children);
        linkDepth -= 1;
        continue;
      }
      if (INLINE.has(name)) {
        walk(node.children);
        continue;
      }
      flush();
      walk(node.children);
      flush();
    }
  };
  walk(root.children);
  flush();
  return {path: page.path, tag: page.tag, language: page.language, sections};
}

/** What search holds of a page given as HTML (tests, one-off reads): see searchPage. */
export function extractPage(
  html: string,
  options: {path: string; file?: string; siteTitle: string},
): SearchPage | undefined {
  const page = builtPage({
    route: options.path,
    file: options.file ?? options.path,
    html,
    plugin: {name: 'unknown', id: 'default'},
  });
  return searchPage(page, options.siteTitle, options.file ?? options.path);
}

/** A record as DocSearch reads it (the shape Algolia's DocSearch crawler writes). */
export type DocSearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SectionType | 'content';
  content: string | null;
  hierarchy: Hierarchy;
  docusaurus_tag: string;
  language: string;
  /** Position in the page: earlier records rank first among equals. */
  weight: {level: number; position: number};
};

/**
 * Algolia records for a page, the way the DocSearch crawler cuts them: one per
 * heading (type lvlN, no content) and one per paragraph (type content).
 * Values are escaped: DocSearch shows them as HTML.
 */
export function docSearchRecords(page: SearchPage, origin: string): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const pageUrl = `${origin}${page.path}`;
  let position = 0;
  for (const section of page.sections) {
    const url = section.anchor ? `${pageUrl}#${section.anchor}` : pageUrl;
    const hierarchy = escapeHierarchy(section.hierarchy);
    const common = {
      url,
      url_without_anchor: pageUrl,
      anchor: section.anchor,
      hierarchy,
      docusaurus_tag: page.tag,
      language: page.language,
    };
    const level = Number(section.type.slice(3));
    records.push({
      ...common,
      objectID: `${page.path}#${section.anchor ?? ''}:${position}`,
      type: section.type,
      content: null,
      weight: {level: 100 - level * 10, position: position++},
    });
    for (const paragraph of section.paragraphs) {
      records.push({
        ...common,
        objectID: `${page.path}#${section.anchor ?? ''}:${position}`,
        type: 'content',
        content: escapeHtml(paragraph),
        weight: {level: 0, position: position++},
      });
    }
  }
  return records;
}
