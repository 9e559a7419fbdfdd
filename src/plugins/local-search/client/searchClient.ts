import {snippetWords as defaultSnippetWords} from '../../../data/search';
import {hitGroups, MARKETING_GROUP, PAGEFIND_RANKING} from '../shared';
import {toHit, type DocSearchHit, type PagefindRecord} from './hits';

/**
 * A search client with the one method DocSearch and the theme's search page
 * call on Algolia's client, `search`, answered from the local Pagefind index.
 *
 * Nothing is fetched until a client is created (the modal opening, the search
 * page mounting): then Pagefind's script, its WebAssembly and the index's
 * small metadata file load. Each query fetches only the parts of the word
 * index it needs, and one fragment (a few hundred bytes) per hit shown.
 */

export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindRecord>};
type PagefindFilter = Record<string, unknown>;
export type Pagefind = {
  init: () => Promise<void>;
  /** A null term searches by the filters alone. */
  search: (term: string | null, options?: {filters?: PagefindFilter}) => Promise<{results: PagefindResult[]} | null>;
  /** Fetches what a search would need (word index parts, filter files) without searching. */
  preload: (term: string | null, options?: {filters?: PagefindFilter}) => Promise<void>;
};

/**
 * The local index could not be fetched (offline, files missing). Named like
 * the error Algolia's client throws when every host failed, so the modal
 * treats both the same way.
 */
