import {snippetWords as defaultSnippetWords} from '../../../data/search';
import {PAGEFIND_RANKING} from '../shared';
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

type PagefindResult = {id: string; score: number; data: () => Promise<PagefindRecord>};
type PagefindFilter = Record<string, unknown>;
type Pagefind = {
  init: () => Promise<void>;
  search: (term: string, options?: {filters?: PagefindFilter}) => Promise<{results: PagefindResult[]} | null>;
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

function loadPagefind(basePath: string): Promise<Pagefind> {
  loading ??= (async () => {
    // The index's own script, written by the build next to the index: not part of the site's bundles.
    const module = await import(/* webpackIgnore: true */ `${basePath}pagefind.js`);
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

async function answer(pagefind: Pagefind, request: SearchRequest, searchTags: string[]): Promise<SearchResponse> {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const found = query.trim() ? await pagefind.search(query, {filters: toPagefindFilters(request.facetFilters, {docusaurus_tag: searchTags})}) : null;
  const results = found?.results ?? [];
  const shown = hitsPerPage > 0 ? results.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
  const records = await Promise.all(shown.map((result) => result.data()));
  const hits = records.map((record) =>
    toHit(record, {
      origin: window.location.origin,
      snippetWords: snippetLength(request.attributesToSnippet),
      ellipsis: request.snippetEllipsisText ?? '…',
      preTag: request.highlightPreTag ?? '<mark>',
      postTag: request.highlightPostTag ?? '</mark>',
    }),
  );
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
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
 */
export function preloadLocalIndex(basePath: string): void {
  if (!localSearchNeedsBuild && typeof window !== 'undefined') loadPagefind(basePath).catch(() => {});
}

/** A client for the index at basePath. Creating one starts loading Pagefind (browser only). */
export function createLocalSearchClient({basePath, searchTags}: {basePath: string; searchTags: string[]}): LocalSearchClient {
  const needsBuild = localSearchNeedsBuild;
  // Start now (if not started yet), so the first keystroke waits for less.
  preloadLocalIndex(basePath);
  return {
    needsBuild,
    async search(requests) {
      if (needsBuild) return {results: normalizeRequests(requests).map((request) => emptyResponse(request))};
      try {
        const pagefind = await loadPagefind(basePath);
        return {results: await Promise.all(normalizeRequests(requests).map((request) => answer(pagefind, request, searchTags)))};
      } catch (error) {
        // Start afresh next time: the network may be back.
        loading = undefined;
        throw new LocalIndexUnreachable(error);
      }
    },
    addAlgoliaAgent() {},
  };
}
