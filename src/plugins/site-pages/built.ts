import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Props, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import {hasTwin} from '../agents/twins.mjs';
import {bundled, hashOf, siteDir} from './bundle';
import {builtPage, type BuiltPage} from './page';
import {readerShortcuts} from './readerShortcuts';
import type {PageReading, PageSource} from './reading';
import {fileOfRoute, pathOfFile, servedPath} from './routes.mjs';

/**
 * The built site, read once per build and shared by every plugin's postBuild (search, the Markdown twins and
 * llms.txt, the security headers, the docs server's index): each page rendered by Docusaurus is read from disk
 * once, and parsed once, in threads (./reading.ts), which hand back what every reader takes from it: what its
 * <head> says, its search sections and its Markdown. Docusaurus runs the plugins' postBuild side by side; the first
 * to call readBuiltSite starts the read and the others wait for the same one.
 *
 * A rebuild parses only the pages whose HTML changed: the readings of the last build are kept in
 * node_modules/.cache/site-pages/, with the code that made them.
 *
 * Only the routes Docusaurus rendered are read, not every .html file in build/: other plugins add files beside
 * them while this runs (the redirect pages of @docusaurus/plugin-client-redirects), and naming the routes keeps
 * what is read the same from one build to the next.
 */

/** A built page as every postBuild reads it: where it is, its HTML, and what the readers took from it. */
export type SitePage = PageSource &
  PageReading & {
    /** The address it is served at: the route without a trailing slash. */
    path: string;
    /** Whether the page has a Markdown twin: twins.mjs' rule on its plugin. */
    hasTwin: boolean;
  };

export type BuiltSite = {pages: SitePage[]; byPath: Map<string, SitePage>};

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

/**
 * A page's HTML with the names of the bundler's files (/assets/js/main.1a2b3c4d.js) left out: no reading depends
 * on them, and a build from the bundler's cache names some of them differently from a build without it (its runtime
 * chunk, minified with other variable names), which alone would read every page again.
 */
