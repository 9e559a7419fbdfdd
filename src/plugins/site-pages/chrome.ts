import type {Element, Root} from 'hast';

/**
 * The theme's parts inside a page's <main> that are not the page's content: heading anchors, the mobile table of
 * contents, pagination, the doc footer, an older version's banner and badge, buttons, navigation, icons and code
 * that runs. Every reader of the built pages leaves them out (the search records, the Markdown twins, the docs
 * server); each adds its own choices on top (search also drops code blocks and diagrams, which twins keep).
 * A rename of one of the theme's classes is mended here, once.
 */
const CHROME_TAGS = new Set(['button', 'nav', 'svg', 'script', 'style', 'template']);
const CHROME_CLASSES = new Set([
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-breadcrumbs',
  'theme-doc-sidebar-container',
  'theme-doc-version-banner',
  'theme-doc-version-badge',
  'pagination-nav',
  'theme-doc-footer',
  'theme-edit-this-page',
  'theme-last-updated',
]);

export const classesOf = (node: Element): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * Whether an element (and everything in it) is chrome. `data-search-ignore` marks the site's own controls inside
 * content (the page actions menu, the feedback form, an integration's link back to the list); a drawing of the
 * product carries it too, but is content (role="img": readers describe it in words).
 */
export function isChrome(node: Element): boolean {
  if (CHROME_TAGS.has(node.tagName)) return true;
  if (classesOf(node).some((name) => CHROME_CLASSES.has(name))) return true;
  return node.properties.dataSearchIgnore !== undefined && node.properties.role !== 'img';
}

type Parent = Root | Element;

/**
 * The first element under `node` (itself excluded), in document order, that passes `test`. Readers test elements
 * with these rather than CSS selectors: hast-util-select's matching was an eighth of the time spent reading the
 * built site; with these walks (and the head read from parse5's tree, ./page.ts) one thread reads a build's 654 pages
 * in 3.2-3.5 s instead of 3.8-4.3 s (28 November 2026: readPage over every page of a build folder with
 * `node --import tsx`, `--cpu-prof` for the share).
 */
export function findElement(node: Parent, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const inner = findElement(child, test);
    if (inner) return inner;
  }
  return undefined;
}

/** Every element under `node` (itself excluded), in document order, that passes `test`. */
export function findElements(node: Parent, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    findElements(child, test, found);
  }
  return found;
}

export const isTag = (tagName: string) => (element: Element) => element.tagName === tagName;
export const hasClass = (name: string) => (element: Element) => classesOf(element).includes(name);
/** What `[class^=prefix]` matches: the class attribute starts with it (CSS modules' names, `codeBlockTitle_x1y2`). */
export const classStartsWith = (prefix: string) => (element: Element) =>
  classesOf(element)[0]?.startsWith(prefix) ?? false;
