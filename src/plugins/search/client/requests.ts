import {snippetWords as defaultSnippetWords} from '../settings';
import type {DocSearchHit} from './hits';
import type {PagefindFilter} from './pagefind';

/**
 * What DocSearch and the theme's search page send Algolia's client, read into
 * one shape, and the empty answer; the local engine answers the rest.
 */

export type SearchRequest = {
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
export function toPagefindFilters(
  facetFilters: SearchRequest['facetFilters'],
  everyValue: Record<string, string[]> = {},
): PagefindFilter {
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
  return groups.length
    ? {all: groups.map((group) => ({any: group.map(([attribute, value]) => ({[attribute]: value}))}))}
    : {};
}

/** "content:10" in attributesToSnippet: the snippet's length in words. */
export function snippetLength(attributes: SearchRequest['attributesToSnippet']): number {
  const list = typeof attributes === 'string' ? [attributes] : (attributes ?? []);
  const content = list.find((a) => a.startsWith('content:'));
  return content ? Number(content.slice('content:'.length)) || defaultSnippetWords : defaultSnippetWords;
}

export function emptyResponse(request: SearchRequest): SearchResponse {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const query = request.query ?? '';
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName,
    facets: {},
  };
}
