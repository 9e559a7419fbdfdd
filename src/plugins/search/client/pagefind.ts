import {PAGEFIND_RANKING} from '../shared';
import type {PagefindRecord} from './hits';

/**
 * Loading the local index's engine: Pagefind's script (written by the build
 * next to the index), its WebAssembly and the index's small metadata file,
 * once per page; a failed load is forgotten so that the next query tries again.
 */

export type PagefindResult = {
  id: string;
  score: number;
  /** The word positions that matched, as the result's data() gives them as locations. */
  words?: number[];
  data: () => Promise<PagefindRecord>;
};
export type PagefindFilter = Record<string, unknown>;
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

/**
 * What Pagefind appends to the address of its entry file (?ts=…). By default it appends the time of each load, so
 * that a visitor never reads the entry of an earlier deploy; this tag, fixed once per page load, keeps that and
 * gives the address before Pagefind asks for it, so that preload.ts can fetch the entry ahead of the engine.
 */
export const ENTRY_CACHE_TAG = String(Date.now());

export function loadPagefind(basePath: string, load: PagefindLoader = importPagefind): Promise<Pagefind> {
  loading ??= (async () => {
    const module = await load(`${basePath}pagefind.js`);
    // Pagefind runs its engine in a web worker of its own where the browser has workers (its default; in Node, for
    // the tests, it runs in place): unpacking the WebAssembly and the index's metadata and every search then keep
    // off the page's main thread. On the main thread, that work, started at the page's first idle moment, ran as
    // tasks of up to 20 ms on this machine (80 ms on the 4× slower phone profile) while a reader began to read.
    const instance = module.createInstance({
      basePath,
      ranking: PAGEFIND_RANKING,
      metaCacheTag: ENTRY_CACHE_TAG,
    }) as Pagefind;
    await instance.init();
    return instance;
  })();
  return loading;
}

/** After a failed load: the next query loads afresh (the network may be back). */
export function forgetPagefind(): void {
  loading = undefined;
}