function withoutAssetNames(html: string): string {
  return html.replace(/\/assets\/[^"'\s>)]+/g, '/assets/');
}

/** On the global object, as READS below: the search plugin's copy of this module asks for the same pages' keys. */
const PAGE_KEYS = Symbol.for('eventcatalog-website/site-pages/page-keys');
const pageKeys = ((globalThis as Record<symbol, unknown>)[PAGE_KEYS] ??= new WeakMap()) as WeakMap<
  Pick<PageSource, 'route' | 'html'>,
  string
>;

/**
 * A page's fingerprint: its route and its HTML without the bundler's file names. Worked out once per page (every
 * reader of the same build asks with the same page).
 */
export function pageKey(page: Pick<PageSource, 'route' | 'html'>): string {
  let key = pageKeys.get(page);
  if (!key) pageKeys.set(page, (key = hashOf(`${page.route}\0${withoutAssetNames(page.html)}`)));
  return key;
}

/**
 * Pages a thread reads per task. Per-page tasks would spend more on messages than on reading; this many keeps both
 * threads busy to the end. A page takes about 7 ms to read (4.2 s for 593 pages in one thread, 28 November 2026:
 * readPage over a finished build with `node --import tsx`).
 */
const PAGES_PER_TASK = 12;

/** The reader threads (./readerThread.ts): their bundled code, and a pool of them running it. */
type Readers = {code: string; pool: import('tinypool').default};

/** The reader threads' code: ./readerThread.ts and all it imports, in one file, with ./readerShortcuts.ts. */
export const readerCode = (): Promise<string> =>
  bundled(path.join(__dirname, 'readerThread.ts'), {
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    plugins: [readerShortcuts],
  });

/** Where the threads' code and the readings of the last build are kept. */
const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'site-pages');

/** On the global object, as READS below: every plugin's copy of this module must find the same threads. */
const READERS = Symbol.for('eventcatalog-website/site-pages/readers');

/**
 * Starts the threads that read the built pages, once per process: their code bundled, written to a file and loaded
 * by one thread per core (at most 4). Begun by startReaders while the site loads, both overlap the bundler instead of
 * coming first in postBuild, where they took 0.6 and 0.75 s of a cold build (28 November 2026, timestamps logged
 * in readingsOf and pagefind-writer.mjs during `npx docusaurus build` with build/, .docusaurus/ and the caches
 * removed).
 */
function readers(): Promise<Readers> {
  const started = (globalThis as Record<symbol, Promise<Readers> | undefined>)[READERS];
  if (started) return started;
  const starting = (async (): Promise<Readers> => {
    const code = await readerCode();
    const threadFile = path.join(cacheDir, `reader-${hashOf(code)}.cjs`);
    await fs.mkdir(cacheDir, {recursive: true});
    // The bundles of earlier code go.
    for (const file of await fs.readdir(cacheDir))
      if (file.startsWith('reader-') && file !== path.basename(threadFile)) await fs.rm(path.join(cacheDir, file));
    await fs.writeFile(threadFile, code);
    const threads = Math.max(1, Math.min(os.availableParallelism(), 4));
    // Imported here: tinypool counts the machine's CPUs with a shell command as it loads (0.1 s), and each plugin
    // importing this file would load a copy of its own.
    const {default: Tinypool} = await import('tinypool');
    return {code, pool: new Tinypool({filename: threadFile, minThreads: threads, maxThreads: threads})};
  })();
  (globalThis as Record<symbol, Promise<Readers>>)[READERS] = starting;
  return starting;
}

/**
 * Starts the reader threads early (see readers): for a plugin's load step in a production build, which will read
 * its pages in postBuild. Nothing waits for it; a failure shows when postBuild asks for the threads.
 */
export function startReaders(): void {
  readers().catch(() => {});
}

/**
 * What the readers take from each page (./reading.ts), one promise per page in the order of `sources`: the last
 * build's reading where a page is unchanged, else what a thread reads. The readings of this build are kept for the
 * next once all are in.
 */
async function readingsOf(
  sources: PageSource[],
  site: {url: string; title: string},
): Promise<{readings: Promise<PageReading>[]; kept: Promise<void>}> {
  const {code, pool} = await readers();
  const version = hashOf(`${code}\0${site.url}\0${site.title}`);
  const cacheFile = path.join(cacheDir, 'readings.json');
  const cache: {version: string; readings: Record<string, PageReading>} | undefined = await fs
    .readFile(cacheFile, 'utf8')
    .then(JSON.parse, () => undefined);
  const known = cache?.version === version ? cache.readings : {};
  const keys = sources.map(pageKey);
  const readings: Promise<PageReading>[] = keys.map((key) => Promise.resolve(known[key]));
  const unread = sources.flatMap((source, i) => (keys[i] in known ? [] : [{source, i}]));
  const tasks = [];
  for (let start = 0; start < unread.length; start += PAGES_PER_TASK) {
    const batch = unread.slice(start, start + PAGES_PER_TASK);
    const task: Promise<PageReading[]> = pool.run({pages: batch.map(({source}) => source), site});
    tasks.push(task);
    batch.forEach(({i}, n) => (readings[i] = task.then((read) => read[n])));
  }
  void Promise.allSettled(tasks).then(() => {
    if (unread.length)
      console.log(
        `[site-pages] ${unread.length} of ${sources.length} pages parsed in ${pool.threads.length} threads (the rest unchanged since the last build)`,
      );
    // A later read in this process (a test's) starts threads of its own.
    (globalThis as Record<symbol, unknown>)[READERS] = undefined;
    return pool.destroy();
  });
  // Kept for the next build once every page is read (unless none was read anew); a failed read keeps nothing (the
  // build fails anyway).
  if (unread.length === 0) return {readings, kept: Promise.resolve()};
  const kept = Promise.all(readings).then(async (all) => {
    await fs.mkdir(cacheDir, {recursive: true});
    await fs.writeFile(
      cacheFile,
      JSON.stringify({version, readings: Object.fromEntries(keys.map((k, i) => [k, all[i]]))}),
    );
  });
  return {readings, kept};
}

/** What the read needs of a build's props: its pages, where they are, and the site's URL and title. */
type ReadProps = Pick<Props, 'outDir' | 'routes' | 'routesPaths'> & {
  siteConfig: Pick<Props['siteConfig'], 'url' | 'title'>;
};

/** A read of the built site under way: every page's source at once, each page when its reading is in. */
export type BuiltSiteRead = {
  /** Every page's route, file, HTML and plugin, in route order: known before any page is parsed. */
  sources: PageSource[];
  /** Each page with what the readers took from it, in the same order, as its reading comes in. */
  pages: Promise<SitePage>[];
  /** Every page, once all are in. */
  site: Promise<BuiltSite>;
};

async function read(props: ReadProps): Promise<BuiltSiteRead> {
  const plugins = routePlugins(props.routes);
  const routes = [...new Set(props.routesPaths)].sort();
  // Read one after another, synchronously: 72 ms for a build's 658 HTML files, against 170-190 ms for all at once
  // through libuv's four threads (29 November 2026, both ways in one script over a finished build).
  const sources: PageSource[] = routes.map((route) => {
    const file = path.join(props.outDir, fileOfRoute(route));
    return {
      route,
      file,
      html: readFileSync(file, 'utf8'),
      plugin: plugins.get(route) ?? {name: 'native', id: 'default'},
    };
  });
  const started = Date.now();
  const {readings, kept} = await readingsOf(sources, {
    url: props.siteConfig.url.replace(/\/$/, ''),
    title: props.siteConfig.title,
  });
  const pages = sources.map((source, i) =>
    readings[i].then((reading): SitePage => {
      const page = {...source, ...reading, path: servedPath(source.route), hasTwin: hasTwin(source.plugin.name)};
      if (page.hasTwin && page.noindex)
        throw new Error(
          `[site-pages] ${page.route} (plugin ${page.plugin.name}) asks robots not to index it, yet twins.mjs gives ` +
            'its plugin a Markdown twin: add the plugin to PLUGINS_WITHOUT_TWIN in src/plugins/agents/twins.mjs.',
        );
      return page;
    }),
  );
  // A reader may stop waiting at the first failure: the others must not be reported as unhandled.
  for (const page of pages) page.catch(() => {});
  // The whole site is in once every page is read and the readings are kept for the next build.
  const site = Promise.all([Promise.all(pages), kept]).then(([all]) => {
    console.log(`[site-pages] ${all.length} built pages read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {pages: all, byPath: new Map(all.map((page) => [page.path, page]))};
  });
  site.catch(() => {});
  return {sources, pages, site};
}

/**
 * Every HTML page of a build folder, for scripts that read a finished build (scripts/algolia-push.ts) and tests:
 * without Docusaurus's list of routes, every .html file counts, its route named from its file under `baseUrl`.
 * Which plugin made each page is not known here (plugin "unknown", no twin). Parsed here, in this thread.
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

/**
 * The reads of this process, by build. On the global object, not in this module: Docusaurus loads each plugin's
 * module tree afresh, so each plugin that imports this file gets a copy of its own.
 */
const READS = Symbol.for('eventcatalog-website/site-pages/reads');
const reads = ((globalThis as Record<symbol, unknown>)[READS] ??= new WeakMap()) as WeakMap<
  object,
  Promise<BuiltSiteRead>
>;

/**
 * The read of this build's site (see above), page by page as each comes in: for a reader that can start on the
 * first pages before the last are parsed (the search index). Every caller in one build gets the same read.
 */
export function builtSiteRead(props: ReadProps): Promise<BuiltSiteRead> {
  // Every plugin's postBuild gets a props object of its own, but the same routesPaths array.
  let started = reads.get(props.routesPaths);
  if (!started) {
    started = read(props);
    reads.set(props.routesPaths, started);
  }
  return started;
}

/** The built site of this build, every page read (see above); every caller in one build gets the same read. */
export async function readBuiltSite(props: ReadProps): Promise<BuiltSite> {
  return (await builtSiteRead(props)).site;
}
