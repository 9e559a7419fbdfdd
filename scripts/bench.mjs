#!/usr/bin/env node
/**
 * `npm run bench`: build cost and page weight, printed as a Markdown table
 * (and saved to bench-results/latest.md). Not a test: it fails only if a step
 * cannot run.
 *
 * - cold build: caches and output removed first; warm rebuild: caches kept.
 *   Wall time and peak resident memory come from /usr/bin/time -v.
 * - page weight: each page is loaded in Chromium from scripts/serve.mjs
 *   (gzip, as a static host serves it); the JS and CSS responses are summed
 *   raw and gzip-compressed.
 * - Lighthouse (desktop and mobile presets) on one page of every template,
 *   same server, the system Chromium. Skip with --no-lighthouse.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {startServer} from './start-server.mjs';

const require = createRequire(import.meta.url);
const {findChromium, quietChromiumArgs} = require('./browser.cjs');
const {chromium} = require('playwright-core');

const PAGES = [
  ['home', '/'],
  ['docs page', '/docs/development/getting-started/introduction'],
  ['blog post', '/blog/eventcatalog-sdk'],
  ['integration', '/integrations/asyncapi'],
  ['SDK function', '/docs/sdk/function/getEvent'],
];
const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['feature', '/features/documentation'],
  ['marketing', '/pricing'],
  ['blog list', '/blog'],
  ['blog post', '/blog/eventcatalog-sdk'],
  ['tag page', '/blog/tags/sdk'],
  ['integrations', '/integrations'],
  ['integration', '/integrations/asyncapi'],
  ['doc page', '/docs/development/getting-started/introduction'],
  ['API page', '/docs/api/event'],
  ['SDK function', '/docs/sdk/function/getEvent'],
  // Answered by the local index, or by Algolia when ALGOLIA_* are set (its requests then need the live index).
  ['search', '/search'],
  // Lighthouse stops on a document served with status 404, so the not-found
  // page is measured at /404, which the server answers from 404.html with 200.
  ['404', '/404'],
];
const PORT = 4199;
const withLighthouse = !process.argv.includes('--no-lighthouse');

function timedBuild() {
  const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build'], {encoding: 'utf8'});
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('Build failed');
  }
  const wall = result.stderr.match(/Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  const rssKb = Number(result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)[1]);
  return {seconds, rssMb: rssKb / 1024};
}

function countHtml(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) n += countHtml(p);
    else if (entry.name.endsWith('.html')) n += 1;
  }
  return n;
}

async function pageWeights() {
  const server = await startServer(PORT);
  const found = findChromium();
  const browser = await chromium.launch({executablePath: found?.path, args: quietChromiumArgs});
  const rows = [];
  try {
    for (const [label, url] of PAGES) {
      const page = await browser.newPage();
      const bodies = [];
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (type === 'script' || type === 'stylesheet') bodies.push(res.body().then((b) => ({type, b})).catch(() => null));
      });
      const response = await page.goto(`http://127.0.0.1:${PORT}${url}`, {waitUntil: 'networkidle'});
      if (!response || response.status() !== 200) {
        rows.push({label, url, missing: true});
        await page.close();
        continue;
      }
      const files = (await Promise.all(bodies)).filter(Boolean);
      const sum = (type, gz) =>
        files.filter((f) => f.type === type).reduce((n, f) => n + (gz ? zlib.gzipSync(f.b).length : f.b.length), 0);
      rows.push({label, url, js: sum('script', false), jsGz: sum('script', true), css: sum('stylesheet', false), cssGz: sum('stylesheet', true)});
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function lighthouseScores() {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium()?.path,
    chromeFlags: ['--headless=new', '--no-sandbox', ...quietChromiumArgs],
  });
  const rows = [];
  try {
    for (const [label, url] of LIGHTHOUSE_PAGES) {
      if (!fs.existsSync(url === '/' ? 'build/index.html' : `build${url}.html`)) {
        rows.push({label, url, skipped: 'not in this build'});
        continue;
      }
      for (const [formFactor, config] of [['desktop', desktopConfig], ['mobile', undefined]]) {
        const result = await lighthouse(`http://127.0.0.1:${PORT}${url}`, {port: chrome.port, output: 'json', logLevel: 'error'}, config);
        const {categories, audits} = result.lhr;
        const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
        rows.push({
          label, url, formFactor,
          performance: score('performance'), accessibility: score('accessibility'),
          bestPractices: score('best-practices'), seo: score('seo'),
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          transfer: audits['total-byte-weight']?.numericValue ?? NaN,
          // Why a category is below 100: its failed audits (performance: the biggest savings).
          misses: ['accessibility', 'best-practices', 'seo']
            .flatMap((id) => (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1))
            .map((ref) => ref.id)
            .concat(
              Object.values(audits)
                .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) >= 150)
                .map((a) => `${a.id} (${Math.round(a.numericValue)} ms)`),
            ),
        });
        console.error(`  ${formFactor} ${url}: ${score('performance')}/${score('accessibility')}/${score('best-practices')}/${score('seo')}`);
      }
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  return rows;
}

/**
 * The local search index (builds without Algolia): its size on disk, the
 * bytes the first query transfers (what the static server sends: Pagefind's
 * files are already gzip-compressed), the time from the modal opening to the
 * first results (median of 10, each in a fresh browser context, CPU slowed
 * 4× once the page has loaded), and the time indexing adds to a build
 * (reading the built pages and writing the index, on its own).
 */
