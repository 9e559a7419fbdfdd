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
