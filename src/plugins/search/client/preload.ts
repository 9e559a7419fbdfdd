import {hitGroups} from '../shared';
import {ENTRY_FILE, ENTRY_FILES_KEY} from '../entryFiles.mjs';
import {ENTRY_CACHE_TAG, loadPagefind, localSearchNeedsBuild, type Pagefind, type PagefindFilter} from './pagefind';
import {ifArrived, loadedSectionTable, loadSectionTable} from './sectionTable';

/**
 * Fetching ahead of the visitor: the engine when they are about to search (or at an idle moment), and a query's words
 * as it is typed, so that the modal's client finds them loaded.
 */

/**
 * A term that sorts after every word starting with the query's last word; null when there is no half-typed word to
 * complete (nothing typed, a space after the last word, a quoted phrase, which Pagefind matches exactly).
 *
 * Pagefind fetches, for each word of a query, the one file of its word index whose range holds that word, and also
 * matches the longer words that start with it ("writ" finds "writeService"), among the words it has loaded. When those
 * longer words run on into the next file, a half-typed word misses them. Loading the file this term falls in too, the
 * one where they end, keeps them: U+10FFFF sorts after any character.
 */
export function completionsEnd(query: string): string | null {
  if (!query.trim() || /\s$/.test(query) || /^\s*".*"\s*$/.test(query)) return null;
  return `${query.trim().split(/\s+/).pop()}\u{10FFFF}`;
}

/**
 * A query of one or two letters starts many words: its words' files (the first and the last of those the letters start)
 * are seldom those of the word being typed, and at a typist's pace the next keystroke overtakes it before they arrive.
 * The same holds for a longer half-typed word whose longer forms run over more than one file ("cha" of "channel": the
 * file ending at "chang…" and the one from "change" on; "chann" lies in the second only). For such a query
 * (waitsForNextKey) nothing is fetched ahead as it is typed, and the modal waits this long before fetching its words,
 * and fetches nothing if the next keystroke comes first (client/searchClient.ts). Other queries load the files of the
 * word they begin at once, which the next keystroke reuses.
 */
export const NEXT_KEY_WAIT_MS = 100;

/**
 * Whether a query waits for the next keystroke before its words are fetched (see NEXT_KEY_WAIT_MS). Without the
 * section table, which gives the word files' ranges, only the length of the query counts. Pagefind also looks up each
 * word's stem, which this does not know: a half-typed word that is a word of its own ("change" of "changelog") still
 * fetches its stem's file ("chang…", the file before) when that is another.
 */
export function waitsForNextKey(query: string, table?: {wordFiles: WordFileRanges}): boolean {
  // One or two letters.
  if (query.trim().length < 3) return true;
  const end = completionsEnd(query)?.toLowerCase();
  if (!end || !table) return false;
  return filesMeeting(table.wordFiles, end.slice(0, -'\u{10FFFF}'.length), end).length > 1;
}

/** [first, last] word of each file of the word index, and after them whatever else a list gives of the file. */
type WordFileRanges = readonly (readonly [string, string, ...string[]])[];

/**
 * The word index files (their positions in `files`, Pagefind's ranges) that hold a word from `first` to `last`. A
 * file's range is shortened to the letters that tell it from its neighbours: its last word may run on past "to", up
 * to the next file's first.
 */
function filesMeeting(files: WordFileRanges, first: string, last: string): number[] {
  return files.flatMap(([from, to], i) => {
    const next = files[i + 1]?.[0];
    return from <= last && `${to}\u{10FFFF}` >= first && (next === undefined || next > first) ? [i] : [];
  });
}

/** Whether the browser asks to save data (Chromium's Save-Data; other browsers do not say). */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return !!(navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData;
}

/**
 * Contextual search filters on the docs tag (it leaves out the older docs versions). Naming any of its values in a
 * preload makes Pagefind fetch the filter's file, so that the first query finds it loaded. The modal no longer filters
 * on `group` (the section table says each result's group), unless the table could not be fetched.
 */
export const DOCS_TAG_FILTER = {docusaurus_tag: 'default'};
/** Any value of the `group` filter, for the same purpose: the modal's searches without the table filter on it. */
export const GROUP_FILTER = {group: hitGroups[0]};

