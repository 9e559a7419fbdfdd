import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {buildDir, builtFileOf, siteOrigin, sitemapPaths} from './site';

/**
 * A stand-in for Algolia's search API, for the browser tests: no request
 * leaves the machine. Its records are made from our own built pages (title,
 * headings, first paragraph), shaped like DocSearch records, so searches
 * return real results. URLs are absolute, as the crawler stores them; the
 * theme turns them back into site paths.
 */

export type SearchRecord = {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'content';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  /** The page's docusaurus_tag ("default", "docs-default-current", "docs-default-4.x"…), which contextual search filters on. */
  docusaurus_tag: string;
};

export type CapturedRequest = {url: URL; body: {requests: Record<string, unknown>[]}};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

function sectionOf(pathname: string): string {
  if (pathname.startsWith('/docs/')) return 'Documentation';
  if (pathname.startsWith('/blog')) return 'Blog';
  if (pathname.startsWith('/integrations')) return 'Integrations';
  return 'EventCatalog';
}

let cached: SearchRecord[] | undefined;

export function recordsFromBuild(): SearchRecord[] {
  if (cached) return cached;
  const records: SearchRecord[] = [];
  const origin = siteOrigin();
  for (const pathname of sitemapPaths()) {
    const file = path.join(buildDir, builtFileOf(pathname));
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
    const h1 = text(main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
    if (!h1) continue;
    const hierarchy = {lvl0: sectionOf(pathname), lvl1: h1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const docusaurus_tag =
      /<meta[^>]*name=["']?docusaurus_tag["']?[^>]*content=["']?([\w.-]+)/.exec(html)?.[1] ?? 'default';
    const firstParagraph = text(main.match(/<p[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? '');
    records.push({
      objectID: `${pathname}#`,
      url: origin + pathname,
      type: 'lvl1',
      content: null,
      hierarchy,
      docusaurus_tag,
    });
    if (firstParagraph) {
      records.push({
        objectID: `${pathname}#content`,
        url: origin + pathname,
        type: 'content',
        content: firstParagraph,
        hierarchy,
        docusaurus_tag,
      });
    }
    for (const match of main.matchAll(/<h2[^>]*id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)) {
      const heading = text(match[2])
        .replace(/^Direct link to .*$/, '')
        .replace(/\u200B/g, '')
        .trim();
      records.push({
        objectID: `${pathname}#${match[1]}`,
        url: `${origin}${pathname}#${match[1]}`,
        type: 'lvl2',
        content: null,
        hierarchy: {...hierarchy, lvl2: heading},
        docusaurus_tag,
      });
    }
  }
  cached = records;
  return records;
}

function mark(value: string | null, query: string) {
  if (!value) return {value: '', matchLevel: 'none', matchedWords: []};
  const index = value.toLowerCase().indexOf(query.toLowerCase());
  if (index < 0 || !query) return {value, matchLevel: 'none', matchedWords: []};
  return {
    value: `${value.slice(0, index)}<mark>${value.slice(index, index + query.length)}</mark>${value.slice(index + query.length)}`,
    matchLevel: 'full',
    matchedWords: [query],
  };
}

/**
 * Whether a record passes Algolia facet filters (outer list: all of; inner list: any of), as contextual search
 * sends them: the docs version being read, through docusaurus_tag. The language is the site's only one.
 */
function passesFilters(record: SearchRecord, facetFilters: unknown): boolean {
  const groups = (
    typeof facetFilters === 'string' ? [facetFilters] : Array.isArray(facetFilters) ? facetFilters : []
  ) as (string | string[])[];
  return groups.every((group) => {
    const wanted = (Array.isArray(group) ? group : [group]).filter((filter) => filter.startsWith('docusaurus_tag:'));
    return wanted.length === 0 || wanted.includes(`docusaurus_tag:${record.docusaurus_tag}`);
  });
}

export function search(query: string, hitsPerPage: number, facetFilters?: unknown) {
  const q = query.trim().toLowerCase();
  const matches = recordsFromBuild().filter(
    (r) =>
      passesFilters(r, facetFilters) &&
      [r.content, ...Object.values(r.hierarchy)].some((v) => v && v.toLowerCase().includes(q)),
  );
  const hits = matches.slice(0, hitsPerPage).map((r) => {
    const hierarchy = Object.fromEntries(Object.entries(r.hierarchy).map(([k, v]) => [k, mark(v, query)]));
    return {
      ...r,
      _highlightResult: {hierarchy, content: mark(r.content, query)},
      _snippetResult: {hierarchy, content: mark(r.content, query)},
    };
  });
  return {
    hits,
    nbHits: matches.length,
    page: 0,
    nbPages: 1,
    hitsPerPage,
    processingTimeMS: 1,
    query,
    params: '',
    queryID: `q-${q.length}-${matches.length}`,
  };
}

/** Algolia's hosts, as DocSearch's client tries them. */
export const ALGOLIA_HOSTS = /https:\/\/[\w-]+(-dsn)?\.algolia\.net|https:\/\/[\w-]+-\d\.algolianet\.com/;

type Options = {
  /** How the n-th request (0-based) is answered: 'ok', or a failure. */
  behaviour?: (n: number, host: string) => 'ok' | 'error' | 'abort';
};

/** Routes every Algolia host of the page to the responder; returns the requests it saw. */
export async function answerAlgolia(page: Page, {behaviour = () => 'ok'}: Options = {}): Promise<CapturedRequest[]> {
  const seen: CapturedRequest[] = [];
  // The insights script comes from a CDN: serve a no-op so nothing leaves the machine.
  await page.route('https://cdn.jsdelivr.net/**', (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'window.aa=window.aa||function(){};'}),
  );
  await page.route('https://insights.algolia.io/**', (route) => route.fulfill({status: 200, body: '{}'}));
  await page.route(
    (url) => ALGOLIA_HOSTS.test(url.origin),
    async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
      const body = JSON.parse(request.postData() ?? '{}');
      const n = seen.length;
      seen.push({url, body});
      const outcome = behaviour(n, url.host);
      if (outcome === 'abort') return route.abort('connectionrefused');
      if (outcome === 'error') return route.fulfill({status: 500, headers: cors, body: '{"message":"Internal error"}'});
      // DocSearch sends parameters as fields; the search page's client may send them as a query string.
      const results = (body.requests ?? []).map(
        (r: {query?: string; hitsPerPage?: number; params?: string; facetFilters?: unknown}) => {
          const params = new URLSearchParams(r.params ?? '');
          const facetFilters =
            r.facetFilters ?? (params.get('facetFilters') ? JSON.parse(params.get('facetFilters')!) : undefined);
          return search(
            r.query ?? params.get('query') ?? '',
            Number(r.hitsPerPage ?? params.get('hitsPerPage') ?? 20),
            facetFilters,
          );
        },
      );
      return route.fulfill({
        status: 200,
        headers: {...cors, 'content-type': 'application/json'},
        body: JSON.stringify({results}),
      });
    },
  );
  return seen;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
};
