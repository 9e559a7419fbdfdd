#!/usr/bin/env node
/**
 * What the reader tools cost: the social cards' share of a build, and the
 * bytes the page actions menu and the feedback widget add to a docs page.
 * Part of `npm run bench`, and runs alone:
 *
 *   node scripts/bench-reader-tools.mjs [--runs 3] [--no-builds]
 *
 * Builds: this site cold (build/, .docusaurus/ and node_modules/.cache/
 * removed, so every card is drawn) and then warm (cards from the cache), with
 * the cards and with SITE_SOCIAL_CARDS=off, alternating which goes first from
 * one run to the next; the difference of the medians is what the cards add.
 * Bytes: the scripts a built docs page loads in Chromium that hold the
 * menu's or the widget's code, gzip, whole (an upper bound: the widget shares
 * the doc page's own chunk); and whether main.js holds either (it must not:
 * every page would pay for them).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {createRequire} from 'node:module';
import {startServer} from './start-server.mjs';
import {buildSite, median} from './bench-builds.mjs';

const require = createRequire(import.meta.url);
const {ensureChromium, quietChromiumArgs} = require('./browser.cjs');
const {chromium} = require('playwright-core');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS_PAGE = '/docs/development/getting-started/introduction';
/** Strings only the menu's and the widget's code contain. */
const MARKERS = {menu: 'chatgpt.com', widget: 'Was this page helpful?'};
export const READER_TOOLS_TARGETS = {coldSeconds: 8, warmSeconds: 1, gzipBytes: 6 * 1024};

const OURS = {name: 'ours', dir: ROOT};
const build = ({cards, cold}) =>
  buildSite(OURS, {
    cold,
    env: {...process.env, SITE_SOCIAL_CARDS: cards ? 'on' : 'off'},
    label: cards ? 'with cards' : 'without cards',
  }).seconds;

/** Median cold and warm build seconds with and without the cards. Leaves a build with cards in build/. */
export function cardBuildCost({runs = 3} = {}) {
  const seconds = {with: {cold: [], warm: []}, without: {cold: [], warm: []}};
  for (let run = 0; run < runs; run++) {
    const order = run % 2 ? [false, true] : [true, false];
    for (const cards of order) {
      const key = cards ? 'with' : 'without';
      seconds[key].cold.push(build({cards, cold: true}));
      seconds[key].warm.push(build({cards, cold: false}));
    }
  }
  // The site as everyone else builds it, for whatever runs next.
  if (runs % 2 === 1) build({cards: true, cold: false});
  const m = (key, kind) => median(seconds[key][kind]);
  return {
    runs,
    cold: {with: m('with', 'cold'), without: m('without', 'cold')},
    warm: {with: m('with', 'warm'), without: m('without', 'warm')},
  };
}

/**
 * The gzip bytes of the chunks a docs page loads in Chromium (served as a
 * static host serves it) that hold the menu's or the widget's code, and
 * whether main.js holds either.
 */
export async function readerToolsBytes({port = 5340, dir = 'build'} = {}) {
  const server = await startServer(port, ['--dir', dir]);
  const browser = await chromium.launch({executablePath: ensureChromium().path, args: quietChromiumArgs});
  const bodies = [];
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      // Scripts fetched later (idle prefetching) may still be arriving when the browser closes: those read as null.
      if (response.request().resourceType() === 'script')
        bodies.push(
          response.body().then(
            (body) => ({url: response.url(), text: body.toString('utf8')}),
            () => null,
          ),
        );
    });
    await page.goto(`http://127.0.0.1:${port}${DOCS_PAGE}`, {waitUntil: 'load'});
    // The widget is drawn once the page has hydrated; by then every chunk it needs has arrived.
    await page.getByRole('region', {name: MARKERS.widget}).waitFor();
  } finally {
    await browser.close();
    server.kill();
  }
  const chunks = [];
  let inMain = [];
  for (const {url, text} of (await Promise.all(bodies)).filter(Boolean)) {
    const holds = Object.entries(MARKERS)
      .filter(([, marker]) => text.includes(marker))
      .map(([name]) => name);
    if (!holds.length) continue;
    if (/\/main\.[0-9a-f]+\.js$/.test(url)) inMain = holds;
    else chunks.push({file: path.basename(new URL(url).pathname), holds, gzip: zlib.gzipSync(text).length});
  }
  const found = new Set([...chunks.flatMap((c) => c.holds), ...inMain]);
  const missing = Object.keys(MARKERS).filter((name) => !found.has(name));
  if (missing.length)
    throw new Error(
      `${DOCS_PAGE} loaded no script with the ${missing.join(' or ')} code; update MARKERS in scripts/bench-reader-tools.mjs.`,
    );
  return {page: DOCS_PAGE, chunks, gzip: chunks.reduce((n, c) => n + c.gzip, 0), inMain};
}

export function readerToolsLines(cost, bytes) {
  const {coldSeconds, warmSeconds, gzipBytes} = READER_TOOLS_TARGETS;
  const lines = ['', 'Reader tools:', ''];
  if (cost) {
    const added = (kind) => cost[kind].with - cost[kind].without;
    lines.push(
      `| Social cards, median of ${cost.runs} builds | With | Without | Added | Target |`,
      '| --- | ---: | ---: | ---: | ---: |',
      `| cold build | ${cost.cold.with.toFixed(1)} s | ${cost.cold.without.toFixed(1)} s | ${added('cold').toFixed(1)} s | ≤ ${coldSeconds} s |`,
      `| warm build | ${cost.warm.with.toFixed(1)} s | ${cost.warm.without.toFixed(1)} s | ${added('warm').toFixed(1)} s | ≤ ${warmSeconds} s |`,
      '',
    );
  }
  lines.push(
    `Page actions menu and feedback widget on ${bytes.page}: ${bytes.gzip} B gzip, the whole chunks that hold them (${bytes.chunks.length}) ` +
      `(${bytes.chunks.map((c) => `${c.file}: ${c.holds.join(' + ')}, ${c.gzip} B`).join('; ')}); target ≤ ${gzipBytes} B. ` +
      `In main.js: ${bytes.inMain.length ? bytes.inMain.join(', ') : 'neither'}.`,
  );
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(ROOT);
  const {values} = parseArgs({
    options: {runs: {type: 'string', default: '3'}, 'no-builds': {type: 'boolean', default: false}},
  });
  const cost = values['no-builds'] ? undefined : cardBuildCost({runs: Number(values.runs)});
  console.log(readerToolsLines(cost, await readerToolsBytes()).join('\n'));
}
