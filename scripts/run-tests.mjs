#!/usr/bin/env node
/**
 * `npm test`: lint, format check, type check, SDK example check, unit tests, production build, browser tests.
 * Ends with one summary line "N passed, N failed" over both suites.
 *
 * SKIP_BUILD=1 reuses an existing build/ (for quick reruns of the browser tests).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import browser from './browser.cjs';
import {ANALYTICS_BUILD_ENV, TEST_BUILD_ENV} from './test-build-env.mjs';
import {supportedNode} from './supported-node.mjs';
const {ensureChromium} = browser;

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

function step(title, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...extraEnv}});
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

fs.mkdirSync('test-results', {recursive: true});
const counts = {passed: 0, failed: 0};
let ok = true;

// ESLint (no warnings allowed) and Prettier, as `npm run lint` and `npm run format:check` run them: one check each.
for (const [title, script] of [
  ['Lint', 'lint'],
  ['Format check', 'format:check'],
]) {
  const passed = step(title, npm, ['run', '--silent', script]);
  ok = passed && ok;
  counts[passed ? 'passed' : 'failed'] += 1;
}
ok = step('Type check', npx, ['tsc']) && ok;
// SDK examples in docs and blog type-check against the pinned SDK.
const examplesOk = step('SDK examples', process.execPath, ['scripts/check-examples.mjs']);
ok = examplesOk && ok;
counts[examplesOk ? 'passed' : 'failed'] += 1;

// Node 20's test runner takes no globs: list the files ourselves.
const unitFiles = fs
  .readdirSync('tests/unit', {recursive: true})
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/unit/${f}`);
const unitOk = step('Unit tests', process.execPath, [
  // Node runs test files one at a time on a two-core machine (cores - 1); two at a time
  // keeps both cores busy, since much of each file's time is starting tsx.
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=2',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=test-results/unit.tap',
  ...unitFiles,
]);
ok = unitOk && ok;
const tap = fs.existsSync('test-results/unit.tap') ? fs.readFileSync('test-results/unit.tap', 'utf8') : '';
counts.passed += Number(tap.match(/^# pass (\d+)/m)?.[1] ?? 0);
counts.failed += Number(tap.match(/^# fail (\d+)/m)?.[1] ?? (unitOk ? 0 : 1));

if (process.env.SKIP_BUILD !== '1') {
  ok = step('Build', npx, ['docusaurus', 'build'], TEST_BUILD_ENV) && ok;
  ok =
    step(
      'Build with analytics, without the build tuning',
      npx,
      ['docusaurus', 'build', '--out-dir', 'build-analytics'],
      ANALYTICS_BUILD_ENV,
    ) && ok;
}

if (fs.existsSync('build/index.html')) {
  const browser = ensureChromium({headlessShell: true});
  console.log(`Chromium (${browser.source}): ${browser.path}`);
  fs.rmSync('test-results/e2e.json', {force: true});
  const browserOk = step('Browser tests', npx, ['playwright', 'test']);
  ok = browserOk && ok;
  const stats = fs.existsSync('test-results/e2e.json')
    ? JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')).stats
    : {expected: 0, flaky: 0, unexpected: 0};
  counts.passed += stats.expected + stats.flaky;
  // A run that failed before any test (a server that could not start) still counts as a failure.
  counts.failed += stats.unexpected || (browserOk ? 0 : 1);
} else {
  console.error('No build/ to test against.');
  counts.failed += 1;
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
