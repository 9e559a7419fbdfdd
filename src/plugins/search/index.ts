import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {SearchEngine} from './settings';
import {searchPage} from './records';
import {builtSiteRead, pageKey, readBuiltFolder, type BuiltPage} from '../site-pages';
import {
  ANCESTOR_SEPARATOR,
  BLOG_WEIGHT,
  HEADING_WEIGHTS,
  hitGroup,
  levels,
  PART_IDS,
  type SearchPage,
  type Section,
} from './shared';
import {INDEX_DIR, searchSections} from './settings';
import {SECTION_TABLE_FILE} from './client/sectionTable';

/**
 * Search without Algolia. After the build, every searched page (docs of both
 * instances, SDK functions, blog posts, integrations, marketing pages) is read
 * from its HTML (./records.ts) and each of its sections is added to a
 * Pagefind index written to build/pagefind/. In the browser, a search client
 * shaped like Algolia's answers DocSearch's modal and the theme's /search page
 * from that index (./client), so both behave as they do with Algolia.
 *
 * Pagefind splits the index into small files: a query fetches the parts of the
 * word index it needs, not the whole index. Beside them, pagefind-writer.mjs
 * writes a section table (every record's hierarchy, link, group and page,
 * without its text), which the modal loads with the engine: its hits then
 * need a fragment only to show a snippet of a section's text.
 *
 * Everything else of search lives here too: the search bar and search page
 * (./theme, wrapping the Algolia theme's), the settings and texts
 * (./settings.ts) and the Algolia records and index settings (./algolia.ts).
 * DocSearch's button and shortcuts without the rest of DocSearch in main.js are
 * build tuning (src/plugins/build-tuning/docsearch-on-demand).
 */

export type LocalSearchOptions = {
  /** Which engine answers by default (from the environment, src/plugins/search/settings.ts). */
  engine: SearchEngine;
  /**
   * Test builds only: build the index even when Algolia answers, and let the
   * browser tests pick the engine at runtime (client/engine.ts), so one
   * build covers both.
   */
  testEngineSwitch?: boolean;
};