async function localSearchBench() {
  const indexDir = 'build/pagefind';
  if (!fs.existsSync(indexDir)) return {skipped: 'no local index in this build (ALGOLIA_* set)'};
  const files = fs.readdirSync(indexDir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile());
  const indexBytes = files.reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0);

  // Wall time, and CPU time (user + system, the indexer and Pagefind's binary): on a shared machine the wall time varies.
  const indexing = spawnSync(
    '/usr/bin/time',
    [
      '-v', process.execPath, '--import', 'tsx', '-e',
      "const {readBuiltPages, writeSearchIndex} = require('./src/plugins/local-search/index.ts');" +
        "const {PAGEFIND_RANKING} = require('./src/plugins/local-search/shared.ts');" +
        "readBuiltPages('build', 'EventCatalog').then(async (pages) => {" +
        "  await writeSearchIndex(pages, 'bench-results/pagefind-scratch');" +
        // For the title check below: each page's path and title, and the ranking the site's client uses.
        "  require('node:fs').writeFileSync('bench-results/search-titles.json', JSON.stringify({" +
        "    ranking: PAGEFIND_RANKING, titles: pages.map((p) => [p.path, p.sections[0].hierarchy.lvl1])}));" +
        '}).catch((error) => { console.error(error); process.exit(1); });',
    ],
    {encoding: 'utf8'},
  );
  if (indexing.status !== 0) throw new Error(`Indexing failed: ${indexing.stderr}`);
  const timeField = (name) => Number(indexing.stderr.match(new RegExp(`${name}: ([\\d.]+)`))?.[1] ?? NaN);
  const wall = indexing.stderr.match(/Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/);
  const indexingSeconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  const indexingCpuSeconds = timeField('User time \\(seconds\\)') + timeField('System time \\(seconds\\)');
  fs.rmSync('bench-results/pagefind-scratch', {recursive: true, force: true});

  const port = PORT + 1;
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {stdio: 'ignore'});
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({executablePath: findChromium()?.path, args: quietChromiumArgs});
  const timings = [];
  let firstQueryBytes = 0;
  let firstQueryFiles = 0;
  let queryOnlyBytes = 0;
  const titleRanks = [];
  try {
    for (let run = 0; run < 10; run++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map();
      const transferred = [];
      cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
      cdp.on('Network.loadingFinished', (e) => {
        const {pathname} = new URL(urls.get(e.requestId) ?? 'http://x/');
        if (pathname.startsWith('/pagefind/')) transferred.push({pathname, bytes: e.encodedDataLength});
      });
      await page.goto(`http://127.0.0.1:${port}/docs/development/getting-started/introduction`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      if (transferred.length) throw new Error('The index loaded before the modal opened');
      // Marks when the modal appears and when its first hit does.
      await page.evaluate(() => {
        const marks = (window.__searchMarks = {});
        new MutationObserver(() => {
          if (!marks.open && document.querySelector('.DocSearch-Modal')) marks.open = performance.now();
          if (!marks.hits && document.querySelector('.DocSearch-Hit')) marks.hits = performance.now();
        }).observe(document.body, {childList: true, subtree: true});
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('channel');
      await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
      const marks = await page.evaluate(() => window.__searchMarks);
      timings.push(marks.hits - marks.open);
      if (run === 0) {
        // The word index and the fragments are the query's; the rest (script, WebAssembly, metadata) opening the index.
        const ofQuery = ({pathname}) => /^\/pagefind\/(index|fragment|filter)\//.test(pathname);
        firstQueryBytes = transferred.reduce((n, t) => n + t.bytes, 0);
        firstQueryFiles = transferred.length;
        queryOnlyBytes = transferred.filter(ofQuery).reduce((n, t) => n + t.bytes, 0);
      }
      await context.close();
    }

    // Every page searched by its own title, with Pagefind's own script (in Node, against the same server):
    // where does the page's own record come? DocSearch lists up to 20 hits.
    const {ranking, titles} = JSON.parse(fs.readFileSync('bench-results/search-titles.json', 'utf8'));
    fs.rmSync('bench-results/search-titles.json');
    process.on('exit', () => fs.rmSync('bench-results/pagefind.mjs', {force: true}));
    // As .mjs: Node would otherwise warn that the file is an ES module in a CommonJS package.
    fs.copyFileSync(path.join(indexDir, 'pagefind.js'), 'bench-results/pagefind.mjs');
    const {createInstance} = await import(path.resolve('bench-results/pagefind.mjs'));
    const pagefind = createInstance({basePath: `http://127.0.0.1:${port}/pagefind/`, noWorker: true, ranking});
    await pagefind.init();
    for (const [pathname, title] of titles) {
      const {results} = await pagefind.search(title);
      let rank = 0;
      for (let i = 0; i < Math.min(20, results.length) && !rank; i++) {
        if ((await results[i].data()).filters.url?.[0] === pathname) rank = i + 1;
      }
      titleRanks.push(rank);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  timings.sort((a, b) => a - b);
  const median = (timings[4] + timings[5]) / 2;
  const byTitle = {
    pages: titleRanks.length,
    first: titleRanks.filter((r) => r === 1).length,
    top5: titleRanks.filter((r) => r >= 1 && r <= 5).length,
    top20: titleRanks.filter((r) => r >= 1).length,
  };
  return {files: files.length, indexBytes, firstQueryBytes, firstQueryFiles, queryOnlyBytes, byTitle, median, fastest: timings[0], slowest: timings[9], indexingSeconds, indexingCpuSeconds};
}

function localSearchLines(result) {
  if (result.skipped) return ['', `Local search: skipped, ${result.skipped}`];
  return [
    '',
    '| Local search | Measured | Target |',
    '| --- | ---: | ---: |',
    `| index on disk | ${kb(result.indexBytes)} in ${result.files} files | |`,
    `| first query transferred ("channel", cold cache, headers included) | ${kb(result.firstQueryBytes)} in ${result.firstQueryFiles} files, of which word index and fragments ${kb(result.queryOnlyBytes)} | ≤ 100 KB |`,
    `| modal open → first results, 4× CPU slowdown, median of 10 | ${result.median.toFixed(0)} ms (${result.fastest.toFixed(0)}–${result.slowest.toFixed(0)}) | ≤ 300 ms |`,
    `| indexing added to the build | ${result.indexingSeconds.toFixed(1)} s (CPU ${result.indexingCpuSeconds.toFixed(1)} s) | ≤ 5 s |`,
    `| pages found by their own title (of ${result.byTitle.pages}) | ${result.byTitle.first} first, ${result.byTitle.top5} in the first 5, ${result.byTitle.top20} in the first 20 | all |`,
  ];
}

fs.rmSync('build', {recursive: true, force: true});
fs.rmSync('.docusaurus', {recursive: true, force: true});
fs.rmSync('node_modules/.cache', {recursive: true, force: true});
console.error('Cold build…');
const cold = timedBuild();
console.error('Warm rebuild…');
const warm = timedBuild();
const htmlPages = countHtml('build');
console.error('Page weights…');
const weights = await pageWeights();
console.error('Local search…');
const localSearch = await localSearchBench();
let scores = [];
if (withLighthouse) {
  console.error('Lighthouse…');
  scores = await lighthouseScores();
}

const lines = [
  `Benchmark, ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
  '',
  '| Build | Wall time | Peak memory |',
  '| --- | ---: | ---: |',
  `| cold | ${cold.seconds.toFixed(1)} s | ${cold.rssMb.toFixed(0)} MB |`,
  `| warm | ${warm.seconds.toFixed(1)} s | ${warm.rssMb.toFixed(0)} MB |`,
  '',
  `HTML pages: ${htmlPages}`,
  '',
  '| Page | URL | JS raw | JS gzip | CSS raw | CSS gzip | JS+CSS gzip |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...weights.map((w) =>
    w.missing
      ? `| ${w.label} | ${w.url} | not built | | | | |`
      : `| ${w.label} | ${w.url} | ${kb(w.js)} | ${kb(w.jsGz)} | ${kb(w.css)} | ${kb(w.cssGz)} | ${kb(w.jsGz + w.cssGz)} |`,
  ),
];
lines.push(...localSearchLines(localSearch));
if (scores.length) {
  lines.push(
    '',
    '| Page | URL | Form factor | Performance | Accessibility | Best practices | SEO | CLS | LCP | Transfer | Misses |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...scores.map((r) =>
      r.skipped
        ? `| ${r.label} | ${r.url} | — | skipped: ${r.skipped} | | | | | | | |`
        : `| ${r.label} | ${r.url} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${(r.lcp / 1000).toFixed(2)} s | ${kb(r.transfer)} | ${r.misses.join(', ')} |`,
    ),
  );
}
const table = lines.join('\n');
fs.mkdirSync('bench-results', {recursive: true});
fs.writeFileSync('bench-results/latest.md', `${table}\n`);
console.log(table);
