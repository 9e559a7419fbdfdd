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