/** What the client reads with usePluginData('search') or globalData. */
export type LocalSearchGlobalData = {
  engine: SearchEngine;
  testEngineSwitch: boolean;
  /** Where the index lives, e.g. /pagefind/. */
  basePath: string;
  /**
   * Every value of the docs tag in the index. Contextual search usually asks
   * for all of them; the client then skips the filter, and with it the
   * download of the filter's index.
   */
  searchTags: string[];
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One section as the HTML document Pagefind indexes. Its heading keeps the
 * heading's level, so Pagefind's heading weights rank heading matches above
 * body matches. The headings above it (section, page title, parents) come
 * first at a low weight: "eventbridge configuration" finds the Configuration
 * section of the EventBridge page, as Algolia finds it through the hierarchy.
 * The hierarchy, URL and docs tag travel as filters.
 */
export function pagefindDocument(page: SearchPage, section: Section, position: number): {url: string; content: string} {
  const level = Number(section.type.slice(3));
  const heading = section.hierarchy[section.type]!;
  const url = section.anchor ? `${page.path}#${section.anchor}` : page.path;
  const ancestors = levels
    .slice(0, level)
    .map((l) => section.hierarchy[l])
    .filter((value): value is string => !!value);
  // What the client needs besides the text travels as filters, not metadata:
  // Pagefind returns both with each result, but makes every word of metadata
  // searchable ("lvl2" or a URL's words would match), and filters are only
  // downloaded for a query that filters on them (docusaurus_tag).
  const filter = (key: string, value: string) =>
    `<span data-pagefind-filter="${key}[data-value]" data-value="${escapeAttribute(value)}"></span>`;
  // The ids mark where each part starts: Pagefind reports each id's word
  // position, so the client can tell a heading match from a body match and
  // highlight the right words (client/hits.ts).
  // Only a page's own record has a title: Pagefind ranks matches in the title
  // higher, so a page's title outranks a section's heading, which (by its
  // heading weight) outranks body text, as DocSearch ranks lvl1, lvl2…, content.
  const isPage = section.type === 'lvl1';
  // Blog posts weigh less than docs, integrations and product pages: when
  // both match alike, the page that documents a topic comes before the post
  // that announced it. Pagefind scales a word's score by its element's
  // weight, so every part of a post's record is scaled by the same factor.
  const scale = section.hierarchy.lvl0 === searchSections.blog ? BLOG_WEIGHT : 1;
  const weight = (value: number) => (scale === 1 ? '' : ` data-pagefind-weight="${+(value * scale).toFixed(2)}"`);
  const content = [
    `<!doctype html><html lang="${escapeAttribute(page.language)}"><head>${isPage ? `<title>${escapeText(heading)}</title>` : ''}</head><body>`,
    `<p id="${PART_IDS.ancestors}" data-pagefind-weight="${+(ANCESTOR_WEIGHT * scale).toFixed(2)}">${escapeText(ancestors.join(` ${ANCESTOR_SEPARATOR} `))}</p>`,
    `<h${level} id="${PART_IDS.heading}"${weight(HEADING_WEIGHTS[level - 1])}${isPage ? ' data-pagefind-meta="title"' : ''}>${escapeText(heading)}</h${level}>`,
    section.paragraphs.length
      ? `<div id="${PART_IDS.body}"${weight(1)}>${section.paragraphs.map((p) => `<p>${escapeText(p)}</p>`).join('')}</div>`
      : '',
    ...levels.flatMap((l) => (section.hierarchy[l] ? [filter(l, section.hierarchy[l]!)] : [])),
    filter('type', section.type),
    // The modal's group, known before a hit's fragment is fetched (client/searchClient.ts).
    filter('group', hitGroup(section.hierarchy.lvl0!)),
    filter('url', url),
    // No language filter: Pagefind keeps one index per language and loads the page's.
    filter('docusaurus_tag', page.tag),
    '</body></html>',
  ].join('');
  // Pagefind keeps one record per URL, and a page's opening text and its
  // headings without an id share the page's URL: the record's key numbers the
  // section, the link it leads to is the url metadata.
  return {url: `${page.path}#${position}`, content};
}

/** Below body text (1): a page title alone should not outrank a paragraph that names the query. */
export const ANCESTOR_WEIGHT = 0.5;

/**
 * How much of the word index goes in one of its files, counted as Pagefind
 * counts it (word occurrences). A query waits for the file holding each of its
 * words; at Pagefind's default (20,000) those files are about 20 KB each here,
 * which on a slow phone connection is a tenth of a second of transfer before
 * the first hit. Smaller files mean less to wait for, but a half-typed word
 * finds its longer forms only in the file where it would sort and the file
 * where they end (loadWords): with both docs versions indexed, files of a
 * quarter of the default split the words starting with "event" over more than
 * two files. At 6,500 both held until the EventCatalog 5 pages (issue 54)
 * added more "event…" words; at 9,000 they hold again, in 49 files of which the
 * largest is 16.5 KB and the median 9.5 KB (29 November 2026: npm run build,
 * then ls -lS build/pagefind/index; tests/e2e/local-search.spec.ts checks the
 * sizes and the prefixes). The largest holds the words from "a" on and stays
 * that size at 8,500: its common words alone fill it. As the docs grow, the
 * two pull apart again.
 */
export const WORD_INDEX_CHUNK_SIZE = 9000;

/** What the index holds of each page, extracted in one go (see ./records.ts). */
function searchPages(pages: BuiltPage[], siteTitle: string): SearchPage[] {
  return pages.flatMap((page) => searchPage(page, siteTitle, path.relative(process.cwd(), page.file)) ?? []);
}

/** The pages of a finished build folder (of the given routes only, if named): for scripts and tests. */
async function folderPages(outDir: string, baseUrl: string, routes?: ReadonlySet<string>): Promise<BuiltPage[]> {
  return (await readBuiltFolder(outDir, baseUrl)).filter((page) => !routes || routes.has(page.route));
}

/** Reads every searched page of a finished build folder (of the given routes only, if named). */
export async function readBuiltPages(
  outDir: string,
  siteTitle: string,
  baseUrl = '/',
  routes?: ReadonlySet<string>,
): Promise<SearchPage[]> {
  return searchPages(await folderPages(outDir, baseUrl, routes), siteTitle);
}

/**
 * The code that decides what the index holds, beside the built pages
 * themselves: a change to any of these files, or to Pagefind, rebuilds it.
 */
const INDEXER_SOURCES = [
  ...[
    'index.ts',
    'records.ts',
    'shared.ts',
    'pagefind-writer.mjs',
    'entryFiles.mjs',
    'settings.ts',
    'client/sectionTable.ts',
  ].map((file) => path.join(__dirname, file)),
  ...['page.ts', 'reading.ts', 'chrome.ts'].map((file) => path.join(__dirname, '../site-pages', file)),
];

/** Pagefind's package.json (the package exports no path to it), for its version. */
function pagefindPackageJson(): string {
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const file = path.join(dir, 'pagefind', 'package.json');
    if (existsSync(file)) return file;
  }
  throw new Error('Pagefind is not installed: run `npm install`.');
}

