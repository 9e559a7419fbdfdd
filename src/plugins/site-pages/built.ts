import fs from 'node:fs/promises';
import path from 'node:path';
import type {Props, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse, parseFragment} from 'parse5';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {hasTwin} from '../agents/twins.mjs';
import {classesOf} from './chrome';
import {fileOfRoute, pathOfFile, servedPath} from './routes.mjs';

/**
 * The built site, read once per build and shared by every plugin's postBuild (search, the Markdown twins and
 * llms.txt, the security headers, the docs server's index): each page rendered by Docusaurus is read from disk
 * once, its <head> parsed and classified once, its <main> parsed at most once, when a reader first asks for it.
 * Docusaurus runs the plugins' postBuild side by side; the first to call readBuiltSite starts the read and the
 * others wait for the same one.
 *
 * Only the routes Docusaurus rendered are read, not every .html file in build/: other plugins add files beside
 * them while this runs (the redirect pages of @docusaurus/plugin-client-redirects), and naming the routes keeps
 * what is read the same from one build to the next.
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

export type BuiltSite = {pages: BuiltPage[]; byPath: Map<string, BuiltPage>};

/** Every route of the build with the plugin that created it (nested routes inherit their top route's plugin). */
function routePlugins(routes: PluginRouteConfig[]): Map<string, {name: string; id: string}> {
  const plugins = new Map<string, {name: string; id: string}>();
  const visit = (route: RouteConfig, plugin: {name: string; id: string}) => {
    if (route.routes?.length) route.routes.forEach((child) => visit(child, plugin));
    else if (!plugins.has(route.path)) plugins.set(route.path, plugin);
  };
  for (const route of routes) visit(route, route.plugin);
  return plugins;
}

/** The head of a page: read with a parser, once, for every reader. */
function readHead(html: string) {
  const headEnd = html.indexOf('</head>');
  const head = fromParse5(parse(headEnd >= 0 ? `${html.slice(0, headEnd)}</head>` : html));
  const htmlElement = select('html', head);
  const classes = new Set(htmlElement ? classesOf(htmlElement) : []);
  const meta = (name: string) => {
    const element = select(`meta[name="${name}"], meta[property="${name}"]`, head);
    return element ? String(element.properties.content ?? '') : '';
  };
  const titleElement = select('title', head);
  return {
    classes,
    title: titleElement ? toString(titleElement).trim() : '',
    description: meta('description'),
    tag: meta('docusaurus_tag') || 'default',
    language: String(htmlElement?.properties.lang ?? 'en'),
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

async function read(props: Pick<Props, 'outDir' | 'routes' | 'routesPaths'>): Promise<BuiltSite> {
  const plugins = routePlugins(props.routes);
  const routes = [...new Set(props.routesPaths)].sort();
  const pages = await Promise.all(
    routes.map(async (route) => {
      const file = path.join(props.outDir, fileOfRoute(route));
      const plugin = plugins.get(route) ?? {name: 'native', id: 'default'};
      const page = builtPage({route, file, html: await fs.readFile(file, 'utf8'), plugin});
      if (page.hasTwin && page.noindex)
        throw new Error(
          `[site-pages] ${route} (plugin ${plugin.name}) asks robots not to index it, yet twins.mjs gives its ` +
            'plugin a Markdown twin: add the plugin to PLUGINS_WITHOUT_TWIN in src/plugins/agents/twins.mjs.',
        );
      return page;
    }),
  );
  return {pages, byPath: new Map(pages.map((page) => [page.path, page]))};
}

/**
 * Every HTML page of a build folder, for scripts that read a finished build (scripts/algolia-push.ts) and tests:
 * without Docusaurus's list of routes, every .html file counts, its route named from its file under `baseUrl`.
 * Which plugin made each page is not known here (plugin "unknown", no twin).
 */
export async function readBuiltFolder(outDir: string, baseUrl = '/'): Promise<BuiltPage[]> {
  const entries = await fs.readdir(outDir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const relative = path.relative(outDir, file).split(path.sep).join('/');
      const route = `${baseUrl.replace(/\/$/, '')}${pathOfFile(relative)}`.replace(/(.)\/$/, '$1');
      return builtPage({route, file, html: await fs.readFile(file, 'utf8'), plugin: {name: 'unknown', id: 'default'}});
    }),
  );
}

const reads = new WeakMap<object, Promise<BuiltSite>>();

/** The built site of this build (see above); every caller in one build gets the same read. */
export function readBuiltSite(props: Pick<Props, 'outDir' | 'routes' | 'routesPaths'>): Promise<BuiltSite> {
  // Every plugin's postBuild gets a props object of its own, but the same routesPaths array.
  let site = reads.get(props.routesPaths);
  if (!site) {
    site = read(props);
    reads.set(props.routesPaths, site);
  }
  return site;
}
