import type {Page, Request} from '@playwright/test';

/** A page to visit and the status its document must answer with. */
export type CrawlTarget = {path: string; status: number};

/** What went wrong on one page, e.g. "/docs/api/event: 404 for http://…/assets/js/1a2b.js". */
export type CrawlProblem = string;

/**
 * A request that the browser cancelled on purpose: a link prefetch or a lazy
 * chunk still under way when the crawl moved on to the next page. Chromium
 * reports these as net::ERR_ABORTED. Every other failure (connection refused,
 * connection reset, an empty response…) is a real one, and so is any response
 * with status 400 or more, which is seen through the `response` event instead.
 */
function wasCancelled(request: Request): boolean {
  return request.failure()?.errorText === 'net::ERR_ABORTED';
}

/**
 * Loads each page in turn in one browser page (so the bundles cached by the
 * first page serve the rest, as for a visitor) and returns every problem seen:
 * a document with the wrong status, a same-origin request that failed or
 * answered 400+, a console error, an uncaught exception or a hydration warning.
 *
 * Pages see a data-saver connection (the default of tests/support/test.ts),
 * so Docusaurus prefetches no linked routes: every page is crawled in its own
 * right, and prefetches would only add downloads the next navigation cancels.
 *
 * Every page is a full load, so a hydration mismatch on any page shows. A
 * page counts as done when React has hydrated it (the `data-has-hydrated`
 * attribute Docusaurus sets after hydration); then the browser gets an idle
 * moment for effects to run. The crawl does not wait for the network to go
 * quiet.
 */
export async function crawlPages(
  page: Page,
  targets: CrawlTarget[],
  origin: string,
  {hydrationTimeout = 15_000} = {},
): Promise<CrawlProblem[]> {
  const problems: CrawlProblem[] = [];
  let current = '';
  let expectedStatus = 200;
  const report = (problem: string) => {
    const line = `${current}: ${problem}`;
    // A failing asset is often requested several times (preload, then script): say it once.
    if (!problems.includes(line)) problems.push(line);
  };

  page.on('console', (msg) => {
    const text = msg.text();
    // Chromium logs the not-found page's own 404 document as a console error.
    const isOwn404 = expectedStatus === 404 && /status of 404/.test(text);
    // A failed asset is reported below with its URL; Chromium's line for it would say it twice.
    const isResourceLog = /^Failed to load resource/.test(text);
    if (msg.type() === 'error' && !isOwn404 && !isResourceLog) report(`console error: ${text}`);
    if (msg.type() === 'warning' && /hydrat/i.test(text)) report(`hydration warning: ${text}`);
  });
  page.on('pageerror', (error) => report(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin) && !wasCancelled(request)) {
      report(`request failed (${request.failure()?.errorText}): ${request.url()}`);
    }
  });
  page.on('response', (response) => {
    const isPage = response.request().isNavigationRequest();
    if (!isPage && response.url().startsWith(origin) && response.status() >= 400) {
      report(`${response.status()} for ${response.url()}`);
    }
  });

  for (const {path, status} of targets) {
    current = path;
    expectedStatus = status;
    const response = await page.goto(path, {waitUntil: 'load'});
    if (response?.status() !== status) report(`document status ${response?.status()}, expected ${status}`);
    try {
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: hydrationTimeout});
    } catch {
      report('the page never finished hydrating');
      continue;
    }
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 2_000})));
  }
  return problems;
}

/**
 * What a page's built HTML shows of the code that renders it: the page kind Docusaurus writes on `<html>` (plugin,
 * version, doc or post page; not the page's own id), and every element name and class name in its body. Components
 * and theme parts mark what they render with class names (CSS modules, theme classes, `language-…` on code blocks),
 * so two pages with the same features run the same components.
 */
export function renderedFeatures(html: string): Set<string> {
  const features = new Set<string>();
  const htmlClasses = /<html[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '';
  const kind = htmlClasses.split(/\s+/).filter((c) => c && !/^(docs-doc-id|blog-post-id)-/.test(c));
  features.add(`page kind: ${kind.sort().join(' ')}`);
  const body = html.slice(html.indexOf('<body'));
  for (const [, tag] of body.matchAll(/<([a-z][a-z0-9-]*)/g)) features.add(`<${tag}>`);
  for (const [, classes] of body.matchAll(/\bclass="([^"]*)"/g))
    for (const name of classes.split(/\s+/)) if (name) features.add(`.${name}`);
  return features;
}

/**
 * The fewest pages (near enough: chosen greedily, in the given order, so the same build gives the same pages) that
 * between them show every feature of every page (see renderedFeatures) on `copies` pages, or on all the pages that
 * have it where fewer do. Loading these in full exercises every component the site renders, each in more than one
 * setting where the site has more than one.
 */
export function pagesShowingEveryFeature<T>(pages: T[], featuresOf: (page: T) => Set<string>, copies = 2): T[] {
  const features = new Map(pages.map((page) => [page, featuresOf(page)]));
  const wanted = new Map<string, number>();
  for (const set of features.values()) for (const f of set) wanted.set(f, Math.min(copies, (wanted.get(f) ?? 0) + 1));
  const chosen: T[] = [];
  for (;;) {
    let best: T | undefined;
    let bestGain = 0;
    for (const [page, set] of features) {
      let gain = 0;
      for (const f of set) if (wanted.get(f)! > 0) gain += 1;
      if (gain > bestGain) [best, bestGain] = [page, gain];
    }
    if (best === undefined) return chosen;
    chosen.push(best);
    for (const f of features.get(best)!) wanted.set(f, wanted.get(f)! - 1);
    features.delete(best);
  }
}

/**
 * Loads the code of each route from an open page of the site, as a visitor's browser does before it shows that
 * route: `window.docusaurus.preload` fetches the route's chunks and runs their modules. Returns every route whose
 * chunks failed to load or to run, and every same-origin response of 400 or more and uncaught exception meanwhile. The page must not be
 * on a data-saver connection (Docusaurus preloads nothing there).
 */
export async function preloadRoutes(page: Page, routes: string[], origin: string): Promise<CrawlProblem[]> {
  const problems: CrawlProblem[] = [];
  const onResponse = (response: {url(): string; status(): number}) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      problems.push(`${response.status()} for ${response.url()}`);
  };
  const onError = (error: Error) => problems.push(`uncaught exception: ${error.message}`);
  page.on('response', onResponse);
  page.on('pageerror', onError);
  const failures = await page.evaluate(async (paths) => {
    const {docusaurus} = window as unknown as {docusaurus: {preload(path: string): false | Promise<unknown>}};
    const failed: string[] = [];
    // A few at a time, as a reader hovering over links would: the static server and the browser stay unhurried.
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          try {
            const loading = docusaurus.preload(path);
            if (loading === false) failed.push(`${path}: not preloaded (data saver on, or already loaded)`);
            else await loading;
          } catch (error) {
            failed.push(`${path}: ${String(error)}`);
          }
        }),
      );
    }
    return failed;
  }, routes);
  page.off('response', onResponse);
  page.off('pageerror', onError);
  return [...failures, ...problems];
}