/** A fingerprint of everything the index is made from: the built pages, the site title and base URL, the indexer's code. */
async function indexKeyOf(
  pages: Pick<BuiltPage, 'route' | 'html'>[],
  siteTitle: string,
  baseUrl: string,
): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({siteTitle, baseUrl}));
  for (const file of [...INDEXER_SOURCES, pagefindPackageJson()]) hash.update(await fs.readFile(file));
  for (const page of pages) hash.update(pageKey(page));
  return hash.digest('hex');
}

/** The fingerprint of a build's search index (see indexKeyOf). */
export async function searchIndexKey(
  outDir: string,
  siteTitle: string,
  baseUrl: string,
  routes?: ReadonlySet<string>,
): Promise<string> {
  return indexKeyOf(await folderPages(outDir, baseUrl, routes), siteTitle, baseUrl);
}

/**
 * Writes the Pagefind index of these pages into dir (in a child process: see pagefind-writer.mjs). The pages may
 * come one by one as the build's pages are read: each is indexed as it comes.
 */
export async function writeSearchIndex(
  pages: Iterable<SearchPage> | AsyncIterable<SearchPage>,
  dir: string,
): Promise<{records: number; files: number; bytes: number}> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pagefind-writer.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  const exitCode = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // A writer that fails early closes its input: its exit code tells why, not this pipe.
  child.stdin.on('error', () => {});
  const send = (value: unknown) => child.stdin.write(`${JSON.stringify(value)}\n`);
  send({dir, wordIndexChunkSize: WORD_INDEX_CHUNK_SIZE, sectionTableFile: SECTION_TABLE_FILE});
  try {
    for await (const page of pages)
      page.sections.forEach((section, position) => send(pagefindDocument(page, section, position)));
  } finally {
    child.stdin.end();
  }
  const code = await exitCode;
  if (code !== 0)
    throw new Error(`The search index was not written (pagefind-writer.mjs exited with ${code}); see the error above.`);
  return JSON.parse(output);
}

/**
 * A rebuild whose pages did not change reuses the last index. Docusaurus empties build/ before it bundles; the
 * index in it is moved aside first (before the bundler, in allContentLoaded) with the key it was made from, and moved
 * back if the new build's key is the same: two renames instead of writing 3,100 files, which after the pages are
 * written cost 1-2.5 s of a rebuild (28 November 2026, the [search] line of `npx docusaurus build`). Should a
 * Docusaurus release empty build/ earlier, nothing is kept and every build indexes again.
 */
const keptIndexOf = (siteDir: string) => {
  const dir = path.join(siteDir, 'node_modules', '.cache', 'local-search');
  return {dir, index: path.join(dir, 'index'), key: path.join(dir, 'key')};
};

/** Moves the last build's index out of build/ (see keptIndexOf); nothing to keep if it was not made by a build. */
async function keepLastIndex(siteDir: string, indexDir: string): Promise<void> {
  const kept = keptIndexOf(siteDir);
  await fs.rm(kept.index, {recursive: true, force: true});
  if (!existsSync(indexDir) || !existsSync(kept.key)) return;
  // On another file system the rename fails: the next build indexes again.
  await fs.rename(indexDir, kept.index).catch(() => fs.rm(kept.key, {force: true}));
}

