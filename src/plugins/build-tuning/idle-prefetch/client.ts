import type {ClientModule} from '@docusaurus/types';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};
type IdleDeadline = {timeRemaining: () => number};

// Added to the bundler's runtime by Docusaurus: the URL of a chunk by its name.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

// At the latest a second later: a page that is never idle (a slow phone, a busy machine) still gets links prefetched.
const whenIdle = (callback: (deadline: IdleDeadline) => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(callback, {timeout: 1000})
    : setTimeout(() => callback({timeRemaining: () => 0}), 50);

// Slow or data-saving connections get no prefetching, as in Docusaurus.
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return !!connection && (!!connection.effectiveType?.includes('2g') || !!connection.saveData);
};

/** Every chunk name in a route's (nested) chunk-name tree. */
const leafChunkNames = (tree: unknown): string[] =>
  typeof tree === 'string'
    ? [tree]
    : tree && typeof tree === 'object'
      ? Object.values(tree).flatMap(leafChunkNames)
      : [];

/**
 * Route path → chunk names of every route entry with that path, built once. Keys of routesChunkNames are the path
 * plus "-" and a hash; several entries share a path (the docs root, version and sidebar routes are all /docs).
 */
let chunkNamesByPath: Map<string, string[]> | undefined;
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [key, tree] of Object.entries(routesChunkNames)) {
      const routePathOfKey = key.replace(/-[^-]+$/, '');
      chunkNamesByPath.set(routePathOfKey, [...(chunkNamesByPath.get(routePathOfKey) ?? []), ...leafChunkNames(tree)]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

const canUseLinkPrefetch = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

const prefetchedRoutes = new Set<string>();
const prefetchedUrls = new Set<string>();

/**
 * Docusaurus's own prefetch with the same result: its version scans the whole chunk-name table for each level of the
 * matched route and adds a <link rel="prefetch"> per chunk per level per link (a docs page ended with some 370 links
 * for 32 files, about half a second of a phone-class CPU). Here the table is indexed once and each file asked for once.
 */
function prefetchRoute(routePath: string, preloaded: Set<string>): void {
  if (isSlowConnection() || preloaded.has(routePath) || prefetchedRoutes.has(routePath)) return;
  prefetchedRoutes.add(routePath);
  const routePaths = new Set(matchRoutes(routes, routePath).map((match) => match.route.path));
  for (const chunkName of [...routePaths].flatMap(chunkNamesOf)) {
    const url = __webpack_require__.gca(chunkName);
    // Chunks the bundler merged into others have no file of their own.
    if (!url || url.includes('undefined') || prefetchedUrls.has(url)) continue;
    prefetchedUrls.add(url);
    if (canUseLinkPrefetch) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.appendChild(link);
    } else {
      // Browsers without <link rel="prefetch"> (Safari) fetch into the HTTP cache.
      fetch(url, {credentials: 'include'}).catch(() => undefined);
    }
  }
}

/**
 * A copy of window.docusaurus (Docusaurus freezes its own) whose prefetch, which <Link> calls when a link scrolls into
 * view, works in idle time, a little at a time. preload (hover, navigation) stays Docusaurus's own and immediate; a
 * preloaded route is not prefetched.
 */
function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  const queue: string[] = [];
  // The page being shown was preloaded by Docusaurus before hydration.
  const preloaded = new Set<string>([window.location.pathname]);
  let draining = false;
  const drain = (deadline: IdleDeadline) => {
    // At least one route per callback, more while the browser has time to spare.
    do prefetchRoute(queue.shift()!, preloaded);
    while (queue.length > 0 && deadline.timeRemaining() > 10);
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };
  const prefetch = (routePath: string) => {
    queue.push(routePath);
    if (!draining) {
      draining = true;
      whenIdle(drain);
    }
    return true;
  };
  const preload = (routePath: string) => {
    preloaded.add(routePath);
    return docusaurus.preload(routePath);
  };
  return Object.freeze({...docusaurus, prefetch, preload});
}

let wrapped = false;

const clientModule: ClientModule = {
  // Runs on the first render too, during hydration's commit: before any link's visibility callback calls prefetch.
  onRouteDidUpdate() {
    const {docusaurus} = window as unknown as {docusaurus?: Docusaurus};
    if (wrapped || !docusaurus) return;
    wrapped = true;
    (window as unknown as {docusaurus: Docusaurus}).docusaurus = withIdlePrefetch(docusaurus);
  },
};

export default clientModule;
