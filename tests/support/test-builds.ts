import fs from 'node:fs';

/**
 * The environment scripts/run-tests.mjs builds the test builds with (the
 * search credentials of build/, the analytics id of build-analytics/), read
 * from that script so the tests keep no copy of their own. Build by hand with
 * the same values (README, "Environment variables").
 */
export function testBuildEnv(name: 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME' | 'GTAG_TRACKING_ID'): string {
  const script = fs.readFileSync('scripts/run-tests.mjs', 'utf8');
  const value = new RegExp(`\\b${name}: '([^']+)'`).exec(script)?.[1];
  if (!value) throw new Error(`scripts/run-tests.mjs no longer sets ${name} as "${name}: '…'"; update tests/support/test-builds.ts`);
  return value;
}
