import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
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
 * Only the page's own content is read: navbar, footer, sidebar, table of
 * contents, breadcrumbs, pagination and code blocks are left out.
 */

/** Chrome and non-prose inside the content root: these elements and everything in them are skipped. */
const IGNORED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'iframe',
  'video',
  'audio',
  'canvas',
  'form',
  // Code is left to the page: DocSearch does not index it either, and it drowns snippets.
  'pre',
]);
const IGNORED_CLASSES = new Set([
  'theme-code-block',
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-doc-footer',
  'theme-edit-this-page',
  'theme-last-updated',
  'theme-doc-sidebar-container',
  'docusaurus-mermaid-container',
  // Cards that only link to other pages (generated category indexes, DocCardList).
  'theme-doc-card-container',
]);

function isIgnored(element: Element): boolean {
  if (IGNORED_TAGS.has(element.name)) return true;
  const {class: className, role} = element.attribs;
  // data-search-ignore: an opt-out for page authors.
  if (element.attribs['aria-hidden'] === 'true' || role === 'tablist' || 'data-search-ignore' in element.attribs)
    return true;
  // admonitionHeading…: the "note" or "tip" label of an admonition, not its text.
  return !!className && className.split(/\s+/).some((c) => IGNORED_CLASSES.has(c) || c.startsWith('admonitionHeading'));
}

/** The text of a node and everything inside it, without ignored elements. */
function textContent(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' || isIgnored(node)) return '';
  return node.children.map(textContent).join('');
}

/** Elements that do not break a paragraph. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Whitespace collapsed; zero-width spaces (Docusaurus puts one in each heading's anchor link) removed. */
export const cleanText = (text: string) =>
  text
    .replace(/[\u200B\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export class SearchExtractionError extends Error {}

type PageKind = {lvl0: string; root: string[]};

/**
 * Which pages are searched, and the section each belongs to, from the classes
 * Docusaurus puts on <html>. Listings (blog index, tag pages, archive), the
 * search page, the not-found page and redirect stubs are left out: their
 * text is another page's.
 */
function pageKind($head: CheerioAPI, file: string, siteTitle: string): PageKind | undefined {
  const classes = new Set(($head('html').attr('class') ?? '').split(/\s+/));
  const pluginId = [...classes].find((c) => c.startsWith('plugin-id-'))?.slice('plugin-id-'.length) ?? 'default';
  if (classes.has('docs-doc-page')) {
    const lvl0 = (searchSections.docs as Record<string, string>)[pluginId];
    if (!lvl0) {
      throw new SearchExtractionError(
        `${file}: docs plugin instance "${pluginId}" has no search section name. ` +
          `Add it to searchSections.docs in src/plugins/search/settings.ts (e.g. ${pluginId}: 'Docs').`,
      );
    }
    return {lvl0, root: ['.theme-doc-markdown', 'main']};
  }
  if (classes.has('blog-post-page'))
    return {lvl0: searchSections.blog, root: ['#__blog-post-container', 'main article']};
  if (classes.has('plugin-integrations')) return {lvl0: searchSections.integrations, root: ['main']};
  if (classes.has('plugin-pages')) {
    // Marketing pages are their own section, named after the page: "Pricing".
    const title = cleanText($head('head > title').first().text());
    const suffix = ` | ${siteTitle}`;
    const name = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    return {lvl0: name || siteTitle, root: ['main']};
  }
  return undefined;
}

/**
 * htmlparser2 rather than cheerio's default parser, parse5: several times
 * faster over a few hundred pages. It closes most tags the minifier leaves
 * open (</li>, </p>, </td>, </tr>) as browsers do, but not a table header's
 * before <tbody>: without the </thead> added below, a table's rows would end
 * up inside its header row. (Over the whole site both parsers give the same
 * records.)
 */
const PARSER = {xml: {xmlMode: false, decodeEntities: true}};

/**
 * Reads one built page. Returns undefined for pages that are not searched
 * (see pageKind) and for pages that ask robots not to index them.
 */
export function extractPage(
  html: string,
  options: {path: string; file?: string; siteTitle: string},
): SearchPage | undefined {
  const {path, siteTitle} = options;
  const file = options.file ?? path;
  // Only <head> (page kind, title, tags) and <main> (content) are read: parse just those.
  const headEnd = html.indexOf('</head>');
  const $head = load(headEnd >= 0 ? html.slice(0, headEnd) : html, PARSER);
  if (/noindex/i.test($head('meta[name="robots"], meta[property="robots"]').attr('content') ?? '')) return undefined;
  const kind = pageKind($head, file, siteTitle);
  if (!kind) return undefined;
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart < 0 || mainEnd < mainStart) return undefined;
  const $ = load(
    html.slice(mainStart, mainEnd + '</main>'.length).replace(/<tbody>/g, '</thead><tbody>'),
    PARSER,
    false,
  );
  const root = kind.root.map((selector) => $(selector).first()).find((el) => el.length > 0);
  if (!root) return undefined;

  // The page's title: its first h1 (outside the content root on blog posts), else the document title.
  const titleElement = (root.find('h1').length ? root.find('h1') : $('h1')).first();
  const title =
    (titleElement.length && cleanText(textContent(titleElement[0]))) || cleanText($head('head > title').first().text());
  if (!title)
    throw new SearchExtractionError(`${file}: the page has no <h1> and no <title> to name it in search results.`);

  const tag = $head('meta[name="docusaurus_tag"]').attr('content') ?? 'default';
  const language = $head('html').attr('lang') ?? 'en';
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

  // The DOM nodes themselves rather than cheerio wrappers: this runs over every node of every page.
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        buffer += node.data;
        if (linkDepth === 0 && /\S/.test(node.data)) ownText = true;
        continue;
      }
      if (node.type !== 'tag' || isIgnored(node)) continue;
      const name = node.name.toLowerCase();
      const heading = /^h([1-6])$/.exec(name);
      if (heading) {
        flush();
        if (node === titleElement[0]) continue;
        const text = cleanText(textContent(node));
        if (!text) continue;
        // An h1 other than the title is read as a top-level heading.
        const level = Math.max(2, Number(heading[1]));
        const hierarchy = {...current.hierarchy};
        hierarchy[`lvl${level}` as Level] = text;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as Level] = null;
        current = {type: `lvl${level}` as SectionType, anchor: node.attribs.id ?? null, hierarchy, paragraphs: []};
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
          .filter((cell): cell is Element => cell.type === 'tag' && (cell.name === 'td' || cell.name === 'th'))
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
  walk((root[0] as Element).children);
  flush();
  return {path, tag, language, sections};
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