/** Where ./theme imports the Algolia theme's components from (typed in ./client/algolia-theme.d.ts). */
const algoliaThemeAlias = '@algolia-theme';

export default function searchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const testEngineSwitch = options.testEngineSwitch ?? false;
  const basePath = `${context.baseUrl}${INDEX_DIR}/`;
  return {
    name: 'search',
    async allContentLoaded({allContent, actions}) {
      if (process.env.NODE_ENV === 'production')
        await keepLastIndex(context.siteDir, path.join(context.outDir, INDEX_DIR));
      // The tags Docusaurus gives pages: "default", and docs-{plugin id}-{version} for docs.
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const searchTags = [
        'default',
        ...Object.entries(docs).flatMap(([pluginId, content]) =>
          content.loadedVersions.map((version) => `docs-${pluginId}-${version.versionName}`),
        ),
      ];
      actions.setGlobalData({
        engine: options.engine,
        testEngineSwitch,
        basePath,
        searchTags,
      } satisfies LocalSearchGlobalData);
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client/styles.css')];
    },
    configureWebpack() {
      // The theme's /search page builds its Algolia client itself, with no
      // hook to pass another: this module hands it the local client when the
      // local index answers, Algolia's own client otherwise.
      const algoliaTheme = (component: string) =>
        path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme', component, 'index.js');
      const alias = {
        'algoliasearch/lite$': path.join(__dirname, 'client/liteClient.ts'),
        // The Algolia theme's search bar and search page, which ./theme wraps. A plugin's theme component cannot
        // reach them through the theme aliases: its @theme-original is itself, and @theme-init is Docusaurus's
        // empty fallback (the first to provide the component).
        [`${algoliaThemeAlias}/SearchBar$`]: algoliaTheme('SearchBar'),
        [`${algoliaThemeAlias}/SearchPage$`]: algoliaTheme('SearchPage'),
      };
      // The theme's search bar writes a preconnect hint to Algolia into every
      // page's head, whatever the engine and with no option to leave it out:
      // its Head (and only its own) leaves the hint out when the local index
      // answers (client/SearchBarHead.tsx).
      const searchBar = algoliaTheme('SearchBar');
      return {
        resolve: {alias},
        module: {
          rules: [
            {test: searchBar, resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'client/SearchBarHead.tsx')}}},
          ],
        },
      };
    },
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      if (options.engine !== 'local' && !testEngineSwitch) return;
      const started = Date.now();
      const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
      const indexDir = path.join(outDir, INDEX_DIR);
      const kept = keptIndexOf(context.siteDir);
      const read = await builtSiteRead(props);
      const key = await indexKeyOf(read.sources, siteConfig.title, siteConfig.baseUrl);
      const keptKey = await fs.readFile(kept.key, 'utf8').catch(() => undefined);
      if (keptKey === key && existsSync(kept.index)) {
        await fs.rm(indexDir, {recursive: true, force: true});
        await fs.rename(kept.index, indexDir);
        console.log(`[search] pages unchanged: the last search index was reused, in ${seconds()} s`);
        return;
      }
      await fs.rm(kept.dir, {recursive: true, force: true});
      let pages = 0;
      // Each page is indexed as soon as it and every page before it are read, in the order of their routes, so the
      // index is the same from one build to the next.
      const searched = async function* () {
        for (const page of read.pages) {
          const {search} = await page;
          if (search) {
            pages += 1;
            yield search;
          }
        }
      };
      const {records, bytes} = await writeSearchIndex(searched(), indexDir);
      await fs.mkdir(kept.dir, {recursive: true});
      await fs.writeFile(kept.key, key);
      console.log(
        `[search] ${pages} pages, ${records} sections indexed into ${INDEX_DIR}/ ` +
          `(${(bytes / 1024).toFixed(0)} KB) in ${seconds()} s`,
      );
    },
  };
}
