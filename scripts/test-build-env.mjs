// The environment of `npm test`'s two builds (scripts/run-tests.mjs), which the browser tests read as well
// (tests/support/test-builds.ts): one copy of the test credentials and the analytics id.

// Search is on with test credentials; the browser tests answer its requests locally.
export const SEARCH_ENV = {
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'eventcatalog',
};
// The test build adds test-only routes (the crash page) and lets the tests
// switch the search engine. The second build is a production build with an
// analytics id: it proves the analytics behaviour, the first one proves that
// without an id nothing is sent. Having no engine switch, it also skips the
// local search index, which no analytics test reads. It is also built without
// the build tuning (src/plugins/build-tuning/tuning.ts), stock Docusaurus plugins in
// its place: tests/e2e/untuned-build.spec.ts checks its pages still render.
export const TEST_BUILD_ENV = {...SEARCH_ENV, SITE_TEST_ROUTES: '1'};
export const ANALYTICS_BUILD_ENV = {...SEARCH_ENV, GTAG_TRACKING_ID: 'G-TESTBUILD01', SITE_BUILD_TUNING: 'off'};