export class LocalIndexUnreachable extends Error {
  constructor(cause: unknown) {
    super(`The search index could not be fetched: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RetryError';
  }
}

/** The development server has no index: the production build writes it. */
export const localSearchNeedsBuild = process.env.NODE_ENV !== 'production';

let loading: Promise<Pagefind> | undefined;

/** How Pagefind's script is loaded: the browser imports it from the index; Node (tests, bench) passes its own loader. */
export type PagefindLoader = (scriptUrl: string) => Promise<{createInstance: (options: object) => unknown}>;
// The index's own script, written by the build next to the index: not part of the site's bundles.
const importPagefind: PagefindLoader = (scriptUrl) => import(/* webpackIgnore: true */ scriptUrl);

function loadPagefind(basePath: string, load: PagefindLoader = importPagefind): Promise<Pagefind> {
  loading ??= (async () => {
    const module = await load(`${basePath}pagefind.js`);
    // No web worker: a query takes milliseconds, and the worker would be one more file to fetch.
    const instance = module.createInstance({basePath, noWorker: true, ranking: PAGEFIND_RANKING}) as Pagefind;
    await instance.init();
    return instance;
  })();
  return loading;
}

type SearchRequest = {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | (string | string[])[];
  attributesToSnippet?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
};

export type SearchResponse = {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index?: string;
  facets: Record<string, Record<string, number>>;
};

/**
 * Both shapes Algolia's client accepts: {requests: [{indexName, query, …}]}
 * (DocSearch) and [{indexName, params: {…} or "a=b&…"}] (the search page's
 * helper).
 */
export function normalizeRequests(input: unknown): SearchRequest[] {
  const list = Array.isArray(input) ? input : ((input as {requests?: unknown[]})?.requests ?? []);
  return list.map((entry) => {
    const {params, ...rest} = entry as {params?: string | Record<string, unknown>};
    if (typeof params === 'string') {
      const parsed = Object.fromEntries(
        [...new URLSearchParams(params)].map(([key, value]) => {
          try {
            return [key, JSON.parse(value)];
          } catch {
            return [key, value];
          }
        }),
      );
      return {...rest, ...parsed} as SearchRequest;
    }
    return {...rest, ...params} as SearchRequest;
  });
}

/**
 * Algolia facet filters (outer list: all of; inner list: any of; "attribute:value")
 * as a Pagefind filter. Contextual search sends the language and the docs tags
 * of every docs plugin, so results stay within the docs versions in view.
 * Left out: the language (Pagefind keeps one index per language and loads the
 * page's), and any group that names every value its attribute has in the
 * index (`everyValue`): it would filter nothing out, and cost a download.
 */
export function toPagefindFilters(facetFilters: SearchRequest['facetFilters'], everyValue: Record<string, string[]> = {}): PagefindFilter {
  if (!facetFilters) return {};
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters)
    .map((group) =>
      (Array.isArray(group) ? group : [group]).map((filter) => {
        const i = filter.indexOf(':');
        return [filter.slice(0, i), filter.slice(i + 1)] as const;
      }),
    )
    .filter((group) => {
      const attributes = new Set(group.map(([attribute]) => attribute));
      if (attributes.has('language')) return false;
      if (attributes.size !== 1) return true;
      const known = everyValue[[...attributes][0]];
      return !known || !known.every((value) => group.some(([, wanted]) => wanted === value));
    });
  return groups.length ? {all: groups.map((group) => ({any: group.map(([attribute, value]) => ({[attribute]: value}))}))} : {};
}

/** "content:10" in attributesToSnippet: the snippet's length in words. */
function snippetLength(attributes: SearchRequest['attributesToSnippet']): number {
  const list = typeof attributes === 'string' ? [attributes] : (attributes ?? []);
  const content = list.find((a) => a.startsWith('content:'));
  return content ? Number(content.slice('content:'.length)) || defaultSnippetWords : defaultSnippetWords;
}

function emptyResponse(request: SearchRequest): SearchResponse {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const query = request.query ?? '';
  return {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage, processingTimeMS: 0, exhaustiveNbHits: true, query, params: '', index: request.indexName, facets: {}};
}

/** A result of the index, with the modal group it is listed under (the index's `group` filter). */
export type GroupedResult = {result: PagefindResult; group: string};

/** A hit's page: its URL without the anchor. */
const pageOf = (record: PagefindRecord) => (record.filters.url?.[0] ?? record.url).split('#')[0];
const lvl = (record: PagefindRecord, level: string) => record.filters[level]?.[0] ?? '';

/**
 * The order DocSearch's modal lists hits in: grouped by lvl0 in order of
 * first appearance, at most `perGroup` per group, and within a group by
 * page title (lvl1).
 */
export function modalOrder<T extends PagefindRecord>(records: T[], perGroup: number): T[] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const group = groups.get(lvl(record, 'lvl0')) ?? [];
    if (group.length < perGroup) group.push(record);
    groups.set(lvl(record, 'lvl0'), group);
  }
  return [...groups.values()].flatMap((group) => {
    const pages = new Map<string, T[]>();
    for (const record of group) pages.set(lvl(record, 'lvl1'), [...(pages.get(lvl(record, 'lvl1')) ?? []), record]);
    return [...pages.values()].flat();
  });
}

export type PickOptions = {
  /** Hits to show: the modal's first screen. */
  wanted: number;
  /** DocSearch's maxResultsPerGroup. */
  perGroup: number;
  /** The first this-many hits the modal lists come from as many different pages. */
  distinctPages: number;
};

/**
 * Which results to fetch and show, fetching as few fragments as it can: the
 * best-scored results, skipping those whose group is already full (the
 * modal would not show them); `wanted` of them in one round of fetches, and
 * another only if too few are left to fill the screen. A page
 * with a hit among the first `distinctPages` the modal lists keeps only its
 * best hit: a post with three matching sections fills one line, not three.
 * Returns the kept records, best first.
 */
export async function pickHits(candidates: GroupedResult[], {wanted, perGroup, distinctPages}: PickOptions): Promise<PagefindRecord[]> {
  const records = new Map<number, PagefindRecord>();
  const dropped = new Set<number>();
  const kept = () => [...records.keys()].filter((i) => !dropped.has(i)).sort((a, b) => a - b);
  for (let round = 0; round < 5; round++) {
    const counts = new Map<string, number>();
    for (const i of kept()) counts.set(candidates[i].group, (counts.get(candidates[i].group) ?? 0) + 1);
    let room = wanted - kept().length;
    const next: number[] = [];
    for (let i = 0; i < candidates.length && room > 0; i++) {
      if (records.has(i)) continue;
      const {group} = candidates[i];
      // Marketing pages are a group each: their group's size is not known before their fragments are.
      if (group !== MARKETING_GROUP && (counts.get(group) ?? 0) >= perGroup) continue;
      counts.set(group, (counts.get(group) ?? 0) + 1);
      next.push(i);
      room -= 1;
    }
    if (!next.length) break;
    const fetched = await Promise.all(next.map((i) => candidates[i].result.data()));
    next.forEach((i, n) => records.set(i, fetched[n]));
    // Pages among the first lines of the modal keep one hit each, until that holds.
    for (let changed = true; changed; ) {
      changed = false;
      const indexOf = new Map(kept().map((i) => [records.get(i)!, i]));
      const shown = modalOrder(kept().map((i) => records.get(i)!), perGroup);
      const single = new Set(shown.slice(0, distinctPages).map(pageOf));
      const seen = new Set<string>();
      for (const record of kept().map((i) => records.get(i)!)) {
        const page = pageOf(record);
        if (!single.has(page)) continue;
        if (seen.has(page)) {
          dropped.add(indexOf.get(record)!);
          changed = true;
        }
        seen.add(page);
      }
    }
    // Another round costs a round trip: it is worth it only while the
    // screen would stay half empty. Otherwise the few hits left out for
    // repeating a page are not replaced.
    if (kept().length >= Math.min(wanted, Math.ceil(wanted / 2) + distinctPages)) break;
  }
  return kept().map((i) => records.get(i)!);
}

/**
 * The results pickHits will fetch in its first round whatever the groups not
 * known yet, from all results best first (as Pagefind returns them) and the
 * groups known so far (a group's search tells all of its results).
 *
 * pickHits takes results by score, ties in group order, skipping a result
 * whose group already holds perGroup, until it has `wanted`. So, counting
 * a result's rivals (the others scoring as high or higher):
 * - a rival of a known group with perGroup of that group scoring higher is
 *   skipped for sure (marketing pages are a group each: never skipped);
 * - a result is taken for sure when fewer than `wanted` of its rivals may
 *   be taken, and fewer than perGroup of them may share its group: any of
 *   them while its group is unknown, those of its group once it is known.
 */
export function surelyPicked<T extends {id: string; score: number}>(ranked: T[], groupOf: ReadonlyMap<string, string>, {wanted, perGroup}: {wanted: number; perGroup: number}): T[] {
  const picked: T[] = [];
  const groupOfResult = (result: T) => groupOf.get(result.id);
  // Per group, its results scoring higher than the current tie.
  const higher = new Map<string, number>();
  let skippedHigher = 0;
  for (let start = 0, end = 0; start < ranked.length; start = end) {
    while (end < ranked.length && ranked[end].score === ranked[start].score) end++;
    const tie = ranked.slice(start, end);
    const skipped = (result: T) => {
      const group = groupOfResult(result);
      return group !== undefined && group !== MARKETING_GROUP && (higher.get(group) ?? 0) >= perGroup;
    };
    const skippedInTie = tie.filter(skipped).length;
    // Rivals that may be taken, of any result of this tie that may be: the
    // same for every later tie or more, so none after can be sure either.
    if (end - 1 - skippedHigher - skippedInTie >= wanted) break;
    for (const result of tie) {
      if (skipped(result)) continue;
      const group = groupOfResult(result);
      const sameGroup = group === undefined ? end - 1 : (higher.get(group) ?? 0) + tie.filter((other) => groupOfResult(other) === group).length - 1;
      if (group === MARKETING_GROUP || sameGroup < perGroup) picked.push(result);
    }
    for (const result of tie) {
      const group = groupOfResult(result);
      if (group !== undefined) higher.set(group, (higher.get(group) ?? 0) + 1);
    }
    skippedHigher += skippedInTie;
  }
  return picked;
}

/**
 * How many hits the modal's first screen shows: its list starts under the
 * search box and ends above the footer, about 56 px a hit. DocSearch's modal
 * is 600 px tall on wide screens and fills the screen on narrow ones.
 */
export function hitsOnFirstScreen(): number {
  if (typeof window === 'undefined') return 20;
  const height = window.innerWidth > 768 ? Math.min(600, window.innerHeight) : window.innerHeight;
  return Math.max(5, Math.floor((height - 120) / 56));
}

export type AnswerOptions = {
  /** The modal asks: fetch only the first screen of hits, from different pages at the top. */
  modal?: boolean;
  /** DocSearch's maxResultsPerGroup. */
  perGroup?: number;
};

/**
 * Whether a newer query has come since this one started. The modal asks its
 * client once per keystroke: an older query stops at its next step rather than
 * fetch fragments of hits nobody will see, and is answered with the newer
 * query's answer (an empty one would show "No results" until that came).
 */
type Superseded = () => boolean;

class SupersededQuery extends Error {}

/**
 * A term that sorts after every word starting with the query's last word; null
 * when there is no half-typed word to complete (nothing typed, a space after
 * the last word, a quoted phrase, which Pagefind matches exactly).
 *
 * Pagefind fetches, for each word of a query, the one file of its word index
 * whose range holds that word, and also matches the longer words that start
 * with it ("writ" finds "writeService"), among the words it has loaded. When
 * those longer words run on into the next file, a half-typed word misses
 * them. Loading the file this term falls in too, the one where they end,
 * keeps them: U+10FFFF sorts after any character.
 */
export function completionsEnd(query: string): string | null {
  if (!query.trim() || /\s$/.test(query) || /^\s*".*"\s*$/.test(query)) return null;
  return `${query.trim().split(/\s+/).pop()}\u{10FFFF}`;
}

/**
 * The modal's searches filter on `group`. Naming any of its values in a
 * preload makes Pagefind fetch the filter's file, so that the first query
 * finds it loaded.
 */
const GROUP_FILTER = {group: hitGroups[0]};

/** Fetches the word index files a query needs, its last word's longer forms included (see completionsEnd). */
export function loadWords(pagefind: Pagefind, query: string, filters: PagefindFilter = GROUP_FILTER): Promise<unknown> {
  const end = completionsEnd(query);
  return Promise.all([pagefind.preload(query, {filters}), end && pagefind.preload(end)]);
}

async function answer(pagefind: Pagefind, request: SearchRequest, searchTags: string[], options: AnswerOptions = {}, superseded: Superseded = () => false): Promise<SearchResponse> {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const filters = toPagefindFilters(request.facetFilters, {docusaurus_tag: searchTags});
  let total = 0;
  let records: PagefindRecord[] = [];
  if (query.trim() && hitsPerPage > 0) {
    await loadWords(pagefind, query, options.modal ? {...filters, ...GROUP_FILTER} : filters);
    if (superseded()) throw new SupersededQuery();
    if (options.modal) {
      const perGroup = options.perGroup ?? 5;
      const wanted = Math.min(hitsPerPage, hitsOnFirstScreen());
      // All results best first, then one search per group: the same scores,
      // and each result's group known without fetching its fragment.
      // Fragments start as soon as it is sure the modal will show their
      // results (surelyPicked): some at once, more after each group's
      // search, while the others run. Each fragment is fetched once.
      const ranked = (await pagefind.search(query, {filters}))?.results ?? [];
      if (superseded()) throw new SupersededQuery();
      const groupOf = new Map<string, string>();
      const fetching = new Map<string, Promise<PagefindRecord>>();
      const fetchSure = () => {
        for (const result of surelyPicked(ranked, groupOf, {wanted, perGroup})) {
          if (fetching.has(result.id)) continue;
          const record = result.data();
          record.catch(() => {});
          fetching.set(result.id, record);
        }
      };
      fetchSure();
      const candidates: GroupedResult[] = [];
      for (const group of hitGroups) {
        const found = await pagefind.search(query, {filters: {...filters, group}});
        if (superseded()) throw new SupersededQuery();
        for (const result of found?.results ?? []) {
          groupOf.set(result.id, group);
          candidates.push({result: {...result, data: () => fetching.get(result.id) ?? result.data()}, group});
        }
        fetchSure();
      }
      candidates.sort((a, b) => b.result.score - a.result.score);
      total = candidates.length;
      records = await pickHits(candidates, {wanted, perGroup, distinctPages: 3});
    } else {
      const results = (await pagefind.search(query, {filters}))?.results ?? [];
      total = results.length;
      records = await Promise.all(results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => result.data()));
    }
  }
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const hits = records.map((record) =>
    toHit(record, {
      origin,
      snippetWords: snippetLength(request.attributesToSnippet),
      ellipsis: request.snippetEllipsisText ?? '…',
      preTag: request.highlightPreTag ?? '<mark>',
      postTag: request.highlightPostTag ?? '</mark>',
    }),
  );
  return {
    hits,
    nbHits: total,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(total / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName,
    facets: {},
  };
}

export type LocalSearchClient = {
  search: (requests: unknown) => Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent: () => void;
  /**
   * On the development server there is no index (the production build writes
   * it): every search answers nothing, and the modal says why.
   */
  needsBuild: boolean;
};

/**
 * Starts loading Pagefind and the index's metadata, for a visitor about to
 * search (pointer on or focus in the search box, or a search shortcut): they
 * arrive while the modal's own code loads instead of after it. A failure is
 * left for the first query to report.
 *
 * warmUp, for an idle moment before the visitor searches: then also runs one
 * search on what is loaded (the marketing pages, by the `group` filter alone),
 * fetching nothing new, so that the engine's code is compiled and warm when
 * the first query comes (on the benchmark's slow phone, that search took about
 * 10 ms less).
 */
export function preloadLocalIndex(basePath: string, {forModal = true, warmUp = false} = {}): void {
  if (localSearchNeedsBuild || typeof window === 'undefined') return;
  const loaded = loadPagefind(basePath);
  // The group filter's file comes now, not beside the first query's words
  // (a null term is Pagefind's filter-only search: no word to look up).
  const ready = forModal ? loaded.then((pagefind) => pagefind.preload(null, {filters: GROUP_FILTER}).then(() => pagefind)) : loaded;
  (warmUp ? ready.then((pagefind) => pagefind.search(null, {filters: {group: MARKETING_GROUP}})) : ready).catch(() => {});
}

/**
 * Starts fetching the parts of the word index a query needs, as the visitor
 * types it: they are on their way while the modal takes the keystroke and
 * asks its client, which then finds them loaded (Pagefind keeps them).
 */
export function preloadQuery(basePath: string, query: string): void {
  if (localSearchNeedsBuild || typeof window === 'undefined' || !query.trim()) return;
  loadPagefind(basePath)
    .then((pagefind) => loadWords(pagefind, query))
    .catch(() => {});
}

export type ClientOptions = AnswerOptions & {
  /** Loads Pagefind's script (Node passes its own; the browser imports it). */
  loadPagefind?: PagefindLoader;
};

/** A client for the index at basePath. Creating one starts loading Pagefind (browser only). */
export function createLocalSearchClient(
  {basePath, searchTags}: {basePath: string; searchTags: string[]},
  options: ClientOptions = {},
): LocalSearchClient {
  // A caller that brings its own loader (Node) brings an index too.
  const needsBuild = !options.loadPagefind && localSearchNeedsBuild;
  // Start now (if not started yet), so the first keystroke waits for less.
  if (!options.loadPagefind) preloadLocalIndex(basePath, {forModal: !!options.modal});
  type Answer = {results: SearchResponse[]};
  let latest = 0;
  let latestAnswer: Promise<Answer> | undefined;
  return {
    needsBuild,
    search(requests) {
      if (needsBuild) return Promise.resolve({results: normalizeRequests(requests).map((request) => emptyResponse(request))});
      // Only the modal drops a query overtaken by the next keystroke: the search page shows every answer it asks for.
      const query = ++latest;
      const superseded = options.modal ? () => query !== latest : () => false;
      const run = (async (): Promise<Answer> => {
        try {
          const pagefind = await loadPagefind(basePath, options.loadPagefind);
          return {results: await Promise.all(normalizeRequests(requests).map((request) => answer(pagefind, request, searchTags, options, superseded)))};
        } catch (error) {
          if (error instanceof SupersededQuery) return latestAnswer!;
          // Start afresh next time: the network may be back.
          loading = undefined;
          throw new LocalIndexUnreachable(error);
        }
      })();
      latestAnswer = run;
      return run;
    },
    addAlgoliaAgent() {},
  };
}
