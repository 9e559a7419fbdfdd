import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {classStartsWith, classesOf, findElement, findElements, hasClass, isChrome, isTag} from '../site-pages/chrome';

/**
 * A page's Markdown twin, made from the page's built HTML rather than its MDX
 * source, so that it holds what the reader sees: partials in place, release
 * values filled in, markers as their words, and the rows of components that
 * render data (the API index, filter tables, integration facts). The HTML is
 * turned into Markdown by rehype-remark and remark-gfm; what follows only
 * chooses the part of the page that is content and gives Docusaurus's own
 * widgets (code blocks, admonitions, tabs, diagrams) their Markdown form.
 */

/** The elements of <main> that are an <article>. */
const articlesOf = (main: Element | undefined) =>
  (main?.children ?? []).filter((child): child is Element => child.type === 'element' && child.tagName === 'article');

/**
 * What the twin leaves out besides the theme's chrome (src/plugins/site-pages/chrome.ts): a blog author's avatar
 * (the name follows it) and decorative images (alt=""), which say nothing. Tested on each element by hand rather
 * than as a CSS selector list: matching such a list against every element was a quarter of the conversion's time.
 */
const isNotContent = (node: Element): boolean =>
  isChrome(node) ||
  classesOf(node).includes('avatar__photo-link') ||
  (node.tagName === 'img' && node.properties.alt === '');

const hasClassStarting = (node: Element, prefix: string) => classesOf(node).some((name) => name.startsWith(prefix));
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});

/** A code block's source, line by line: each line of the highlighted block is one `.token-line`. */
function codeBlockText(container: Element): string {
  const lines = findElements(container, hasClass('token-line'));
  if (lines.length > 0) return lines.map((line) => toString(line)).join('\n');
  return toString(findElement(container, isTag('code')) ?? container);
}

/** Elements a browser lays out as blocks: each starts a label of its own in a drawing. */
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li ol p pre section table td th tr ul'.split(
    ' ',
  ),
);

/**
 * The text a drawing shows, as its lines: the text between block elements (a caption, a table cell) and each box
 * of a resource (VisualParts' Node, marked data-kind: its name, kind and version), whitespace collapsed, each
 * once, in the order drawn.
 */
function drawingLabels(drawing: Element): string[] {
  const labels = new Set<string>();
  let line = '';
  const endLine = () => {
    const label = line.replace(/\s+/g, ' ').trim();
    if (label) labels.add(label);
    line = '';
  };
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type === 'text') line += child.value;
      if (child.type !== 'element' || isNotContent(child)) continue;
      if (BLOCK_TAGS.has(child.tagName) || child.properties.dataKind !== undefined) {
        endLine();
        walk(child);
        endLine();
      } else walk(child);
    }
  };
  walk(drawing);
  endLine();
  return [...labels];
}

/**
 * Docusaurus's widgets, rewritten in the tree as the plain HTML that
 * rehype-remark turns into the Markdown a writer would have used.
 */
