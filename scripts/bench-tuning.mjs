#!/usr/bin/env node
/**
 * `npm run bench:tuning`: what each plugin of src/plugins/build-tuning/ gains, measured by building the site without
 * it (SITE_BUILD_TUNING=without:<name>) beside a build with all of them, in the same run and alternating the order
 * from one run to the next. A plugin whose gain is inside the noise should go (README, "Build and bundle tuning").
 * Printed as Markdown and saved to bench-results/tuning.md. Not a test: it fails only if a step cannot run.
 *
 * For each build: cold wall time, warm wall and CPU time (CPU time varies least between runs on a shared machine),
 * main.js and the bundler's runtime (gzip), all JS files (raw), and, in the first run, the JS a page loads (gzip) and
 * the long tasks in the 4 s after it loads at 4× CPU slowdown (three loads each, median), over scripts/serve.mjs.
 *
 * Options: --runs N (default 2); --only name,name (those plugins only, beside all on); --port N (default 4330).
 * About 2.5 minutes per plugin and run on a 2-core machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {startServer} from './start-server.mjs';
import {buildSite, MAIN_JS, median, pageAssetBytes} from './bench-builds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);
const require = createRequire(import.meta.url);
const {ensureChromium, quietChromiumArgs} = require('./browser.cjs');
const {chromium} = require('playwright-core');

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '2'},
    only: {type: 'string'},
    port: {type: 'string', default: '4330'},
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs expects a whole number ≥ 1, got "${options.runs}".`);
const PORT = Number(options.port);
const plugins = fs
  .readdirSync(path.join(ROOT, 'src/plugins/build-tuning'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const chosen = options.only ? options.only.split(',').map((name) => name.trim()) : plugins;
const unknown = chosen.filter((name) => !plugins.includes(name));
if (unknown.length) throw new Error(`--only: no plugin in src/plugins/build-tuning/ is named ${unknown.join(', ')}.`);

// The pages a change in the shared bundle shows on: the home page, a guide, an SDK function and an API page.
const PAGES = ['/', '/docs/development/getting-started/introduction', '/docs/sdk/function/getEvent', '/docs/api/event'];
const LOADS = 3;
const gzip = (bytes) => zlib.gzipSync(bytes).length;

/** main.js and the runtime (gzip), and every JS file of the build (raw). */
function bundleFacts() {
  const dir = path.join(ROOT, 'build/assets/js');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
  const gzipOf = (pattern) => {
    const name = files.find((file) => pattern.test(file));
    return name ? gzip(fs.readFileSync(path.join(dir, name))) : 0;
  };
  return {
    mainGzip: gzipOf(MAIN_JS),
    runtimeGzip: gzipOf(/^runtime~main\.[0-9a-f]+\.js$/),
    allJs: files.reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0),
  };
}

/** Each page's JS (gzip, as loaded) and the median of its long tasks (ms, 4 s after load, 4× CPU slowdown). */
async function pageFacts() {
  const server = await startServer(PORT, ['--dir', path.join(ROOT, 'build')]);
  const browser = await chromium.launch({executablePath: ensureChromium().path, args: quietChromiumArgs});
  const facts = {};
  try {
    for (const url of PAGES) {
      const {js} = await pageAssetBytes(browser, `http://127.0.0.1:${PORT}${url}`);
      const longTasks = [];
      for (let load = 0; load < LOADS; load++) {
        const slowed = await browser.newContext();
        const slowPage = await slowed.newPage();
        await (await slowed.newCDPSession(slowPage)).send('Emulation.setCPUThrottlingRate', {rate: 4});
        await slowPage.addInitScript(() => {
          window.__longTaskMs = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__longTaskMs += entry.duration;
          }).observe({type: 'longtask', buffered: true});
        });
        await slowPage.goto(`http://127.0.0.1:${PORT}${url}`, {waitUntil: 'load'});
        // The window the measure is about (tasks after load), not a wait for something to happen.
        await slowPage.waitForTimeout(4000);
        longTasks.push(await slowPage.evaluate(() => window.__longTaskMs));
        await slowed.close();
      }
      facts[url] = {js, longTasks: median(longTasks)};
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return facts;
}

const variants = [null, ...chosen];
const results = new Map(variants.map((name) => [name, []]));
for (let run = 0; run < RUNS; run++) {
  for (const name of run % 2 ? [...variants].reverse() : variants) {
    const label = name ? `without ${name}` : 'all on';
    const env = {...process.env, SITE_BUILD_TUNING: name ? `without:${name}` : 'on'};
    const cold = buildSite({name: label, dir: ROOT}, {cold: true, env});
    const warm = buildSite({name: label, dir: ROOT}, {cold: false, env});
    const result = {cold: cold.seconds, warm: warm.seconds, warmCpu: warm.cpuSeconds, ...bundleFacts()};
    if (run === 0) result.pages = await pageFacts();
    results.get(name).push(result);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** A difference with its sign; one that rounds to nothing shown is ±0 (not "−0.0 KB"). */
const signed = (value, show) => {
  const text = show(Math.abs(value));
  return `${!/[1-9]/.test(text) ? '±' : value > 0 ? '+' : '−'}${text}`;
};
const seconds = (value) => `${value.toFixed(1)} s`;
const ms = (value) => `${value.toFixed(0)} ms`;
const of = (name, key) => median(results.get(name).map((result) => result[key]));
const pageOf = (name, key) => PAGES.map((url) => results.get(name)[0].pages[url][key]);
const lines = [
  `# Build tuning: each plugin against all on (${new Date().toISOString().slice(0, 10)}, median of ${RUNS} run(s))`,
  '',
  `All on: cold ${seconds(of(null, 'cold'))}, warm ${seconds(of(null, 'warm'))} (CPU ${seconds(of(null, 'warmCpu'))}), ` +
    `main.js + runtime ${kb(of(null, 'mainGzip') + of(null, 'runtimeGzip'))} gzip, all JS ${(of(null, 'allJs') / 1e6).toFixed(2)} MB; ` +
    `page JS (gzip) and long tasks at 4× CPU slowdown: ${PAGES.map((url, i) => `${url} ${kb(pageOf(null, 'js')[i])}, ${ms(pageOf(null, 'longTasks')[i])}`).join('; ')}.`,
  '',
  'What each plugin gains is what the build without it costs more (runs: each run alone, comma-separated):',
  '',
  '| without | cold | warm CPU | main.js + runtime gzip | all JS | page JS gzip (per page) | long tasks (per page) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const name of chosen) {
  const each = (key, show) =>
    results
      .get(name)
      .map((result, run) => signed(result[key] - results.get(null)[run][key], show))
      .join(', ');
  const bundle = of(name, 'mainGzip') + of(name, 'runtimeGzip') - of(null, 'mainGzip') - of(null, 'runtimeGzip');
  const perPage = (key, show) =>
    pageOf(name, key)
      .map((value, i) => signed(value - pageOf(null, key)[i], show))
      .join(' / ');
  lines.push(
    `| ${name} | ${each('cold', seconds)} | ${each('warmCpu', seconds)} | ${signed(bundle, kb)} | ` +
      `${signed((of(name, 'allJs') - of(null, 'allJs')) / 1e6, (v) => `${v.toFixed(2)} MB`)} | ` +
      `${perPage('js', kb)} | ${perPage('longTasks', ms)} |`,
  );
}
lines.push('', `Pages, in order: ${PAGES.join(', ')}.`);
const report = lines.join('\n');
fs.mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
fs.writeFileSync(path.join(ROOT, 'bench-results/tuning.md'), `${report}\n`);
console.log(report);
