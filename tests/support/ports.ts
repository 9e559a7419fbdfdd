/** Ports of the local static servers the browser tests use (see playwright.config.ts). */
export const testPort = Number(process.env.TEST_PORT ?? 4173);
/** The second build, made with an analytics id (scripts/run-tests.mjs). */
export const analyticsPort = testPort + 1;
/** Free port for servers a test starts itself (e.g. the site under a wrong base URL). */
export const wrongBasePort = testPort + 2;
/** A copy of the build with a file removed, to prove the crawl notices (tests/e2e/site-crawl.spec.ts). */
export const brokenBuildPort = testPort + 3;
/** Cloudflare's local runtime serving the build with its worker (tests/e2e/host-worker.spec.ts). */
export const hostWorkerPort = testPort + 4;
/** scripts/serve.mjs over HTTP/2, as the benchmark serves the site (tests/e2e/seo-and-headers.spec.ts). */
export const http2Port = testPort + 5;
