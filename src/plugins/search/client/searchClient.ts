import {showsText, toHit, type PagefindRecord} from './hits';
import {
  forgetPagefind,
  loadPagefind,
  LocalIndexUnreachable,
  localSearchNeedsBuild,
  type Pagefind,
  type PagefindLoader,
  type PagefindResult,
} from './pagefind';
import {ifArrived, loadSectionTable, type SectionTable} from './sectionTable';
import {
  emptyResponse,
  normalizeRequests,
  snippetLength,
  toPagefindFilters,
  type SearchRequest,
  type SearchResponse,
} from './requests';
import {hitsOnFirstScreen, pickHits, surelyPicked, type GroupedResult} from './pickHits';
import {loadWords, preloadLocalIndex, savesData, NEXT_KEY_WAIT_MS, waitsForNextKey} from './preload';
import {hitGroups} from '../shared';

/**
 * A search client with the one method DocSearch and the theme's search page call on Algolia's client, `search`,
 * answered from the local Pagefind index.
 *
 * Nothing is fetched until a client is created (the modal opening, the search page mounting): then Pagefind's script,
 * its WebAssembly and the index's small metadata file load, and for the modal the section table (./sectionTable.ts).
 * Each query fetches only the parts of the word index it needs; the modal then fetches a fragment only for a hit that
 * shows a snippet of its text (the search page, one per hit shown).
 */

export type AnswerOptions = {
  /** The modal asks: fetch only the first screen of hits, from different pages at the top. */
  modal?: boolean;
  /** DocSearch's maxResultsPerGroup. */
  perGroup?: number;
  /** The modal's section table, if the build wrote one (createLocalSearchClient loads it). */
  sectionTable?: () => Promise<SectionTable | undefined>;
};

/**
 * Whether a newer query has come since this one started (the modal asks once per keystroke): an older query stops
 * at its next step, fetching nothing more, and is answered with the newer one's answer (not "No results").
 */
type Superseded = () => boolean;

class SupersededQuery extends Error {}

/**
 * The modal's hits from one search and the section table: every result's group and page are in the table, so its first
 * screen is picked as pickHits picks it with fragments, and only the hits that show a snippet of their text fetch their
 * fragment. Undefined if a result is missing from the table (a table of another build): the caller then fetches
 * fragments as before.
 */
