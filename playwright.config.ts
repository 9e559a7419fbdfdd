import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {findChromium, quietChromiumArgs} from './scripts/browser.cjs';

import {analyticsPort, testPort as port} from './tests/support/ports';
// The headless shell when there is one: see scripts/browser.cjs.
const chromium = findChromium({headlessShell: true}) as {path: string; source: string} | undefined;

/**
 * Browser tests run against the production build served like a static host
 * (scripts/serve.mjs). `npm test` builds first; run `npm run build` yourself
 * before `npx playwright test`.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Upper bounds, never waits: CI is a busy two-core machine where a page can
  // take seconds to hydrate, and a passing test takes no longer for them.
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test costs about a quarter of the suite's
    // CPU time on two cores, even when it is thrown away after a pass. A
    // failure keeps a screenshot; to get a full trace, rerun the failing test
    // with `npx playwright test -g "its title" --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Tests must not depend on the network: block service workers' caching too.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 1280, height: 800},
        launchOptions: {
          executablePath: chromium?.source === 'playwright' ? undefined : chromium?.path,
          args: [
            ...quietChromiumArgs,
            // Run JavaScript with V8's first two tiers only. A test page lives
            // for a second or two, too short for the optimising compilers to
            // pay back the CPU they spend on a second thread; without them
            // the suite needs about a fifth less CPU on two cores. Behaviour
            // is the same; speed is measured by `npm run bench`, with all tiers.
            '--js-flags=--max-opt=1',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // Only when the analytics build exists (`npm test` makes it).
    ...(fs.existsSync('build-analytics/index.html')
      ? [
          {
            command: `node scripts/serve.mjs --port ${analyticsPort} --dir build-analytics`,
            url: `http://127.0.0.1:${analyticsPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