/** The words each engine has been asked to load, by query (see loadWords). */
const wordsLoading = new WeakMap<Pagefind, Map<string, Promise<unknown>>>();

/**
 * Fetches the word index files a query needs, its last word's longer forms included (see completionsEnd), in one
 * message to Pagefind's worker (a term of several words loads each word's file).
 *
 * Once per query and engine: the search box asks as the key is typed (preloadQuery), the modal's client again
 * when DocSearch passes it the query, and both wait for the same answer. The filters are those of the first ask (its
 * docs tag filter file comes with the engine, see preloadLocalIndex; a search fetches any other it needs itself).
 */
export function loadWords(pagefind: Pagefind, query: string, filters: PagefindFilter = {}): Promise<unknown> {
  const loading = wordsLoading.get(pagefind) ?? new Map<string, Promise<unknown>>();
  wordsLoading.set(pagefind, loading);
  let words = loading.get(query);
  if (!words) {
    const end = completionsEnd(query);
    words = pagefind.preload(end ? `${query} ${end}` : query, {filters});
    // A failed fetch is asked again by the next query (the network may be back).
    words.catch(() => loading.delete(query));
    loading.set(query, words);
  }
  return words;
}

let filtersLoading: Promise<Pagefind> | undefined;

/**
 * Starts loading Pagefind and the index's metadata, for a visitor about to search (pointer on or focus in the search
 * box, or a search shortcut): they arrive while the modal's own code loads instead of after it. A failure is left for
 * the first query to report.
 *
 * warmUp, for an idle moment before the visitor searches: then also runs one search on what is loaded (the pages
 * outside the docs, by the docs tag filter alone), fetching nothing new, so that the engine's code is compiled and warm
 * when the first query comes (on the benchmark's slow phone, that search took about 10 ms less when the engine ran on
 * the page's main thread; not measured again since it runs in Pagefind's web worker).
 */
export function preloadLocalIndex(basePath: string, {forModal = true, warmUp = false} = {}): void {
  if (localSearchNeedsBuild || typeof window === 'undefined') return;
  const withoutTable = savesData();
  const filters = withoutTable ? {...DOCS_TAG_FILTER, ...GROUP_FILTER} : DOCS_TAG_FILTER;
  requestEngineFiles(basePath, forModal ? Object.keys(filters) : []);
  const loaded = loadPagefind(basePath);
  // The modal's section table, and the docs tag filter's file, come now, not
  // beside the first query's words (a null term is Pagefind's filter-only
  // search: no word to look up), asked once per page (the shortcut and the
  // modal's client both call this). When the browser asks to save data, the
  // first query does without the table (client/searchClient.ts): the `group`
  // filter's file, which tells each result's group then, comes instead.
  if (forModal && !withoutTable) void loadSectionTable(basePath);
  if (forModal && !filtersLoading) {
    filtersLoading = loaded.then((pagefind) => pagefind.preload(null, {filters}).then(() => pagefind));
    // A failed load (the network, an engine forgotten after an error) is asked again by the next call.
    filtersLoading.catch(() => (filtersLoading = undefined));
  }
  const ready = forModal ? filtersLoading! : loaded;
  (warmUp ? ready.then((pagefind) => pagefind.search(null, {filters: DOCS_TAG_FILTER})) : ready).catch(() => {});
}

/**
 * What preloadLocalIndex reads of Pagefind's entry file: which index and WebAssembly each language has, and the
 * index's word and filter files the build adds (pagefind-writer.mjs indexFiles).
 */
type PagefindEntry = {languages: Record<string, {hash: string; wasm?: string; page_count: number}>} & {
  [ENTRY_FILES_KEY]?: {words: [from: string, to: string, hash: string][]; filters: Record<string, string>};
};

let engineFilesRequested = false;
/** The word index files as the entry lists them, once it has arrived. */
let wordFiles: NonNullable<PagefindEntry[typeof ENTRY_FILES_KEY]>['words'] | undefined;