function simplify(node: Root | Element): void {
  node.children = node.children.flatMap((child): RootContent[] => {
    if (child.type !== 'element') return child.type === 'comment' || child.type === 'doctype' ? [] : [child];
    // A code block: <pre><code class="language-x">, under its title in bold where it has one (as the page shows
    // it above the code; a fence's meta would be read by fewer tools).
    if (hasClassStarting(child, 'codeBlockContainer')) {
      const language = classesOf(child).find((name) => name.startsWith('language-'));
      const title = findElement(child, classStartsWith('codeBlockTitle'));
      const code = element('code', [text(codeBlockText(child))], language ? {className: [language]} : {});
      return [...(title ? [element('p', [element('strong', [text(toString(title))])])] : []), element('pre', [code])];
    }
    // An admonition: a quote that starts with its heading ("Note", or the title the writer gave it).
    if (classesOf(child).includes('theme-admonition')) {
      const heading = findElement(child, classStartsWith('admonitionHeading'));
      const content = findElement(child, classStartsWith('admonitionContent'));
      const quote = element('blockquote', [
        element('p', [element('strong', [text(heading ? toString(heading).trim() : 'Note')])]),
        ...((content?.children ?? []) as ElementContent[]),
      ]);
      simplify(quote);
      return [quote];
    }
    // Tabs: every panel, each under its tab's label (the page shows one at a time).
    if (classesOf(child).includes('tabs-container')) {
      const labels = findElements(child, (node) => node.properties.role === 'tab').map((tab) => toString(tab).trim());
      const panels = findElements(child, (node) => node.properties.role === 'tabpanel');
      const parts = panels.flatMap((panel, index) => {
        simplify(panel);
        return [
          element('p', [element('strong', [text(labels[index] ?? '')])]),
          ...(panel.children as ElementContent[]),
        ];
      });
      return parts as RootContent[];
    }
    // A diagram drawn in the browser: the server writes its source in a <noscript> (src/theme/Mermaid).
    if (child.tagName === 'noscript') {
      // Parsed as elements, or as raw text where the parser runs as a browser with scripting on.
      const onlyText = child.children.every((node) => node.type === 'text');
      const inner = onlyText ? fromHtml(toString(child), {fragment: true}) : child;
      simplify(inner);
      return inner.children as RootContent[];
    }
    // A drawing of the product: its description, then the labels a reader sees in it (the names of services,
    // messages and versions), which the description does not all repeat.
    if (child.properties?.role === 'img' && typeof child.properties.ariaLabel === 'string') {
      const labels = drawingLabels(child);
      return [
        element('p', [element('em', [text(`Illustration: ${child.properties.ariaLabel}`)])]),
        ...(labels.length > 0
          ? [
              element(
                'ul',
                labels.map((label) => element('li', [text(label)])),
              ),
            ]
          : []),
      ];
    }
    // A card of a generated index page: its heading without the icon the theme puts before the title.
    if (classesOf(child).includes('theme-doc-card-heading') && typeof child.properties.title === 'string') {
      return [{...child, children: [text(child.properties.title)]}];
    }
    // <details>: the summary as a bold line, then what it hides.
    if (child.tagName === 'summary') return [element('p', [element('strong', child.children)])];
    simplify(child);
    return [child];
  });
}

function removeNotContent(node: Root | Element): void {
  node.children = node.children.filter((child) => !(child.type === 'element' && isNotContent(child)));
  for (const child of node.children) if (child.type === 'element') removeNotContent(child);
}

/** Links and images absolute on the site, so the Markdown still leads somewhere when read away from it. */
function absolutise(tree: Element, site: string, pagePath: string): void {
  const linked = (node: Element) =>
    (node.tagName === 'a' && node.properties.href !== undefined) ||
    (node.tagName === 'img' && node.properties.src !== undefined);
  for (const node of findElements(tree, linked)) {
    const key = node.tagName === 'a' ? 'href' : 'src';
    const value = String(node.properties[key]);
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) continue;
    node.properties[key] = value.startsWith('#')
      ? `${site}${pagePath}${value}`
      : new URL(value, `${site}${pagePath}`).href;
  }
}

const processor = unified()
  .use(rehypeRemark, {
    handlers: {
      // A fence with the block's language.
      pre(state, node: Element) {
        const code = findElement(node, isTag('code'));
        const language = code && classesOf(code).find((name) => name.startsWith('language-'));
        return {
          type: 'code',
          lang: language ? language.slice('language-'.length) : null,
          meta: null,
          value: toString(code ?? node).replace(/\n$/, ''),
        };
      },
    },
  })
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

/**
 * The Markdown of the content of one built page, from its <main> as the model of pages parsed it. The tree is
 * rewritten on the way (copying it took a tenth of the conversion's time): a reader that needs it afterwards reads
 * it first (site-pages/reading.ts) or passes a copy. `site` is the site's origin and `pagePath` the page's path on
 * it, for absolute links.
 */
export function mainToMarkdown(main: Root | undefined, {site, pagePath}: {site: string; pagePath: string}): string {
  if (!main) throw new Error(`${pagePath}: the page has no <main> to write as Markdown`);
  // The content: a doc's Markdown, a blog post's article, else all of <main> (an integration page's header holds its
  // facts; a blog listing has one article per post).
  const mainElement = findElement(main, isTag('main'));
  const articles = articlesOf(mainElement);
  const root =
    (articles.length > 1 ? undefined : (findElement(main, hasClass('theme-doc-markdown')) ?? articles[0])) ??
    mainElement;
  if (!root) throw new Error(`${pagePath}: no content to write as Markdown (no .theme-doc-markdown, article or main)`);
  removeNotContent(root);
  simplify(root);
  absolutise(root, site, pagePath);
  const mdast = processor.runSync({type: 'root', children: [root]} satisfies Root);
  return `${processor.stringify(mdast as never).trim()}\n`;
}

/** The Markdown of a whole built page's HTML (its <main>): for tests and one-off conversions. */
export function htmlToMarkdown(html: string, options: {site: string; pagePath: string}): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
  return mainToMarkdown(fromHtml(main, {fragment: true}), options);
}
