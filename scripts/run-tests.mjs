#!/usr/bin/env node
/**
 * `npm test`: lint, format check, type check and SDK example check beside the production build, and Chromium found or
 * installed meanwhile; unit tests beside the untuned build; then browser tests.
 * Ends with one summary line "N passed, N failed" over both suites.
 *
 * SKIP_BUILD=1 reuses an existing build/ (for quick reruns of the browser tests).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import browserFinder from './browser.cjs';
import {ANALYTICS_BUILD_ENV, TEST_BUILD_ENV} from './test-build-env.mjs';
import {supportedNode} from './supported-node.mjs';
const {findChromium} = browserFinder;

// On a Node older than the supported one (engines.node), run the whole suite under a supported Node fetched from
// the npm registry, first on PATH so that every npx and npm call below uses it too (scripts/supported-node.mjs).
const node = supportedNode();
if (node.error) {
  console.error(node.error);
  process.exit(1);
}
if (node.fetched) {
  const version = spawnSync(node.path, ['--version'], {encoding: 'utf8'}).stdout.trim();
  console.log(
    `This machine's Node is ${process.version}, older than package.json's engines allow: running the tests with Node ${version} (${node.path}).`,
  );
  const PATH = [path.dirname(node.path), process.env.PATH].join(path.delimiter);
  const rerun = spawnSync(node.path, process.argv.slice(1), {stdio: 'inherit', env: {...process.env, PATH}});
  process.exit(rerun.status ?? 1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs one step; resolves to whether it passed. A step `beside` another shows its output in one block when it ends,
 * so that two steps' lines do not interleave.
 */
function step(title, cmd, args, {env = {}, beside = false} = {}) {
  if (!beside) console.log(`\n=== ${title}`);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, ...env},
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const end = (passed) => {
      if (beside) process.stdout.write(`\n=== ${title}\n${Buffer.concat(output)}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${title}: ${passed ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(passed);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/** Steps one after the other; resolves to whether each passed. */
async function inTurn(...steps) {
  const passed = [];
  for (const run of steps) passed.push(await run());
  return passed;
}

fs.mkdirSync('test-results', {recursive: true});
const counts = {passed: 0, failed: 0};
let ok = true;

// Every unit test file, run in one test process (see unitTests below).
const unitFiles = fs
  .readdirSync('tests/unit', {recursive: true})
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/unit/${f}`);
const beside = {beside: true};
const checks = () =>
  inTurn(
    // ESLint (no warnings allowed) and Prettier, as `npm run lint` and `npm run format:check` run them.
    () => step('Lint', npm, ['run', '--silent', 'lint'], beside),
    () => step('Format check', npm, ['run', '--silent', 'format:check'], beside),
    () => step('Type check', npx, ['tsc'], beside),
    // SDK examples in docs and blog type-check against the pinned SDK.
    () => step('SDK examples', process.execPath, ['scripts/check-examples.mjs'], beside),
  );
const unitTests = () =>
  step(
    'Unit tests',
    process.execPath,
    [
      // All files in this one process: a process per file spends most of its time starting tsx and compiling the
      // same modules again. One process took 26.6 CPU-s where a process per file, two at a time, took 47.7
      // (29 November 2026, `/usr/bin/time node --import tsx --test [--experimental-test-isolation=none] tests/unit/*.test.ts`).
      // The files share one module cache, so a test must not rely on a module being loaded fresh for it.
      '--import',
      'tsx',
      '--test',
      '--experimental-test-isolation=none',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      '--test-reporter-destination=test-results/unit.tap',
      ...unitFiles,
    ],
    beside,
  );
const build = () => step('Build', npx, ['docusaurus', 'build'], {env: TEST_BUILD_ENV});
const untunedBuild = () =>
  step('Build with analytics, without the build tuning', npx, ['docusaurus', 'build', '--out-dir', 'build-analytics'], {
    env: ANALYTICS_BUILD_ENV,
  });

// The browser for the tests, found or installed beside the first build: on a fresh Debian machine the install downloads
// some 150 MB, which takes the network and the disk rather than the cores the build is using.
const browserFound = () =>
  step('Chromium for the browser tests', process.execPath, ['scripts/browser.cjs', '--headless-shell'], beside);
// A build keeps about 1.6 of two cores busy, the checks and the unit tests about one: each build runs beside what
// needs no build. One after the other, the four took 88 and 81 s; side by side 75 and 67 s (29 November 2026, a fresh
// clone, cold builds, timed by hand).
const building = process.env.SKIP_BUILD !== '1';
const [[lintOk, formatOk, typesOk, examplesOk], buildOk, browserOk] = await Promise.all([
  checks(),
  building ? build() : true,
  browserFound(),
]);
const [unitOk, untunedOk] = await Promise.all([unitTests(), building ? untunedBuild() : true]);
ok = lintOk && formatOk && typesOk && examplesOk && buildOk && unitOk && untunedOk;
// Lint, format and SDK examples count as one test each; the type check and the builds are preconditions.
for (const passed of [lintOk, formatOk, examplesOk]) counts[passed ? 'passed' : 'failed'] += 1;
const tap = fs.existsSync('test-results/unit.tap') ? fs.readFileSync('test-results/unit.tap', 'utf8') : '';
counts.passed += Number(tap.match(/^# pass (\d+)/m)?.[1] ?? 0);
counts.failed += Number(tap.match(/^# fail (\d+)/m)?.[1] ?? (unitOk ? 0 : 1));

if (!browserOk) {
  console.error('No Chromium to run the browser tests in (see above).');
  counts.failed += 1;
} else if (fs.existsSync('build/index.html')) {
  const browser = findChromium({headlessShell: true});
  console.log(`Chromium (${browser.source}): ${browser.path}`);
  fs.rmSync('test-results/e2e.json', {force: true});
  const testsOk = await step('Browser tests', npx, ['playwright', 'test']);
  ok = testsOk && ok;
  const stats = fs.existsSync('test-results/e2e.json')
    ? JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')).stats
    : {expected: 0, flaky: 0, unexpected: 0};
  counts.passed += stats.expected + stats.flaky;
  // A run that failed before any test (a server that could not start) still counts as a failure.
  counts.failed += stats.unexpected || (testsOk ? 0 : 1);
} else {
  console.error('No build/ to test against.');
  counts.failed += 1;
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