/**
 * Fetches a file into the browser's cache, where Pagefind's worker finds it. A prefetch, not a preload: what uses
 * the files is the worker, which a preload does not serve (the page then warns, a few seconds after loading, that they
 * were preloaded and not used). Chromium uses a prefetched file within five minutes without asking the host again,
 * also where the host says to check every file (max-age=0), as Netlify and Cloudflare Pages do by default.
 */
function prefetch(href: string): void {
  if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  // As Pagefind's fetch() asks for it (a CORS request).
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Requests the engine's files together, once per page. Pagefind fetches them one after another: its script, then its
 * worker's script, then (in the worker) the entry file, then the index's metadata and WebAssembly, which the entry
 * names, and only then the filter files and a query's word files. Without an idle moment to hide that in (data saver
 * on), it was most of the wait for the first hits: 2.3 s on the phone profile (28 November 2026, `node
 * scripts/bench-search.mjs --http2 --save-data`). Here the entry starts with the engine's script, and the metadata,
 * WebAssembly and the filters' files (`filterNames`) as soon as the entry arrives; the worker, once its script has
 * come, finds them in the browser's cache or on their way. Its script is not fetched ahead: it arrives before the
 * WebAssembly does. A query typed meanwhile fetches its word files as well (preloadQuery).
 */
function requestEngineFiles(basePath: string, filterNames: string[]): void {
  if (engineFilesRequested) return;
  engineFilesRequested = true;
  // The entry names the files a prefetch cannot guess (they change with the index): read here, as the worker
  // reads it. Its worker has no page language, so Pagefind takes the language with the most pages.
  fetch(`${basePath}${ENTRY_FILE}?ts=${ENTRY_CACHE_TAG}`)
    .then((response) => response.json() as Promise<PagefindEntry>)
    .then((entry) => {
      const [index] = Object.values(entry.languages).sort((a, b) => b.page_count - a.page_count);
      if (!index) return;
      prefetch(`${basePath}wasm.${index.wasm ?? 'unknown'}.pagefind`);
      prefetch(`${basePath}pagefind.${index.hash}.pf_meta`);
      const files = entry[ENTRY_FILES_KEY];
      for (const name of filterNames)
        if (files?.filters[name]) prefetch(`${basePath}filter/${files.filters[name]}.pf_filter`);
      wordFiles = files?.words;
    })
    .catch(() => {});
}

/**
 * Before the engine has loaded (data saver on, or a search before the page's first idle moment): fetches the word
 * files a query needs, as the entry file lists them, so that they arrive beside the WebAssembly rather than after it.
 * The same files Pagefind asks for (loadWords), by the same ranges; what these do not know (a word's stem in another
 * file) Pagefind fetches itself. Nothing for a query that waits for the next keystroke (waitsForNextKey).
 */
function prefetchWordFiles(basePath: string, query: string): void {
  if (!wordFiles || waitsForNextKey(query, {wordFiles})) return;
  const words = query.toLowerCase().trim().split(/\s+/);
  const end = completionsEnd(query)?.toLowerCase();
  const wanted = new Set(words.flatMap((word) => filesMeeting(wordFiles!, word, word)));
  if (end) for (const i of filesMeeting(wordFiles, words.at(-1)!, end)) wanted.add(i);
  for (const i of wanted) prefetch(`${basePath}index/${wordFiles[i][2]}.pf_index`);
}

/**
 * Starts fetching the parts of the word index a query needs, as the visitor
 * types it: they are on their way while the modal takes the keystroke and
 * asks its client, which then finds them loaded (Pagefind keeps them).
 */
export function preloadQuery(basePath: string, query: string): void {
  if (localSearchNeedsBuild || typeof window === 'undefined' || !query.trim()) return;
  // Until the engine has its WebAssembly and the filters (its promise answers earlier, once its worker has started).
  if (filtersLoading)
    ifArrived(filtersLoading)
      .then((ready) => ready || prefetchWordFiles(basePath, query))
      .catch(() => {});
  Promise.all([loadPagefind(basePath), loadedSectionTable(basePath)])
    .then(([pagefind, table]) => (waitsForNextKey(query, table) ? undefined : loadWords(pagefind, query)))
    .catch(() => {});
}
