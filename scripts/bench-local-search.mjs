/**
 * The local search section of `npm run bench` (scripts/bench.mjs): our site
 * only, since the bare template has no local index.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {startServer} from './start-server.mjs';
import {timed, transferredBytes} from './bench-builds.mjs';

const require = createRequire(import.meta.url);
const {ensureChromium, quietChromiumArgs} = require('./browser.cjs');
const {chromium} = require('playwright-core');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The local search index (builds without Algolia): its size on disk, the
 * bytes the first query transfers (what the static server sends: Pagefind's
 * files are already gzip-compressed), the time from the modal opening to the
 * first results (median of 10, each in a fresh browser context, CPU slowed
 * 4× once the page has loaded: the page's main thread, not Pagefind's worker,
 * see bench-search.mjs), and the time indexing adds to a build
 * (reading the built pages and writing the index, on its own).
 *
 * `port` is where to serve build/.
 */
export async function localSearchBench(port) {
  const indexDir = 'build/pagefind';
  if (!fs.existsSync(indexDir)) return {skipped: 'no local index in this build (ALGOLIA_* set)'};
  const files = fs.readdirSync(indexDir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile());
  const indexBytes = files.reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0);

  // Wall time, and CPU time (user + system, the indexer and Pagefind's binary): on a shared machine the wall time varies.
  const indexing = timed(process.execPath, [
    '--import',
    'tsx',
    '-e',
    "const {readBuiltPages, writeSearchIndex} = require('./src/plugins/search/index.ts');" +
      "const {PAGEFIND_RANKING} = require('./src/plugins/search/shared.ts');" +
      "readBuiltPages('build', 'EventCatalog').then(async (pages) => {" +
      "  await writeSearchIndex(pages, 'bench-results/pagefind-scratch');" +
      // For the title check below: each page's path and title, and the ranking the site's client uses.
      "  require('node:fs').writeFileSync('bench-results/search-titles.json', JSON.stringify({" +
      '    ranking: PAGEFIND_RANKING, titles: pages.map((p) => [p.path, p.sections[0].hierarchy.lvl1])}));' +
      '}).catch((error) => { console.error(error); process.exit(1); });',
  ]);
  if (indexing.status !== 0) throw new Error(`Indexing failed: ${indexing.stderr}`);
  const {seconds: indexingSeconds, cpuSeconds: indexingCpuSeconds} = indexing;
  fs.rmSync('bench-results/pagefind-scratch', {recursive: true, force: true});

  const server = await startServer(port);
  const browser = await chromium.launch({executablePath: ensureChromium().path, args: quietChromiumArgs});
  const timings = [];
  let firstQueryBytes = 0;
  let firstQueryFiles = 0;
  let queryOnlyBytes = 0;
  const titleRanks = [];
  try {
    for (let run = 0; run < 10; run++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      // A data-saving connection: the index loads when the modal opens, not in an idle moment after the page (what this measures).
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', {
          value: {effectiveType: '4g', saveData: true},
          configurable: true,
        }),
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // The index's files, those Pagefind's worker fetches included (see transferredBytes).
      const sizes = [];
      page.on('requestfinished', (request) => {
        const {pathname} = new URL(request.url());
        if (pathname.startsWith('/pagefind/'))
          sizes.push(transferredBytes(request).then((bytes) => ({pathname, bytes})));
      });
      await page.goto(`http://127.0.0.1:${port}/docs/development/getting-started/introduction`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      if (sizes.length) throw new Error('The index loaded before the modal opened');
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
        const transferred = await Promise.all(sizes);
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
  return {
    files: files.length,
    indexBytes,
    firstQueryBytes,
    firstQueryFiles,
    queryOnlyBytes,
    byTitle,
    median,
    fastest: timings[0],
    slowest: timings[9],
    indexingSeconds,
    indexingCpuSeconds,
  };
}

export function localSearchLines(result) {
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
