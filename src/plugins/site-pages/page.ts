import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse, parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {hasTwin} from '../agents/twins.mjs';
import {servedPath} from './routes.mjs';

/**
 * One built page, parsed: what its <head> says and its <main> as a tree. The threads that read the build
 * (./reading.ts) parse each page with it once; tests and scripts that read a finished build folder use it too.
 */

/** What a page is, from the classes Docusaurus puts on <html>. */
export type PageKind = 'doc' | 'blog-post' | 'integration' | 'page' | 'other';

export type BuiltPage = {
  /** The route as Docusaurus lists it, base URL included ("/docs/sdk/" keeps its slash). */
  route: string;
  /** The address it is served at: the route without a trailing slash. */
  path: string;
  /** The built file, absolute. */
  file: string;
  html: string;
  /** The plugin that created the route ("docusaurus-plugin-content-docs", "native" for the not-found page…). */
  plugin: {name: string; id: string};
  kind: PageKind;
  /** The docs plugin instance of a doc page ("default", "sdk"); "default" elsewhere. */
  pluginId: string;
  /** The document's <title>, <meta name="description">, docs tag and language. */
  title: string;
  description: string;
  tag: string;
  language: string;
  /** The page asks robots not to index it (<meta name="robots" content="noindex">). */
  noindex: boolean;
  /** Whether the page has a Markdown twin: twins.mjs' rule on its plugin. */
  hasTwin: boolean;
  /** The page's <main> element as HTML (what its content depends on), or undefined. */
  mainHtml: string | undefined;
  /** <main>, parsed on first use and then shared: readers must not change the tree (clone it first). */
  main(): Root | undefined;
};

type Parse5Element = DefaultTreeAdapterMap['element'];
const isParse5Element = (node: DefaultTreeAdapterMap['childNode']): node is Parse5Element => 'tagName' in node;
const attributeOf = (element: Parse5Element | undefined, name: string) =>
  element?.attrs.find((attribute) => attribute.name === name)?.value;

/**
 * The head of a page: read with a parser, once, for every reader, from parse5's own tree (no hast copy of the head
 * is made only to be searched with CSS selectors).
 */
function readHead(html: string) {
  const headEnd = html.indexOf('</head>');
  const document = parse(headEnd >= 0 ? `${html.slice(0, headEnd)}</head>` : html);
  const htmlElement = document.childNodes.filter(isParse5Element).find((node) => node.tagName === 'html');
  const headElements =
    htmlElement?.childNodes
      .filter(isParse5Element)
      .find((node) => node.tagName === 'head')
      ?.childNodes.filter(isParse5Element) ?? [];
  const meta = (name: string) =>
    attributeOf(
      headElements.find(
        (node) =>
          node.tagName === 'meta' && (attributeOf(node, 'name') === name || attributeOf(node, 'property') === name),
      ),
      'content',
    ) ?? '';
  const titleElement = headElements.find((node) => node.tagName === 'title');
  return {
    classes: new Set((attributeOf(htmlElement, 'class') ?? '').split(/\s+/).filter(Boolean)),
    title: (titleElement?.childNodes ?? [])
      .map((node) => ('value' in node ? node.value : ''))
      .join('')
      .trim(),
    description: meta('description'),
    tag: meta('docusaurus_tag') || 'default',
    language: attributeOf(htmlElement, 'lang') ?? 'en',
    noindex: /noindex/i.test(meta('robots')),
  };
}

function kindOf(classes: Set<string>): PageKind {
  if (classes.has('docs-doc-page')) return 'doc';
  if (classes.has('blog-post-page')) return 'blog-post';
  if (classes.has('plugin-integrations')) return 'integration';
  if (classes.has('plugin-pages')) return 'page';
  return 'other';
}

/**
 * HTML as a hast tree, without the source positions hast-util-from-html adds to every node: no reader uses them,
 * and leaving them out parses the site's <main> elements in a third of the time (1.6 s against 0.5-0.7 s for 655
 * pages, 28 November 2026) with less memory.
 */
const parseHtml = (html: string): Root => fromParse5(parseFragment(html)) as Root;

/** <main> as HTML: only it holds content, and parsing just it skips the head, navbar and sidebar. */
function mainHtmlOf(html: string): string | undefined {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : undefined;
}

/** One built page, from its HTML (see BuiltPage). */
export function builtPage({
  route,
  file,
  html,
  plugin,
}: {
  route: string;
  file: string;
  html: string;
  plugin: {name: string; id: string};
}): BuiltPage {
  const {classes, ...head} = readHead(html);
  const mainHtml = mainHtmlOf(html);
  let main: Root | undefined | null = null;
  return {
    route,
    path: servedPath(route),
    file,
    html,
    plugin,
    kind: kindOf(classes),
    pluginId: [...classes].find((c) => c.startsWith('plugin-id-'))?.slice('plugin-id-'.length) ?? 'default',
    ...head,
    hasTwin: hasTwin(plugin.name),
    mainHtml,
    main: () => (main === null ? (main = mainHtml ? parseHtml(mainHtml) : undefined) : main),
  };
}