async function answerFromTable(
  ranked: PagefindResult[],
  table: SectionTable,
  hitsPerPage: number,
  {perGroup = 5}: AnswerOptions,
  superseded: Superseded,
): Promise<{total: number; records: PagefindRecord[]} | undefined> {
  const outlines = ranked.map((result) => table.get(result.id));
  if (!outlines.every((outline) => outline !== undefined)) return undefined;
  const resultOf = new Map<PagefindRecord, PagefindResult>();
  const groupRank = (group: string) => hitGroups.indexOf(group);
  // Best first; ties in the modal's group order, then by the record's key: as searching group by group listed them
  // for 81 of 86 queries, the rest swapping results of equal score (28 November 2026, the relevance set and 20
  // words through createLocalSearchClient with and without the sectionTable option).
  const candidates: GroupedResult[] = ranked
    .map((result, i) => {
      const record: PagefindRecord = {...outlines[i]!, locations: result.words ?? []};
      resultOf.set(record, result);
      return {
        group: record.filters.group![0],
        result: {...result, data: () => Promise.resolve(record)},
        key: record.url,
      };
    })
    .sort(
      (a, b) =>
        b.result.score - a.result.score ||
        groupRank(a.group) - groupRank(b.group) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  const wanted = Math.min(hitsPerPage, hitsOnFirstScreen());
  const picked = await pickHits(candidates, {wanted, perGroup, distinctPages: 3});
  if (superseded()) throw new SupersededQuery();
  const records = await Promise.all(
    picked.map((record) => (showsText(record) ? resultOf.get(record)!.data() : record)),
  );
  return {total: candidates.length, records};
}

async function answer(
  pagefind: Pagefind,
  request: SearchRequest,
  searchTags: string[],
  options: AnswerOptions = {},
  superseded: Superseded = () => false,
): Promise<SearchResponse> {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const filters = toPagefindFilters(request.facetFilters, {docusaurus_tag: searchTags});
  let total = 0;
  let records: PagefindRecord[] = [];
  if (query.trim() && hitsPerPage > 0) {
    // The table came with the engine, unless the visitor searched before it
    // arrived (data saver on, a quick shortcut): then this query does without
    // it, rather than wait, and fetches a fragment per hit as before.
    let table: SectionTable | undefined;
    const tableLoading = options.modal ? options.sectionTable?.() : undefined;
    void tableLoading?.then((loaded) => (table = loaded));
    if (options.modal && waitsForNextKey(query, await ifArrived(tableLoading))) {
      await new Promise((resolve) => setTimeout(resolve, NEXT_KEY_WAIT_MS));
      if (superseded()) throw new SupersededQuery();
    }
    // The words first, then the search: a search sent at once ran in the worker for every overtaken keystroke too,
    // and the whole word's search queued behind them (typed: 686 ms against 635, pasted: 436 against 449, 28
    // November 2026, `node scripts/bench-search.mjs --http2 [--typed-every 30] --runs 10`, idle machine).
    await loadWords(pagefind, query, filters);
    if (superseded()) throw new SupersededQuery();
    const ranked = (await pagefind.search(query, {filters}))?.results ?? [];
    if (superseded()) throw new SupersededQuery();
    const outlined = table && (await answerFromTable(ranked, table, hitsPerPage, options, superseded));
    if (outlined) ({total, records} = outlined);
    else if (options.modal) {
      const perGroup = options.perGroup ?? 5;
      const wanted = Math.min(hitsPerPage, hitsOnFirstScreen());
      // All results best first, then one search per group: the same scores,
      // and each result's group known without fetching its fragment.
      // Fragments start as soon as it is sure the modal will show their
      // results (surelyPicked): some at once, more after each group's
      // search, while the others run. Each fragment is fetched once.
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
      // The groups' searches are asked all at once: the worker runs them one after another, without waiting for
      // the page to ask for the next (a round trip through the slowed main thread each). Each group's results
      // still start the fragments they make sure of as they come; the candidates keep the groups' order.
      const byGroup = await Promise.all(
        hitGroups.map((group) =>
          pagefind.search(query, {filters: {...filters, group}}).then((found) => {
            const results = found?.results ?? [];
            for (const result of results) groupOf.set(result.id, group);
            if (!superseded()) fetchSure();
            return results.map((result): GroupedResult => ({
              result: {...result, data: () => fetching.get(result.id) ?? result.data()},
              group,
            }));
          }),
        ),
      );
      if (superseded()) throw new SupersededQuery();
      const candidates = byGroup.flat();
      candidates.sort((a, b) => b.result.score - a.result.score);
      total = candidates.length;
      records = await pickHits(candidates, {wanted, perGroup, distinctPages: 3});
    } else {
      total = ranked.length;
      records = await Promise.all(
        ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => result.data()),
      );
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
  // A browser that asks to save data fetches the table only after its first
  // query has its hits: on a slow connection its 55 KB would share the line
  // with the engine's files, which the first query waits for, while one
  // small fragment per hit costs a round trip; later queries have the table.
  let tableWanted = !savesData();
  if (options.modal)
    options = {sectionTable: () => (tableWanted ? loadSectionTable(basePath) : Promise.resolve(undefined)), ...options};
  type Answer = {results: SearchResponse[]};
  let latest = 0;
  let latestAnswer: Promise<Answer> | undefined;
  return {
    needsBuild,
    search(requests) {
      if (needsBuild)
        return Promise.resolve({results: normalizeRequests(requests).map((request) => emptyResponse(request))});
      // Only the modal drops a query overtaken by the next keystroke: the search page shows every answer it asks for.
      const query = ++latest;
      const superseded = options.modal ? () => query !== latest : () => false;
      const run = (async (): Promise<Answer> => {
        try {
          const pagefind = await loadPagefind(basePath, options.loadPagefind);
          const results = await Promise.all(
            normalizeRequests(requests).map((request) => answer(pagefind, request, searchTags, options, superseded)),
          );
          // DocSearch draws each answer it gets (a long task of about 100 ms on the phone profile): one turn of the
          // event loop lets a keystroke already typed reach the client, and an answer it overtook is not drawn.
          if (options.modal) await new Promise((resolve) => setTimeout(resolve));
          if (superseded()) throw new SupersededQuery();
          return {results};
        } catch (error) {
          if (error instanceof SupersededQuery) return latestAnswer!;
          forgetPagefind();
          throw new LocalIndexUnreachable(error);
        }
      })();
      latestAnswer = run;
      if (!tableWanted)
        run.then(
          () => {
            tableWanted = true;
            void options.sectionTable?.();
          },
          () => {},
        );
      return run;
    },
    addAlgoliaAgent() {},
  };
}
