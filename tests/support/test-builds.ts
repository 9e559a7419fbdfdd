import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {ANALYTICS_BUILD_ENV, TEST_BUILD_ENV} from '../../scripts/test-build-env.mjs';

/**
 * The environment scripts/run-tests.mjs builds the test builds with (the
 * search credentials of build/, the analytics id of build-analytics/), from
 * the module it reads them from, so the tests keep no copy of their own. Build
 * by hand with the same values (README, "Environment variables").
 */
export function testBuildEnv(
  name: 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME' | 'GTAG_TRACKING_ID',
): string {
  const value = ({...TEST_BUILD_ENV, ...ANALYTICS_BUILD_ENV} as Record<string, string>)[name];
  if (!value) throw new Error(`scripts/test-build-env.mjs sets no ${name}`);
  return value;
}

/**
 * Fails the calling tests at once when `npm test`'s second build (build-analytics/: an analytics id, the build
 * tuning off) is missing, rather than letting each one time out on a server that is not there.
 */
export function requireSecondBuild(): void {
  if (!fs.existsSync('build-analytics/index.html')) {
    throw new Error(
      'build-analytics/ is missing: run `npm test`, which builds it with an analytics id and the build tuning off.',
    );
  }
}

/** Answers the analytics script with an empty one (the machine may be offline); returns how often it was asked for. */
export async function stubAnalyticsScript(page: Page): Promise<{requests: () => number}> {
  let requests = 0;
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests += 1;
    return route.fulfill({status: 200, contentType: 'text/javascript', body: '/* analytics stub */'});
  });
  return {requests: () => requests};
}
