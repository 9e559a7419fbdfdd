import type {Element} from 'hast';

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
