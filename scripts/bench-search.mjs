#!/usr/bin/env node
/**
 * Search as a visitor on a mid-range phone meets it: from Ctrl+K to the first
 * hits of a one-word query, and what crossed the network for it; then the
 * relevance set (tests/support/search-relevance.ts) scored against the built
 * index. Part of `npm run bench`, and runs alone:
 *
 *   node scripts/bench-search.mjs [--port 5330] [--dir build] [--runs 10] [--query channel] [--save-data] [--http2]
 *     [--typed-every <ms>] [--no-relevance] [--before <dir>] [--all]
 *
 * --save-data: the browser asks to save data, so nothing of search is
 * fetched before the shortcut (as on a slow connection, or a shortcut pressed
 * before the page's first idle moment).
 * --typed-every 30: the query is typed a key at a time, 30 ms apart, and the
 * clock stops at the hits of the whole word (one of them highlighting it).
 * --all: every case issue 57 sets a target for, in one run (pasted and typed, HTTP/2 and HTTP/1.1, data saver
 * on), with one summary table; the other case options are then ignored.
 * --http2: served over HTTPS with HTTP/2, as the hosts serve the site; by
 * default scripts/serve.mjs answers over HTTP/1.1, where the browser opens at
 * most six connections to the site and sends every header in full.
 *
 * The profile: 390 px wide, CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down
 * and 750 kbit/s up (Lighthouse's "slow 4G" figures), each run in a fresh
 * browser context (cold cache), on /docs/api/overview once it has hydrated
 * and nothing has moved on the network for a second.
 * The clock starts at the key press and stops when the first hit is in the
 * DOM; bytes are what the browser received (headers included) between the two.
 * The 4× slowdown is Chromium's CPU throttling, which slows the page's main
 * thread but not its workers (a loop that took 101 ms on the slowed main
 * thread took 32 ms in a worker, November 2026): Pagefind's engine, which runs
 * in a worker, computes at this machine's speed, not a phone's.
 */
import {spawnSync} from 'node:child_process';
import {createHash, X509Certificate} from 'node:crypto';
import fs from 'node:fs';
import tls from 'node:tls';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {startServer} from './start-server.mjs';
import {median, transferredBytes} from './bench-builds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const {ensureChromium, quietChromiumArgs} = require('./browser.cjs');
const {chromium} = require('playwright-core');

/** The mid-range phone the targets are set for. */
export const PHONE_PROFILE = {
  width: 390,
  height: 844,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
};
/** Where the visitor starts: a docs page, read to the end of its load. */
const START_PAGE = '/docs/api/overview';
/** Engine choice in test builds (src/plugins/search/shared.ts); a normal build ignores it. */
const TEST_ENGINE_STORAGE_KEY = 'site-test:search-engine';

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

/**
 * Types text as a typist does: a key every `every` ms, whether or not the page has handled the one before (the
 * browser queues them). Playwright's keyboard.type waits until the page has handled each key and only then waits
 * the delay: on the slowed phone its keys reached the page 49-77 ms apart, not 30, and "channel" was whole 680 ms
 * after Ctrl+K; sent at their times they reached it 14-50 ms apart and the word was whole at 565 ms (29 November 2026,
 * the median runs' timelines of `node scripts/bench-search.mjs --http2 --typed-every 30 --runs 10`, one build, back to
 * back: first hits 1,001 ms before, 884 ms after).
 */
async function typeAtCadence(cdp, text, every) {
  const started = performance.now();
  const sent = [];
  for (const [i, key] of [...text].entries()) {
    const wait = started + i * every - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : '';
    const keyCode = code ? key.toUpperCase().charCodeAt(0) : 0;
    const event = {key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode};
    sent.push(cdp.send('Input.dispatchKeyEvent', {...event, type: 'keyDown', text: key, unmodifiedText: key}));
    sent.push(cdp.send('Input.dispatchKeyEvent', {...event, type: 'keyUp'}));
  }
  await Promise.all(sent);
}

/** What one fresh load costs from the shortcut to the first hit. */
async function oneRun(browser, origin, query, saveData, typedEvery) {
  const context = await browser.newContext({
    viewport: {width: PHONE_PROFILE.width, height: PHONE_PROFILE.height},
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(([key]) => window.localStorage.setItem(key, 'local'), [TEST_ENGINE_STORAGE_KEY]);
  // A visitor whose browser asks to save data: nothing is fetched ahead of the shortcut.
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '4g', saveData: true},
        configurable: true,
      }),
    );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE_PROFILE.cpuSlowdown});
  // Requests as Playwright reports them on the page, those of Pagefind's worker included (see transferredBytes).
  let counting = false;
  let pressedAt = 0;
  const counted = new Set();
  const sizes = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
    if (counting) counted.add(request);
  });
  page.on('requestfinished', (request) => {
    settle(request);
    if (counted.has(request))
      sizes.push(
        transferredBytes(request).then((bytes) => {
          const timing = request.timing();
          // When the request started and its answer ended, in ms after the key press.
          const start = timing.startTime - pressedAt;
          return {url: request.url(), bytes, start, end: start + timing.responseEnd};
        }),
      );
  });
  page.on('requestfailed', (request) => {
    settle(request);
    if (counted.has(request)) sizes.push(Promise.resolve({url: request.url(), bytes: 0, start: NaN, end: NaN}));
  });
  // What the browser negotiated with the server (h2 or http/1.1), from the page's own responses.
  const protocols = new Set();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.url.startsWith('http') && e.response.protocol) protocols.add(e.response.protocol);
  });
  // What the page did between the key press and the hits, for the timeline: each keystroke's value, each message
  // to Pagefind's worker and its answer, each change of the highlighted words in the hits, each long task.
  await context.addInitScript(() => {
    const events = (window.__searchEvents = []);
    const log = (what) => events.push({at: performance.now(), what});
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.method) {
        if (!this.__traced) {
          this.__traced = true;
          const sent = (this.__sent = new Map());
          this.addEventListener('message', (event) => {
            const what = sent.get(event.data?.id);
            if (what) log(`worker answered ${what}`);
          });
        }
        const [term, options] = message.args ?? [];
        const what = `${message.method}${typeof term === 'string' || term === null ? ` ${JSON.stringify(term)}` : ''}${options?.filters ? ` ${JSON.stringify(options.filters)}` : ''}`;
        this.__sent.set(message.id, what);
        log(`worker asked ${what}`);
      }
      return post.call(this, message, ...rest);
    };
    window.addEventListener('input', (event) => log(`input "${event.target.value}"`), true);
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        events.push({
          at: task.startTime,
          what: `long task ${task.duration.toFixed(0)} ms`,
          end: task.startTime + task.duration,
        });
    }).observe({type: 'longtask'});
  });
  await page.goto(`${origin}${START_PAGE}`, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // A reader who has looked at the page for a moment: whatever it fetches
  // after loading (idle prefetching of its links, the search engine on a
  // fast connection) is done, nothing has moved on the network for a second.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await page.waitForTimeout(100)) {
    if (inFlight.size === 0 && Date.now() - lastActivity > 1000) break;
  }
  await page.evaluate((typed) => {
    const marks = (window.__searchMarks = {});
    // When the modal is drawn and when its input first holds text: the page's own share of the wait.
    window.addEventListener('input', () => (marks.input ??= performance.now()), true);
    new MutationObserver(() => {
      if (!marks.modal && document.querySelector('.DocSearch-Modal')) marks.modal = performance.now();
      if (!marks.hits && document.querySelector('.DocSearch-Hit')) marks.hits = performance.now();
      // Typed: the hits of the whole word, not of one of its first letters (the word highlighted in full).
      const whole = [...document.querySelectorAll('.DocSearch-Hit mark')].some(
        (mark) => mark.textContent.toLowerCase() === typed,
      );
      if (!marks.final && whole) marks.final = performance.now();
      // For the timeline: each change of the hits drawn (how many, which words highlighted).
      const hits = document.querySelectorAll('.DocSearch-Hit');
      const words = new Set(
        [...document.querySelectorAll('.DocSearch-Hit mark')].map((m) => m.textContent.toLowerCase()),
      );
      const drawn = hits.length ? `${hits.length} hits drawn, highlighting ${[...words].join('/')}` : '';
      if (drawn !== marks.drawn) window.__searchEvents.push({at: performance.now(), what: drawn || 'hits cleared'});
      marks.drawn = drawn;
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  }, query.toLowerCase());
  // Playwright's helpers for the wait below are set up in the page now, not on the clock (on the slowed page that
  // took about 100 ms after the modal's first frame).
  await page.waitForFunction(() => true, null, {polling: 'raf'});
  counting = true;
  const started = await page.evaluate(() => performance.now());
  pressedAt = Date.now();
  await page.keyboard.press('Control+k');
  // The visitor pastes or types as soon as the box has the focus (DocSearch gives it on opening). This wait checks in
  // the page on every frame; the text then goes to the focused box as a paste or keystrokes do, with no further checks.
  // Playwright's locator actions first retry on a growing back-off, up to 500 ms apart, then check the box in the page
  // before writing: the query went in 150 ms after the modal was drawn (pasted; 300 ms with data saver on), time no
  // visitor spends (28 November 2026, `node scripts/bench-search.mjs --http2 [--save-data] --runs 10`).
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'), null, {
    polling: 'raf',
  });
  if (typedEvery) await typeAtCadence(cdp, query, typedEvery);
  else await page.keyboard.insertText(query);
  if (typedEvery) await page.waitForFunction(() => window.__searchMarks.final, null, {timeout: 60_000});
  else await page.locator('.DocSearch-Hit').first().waitFor({timeout: 60_000});
  counting = false;
  const {hits: firstHits, final, modal, input} = await page.evaluate(() => window.__searchMarks);
  const events = (await page.evaluate(() => window.__searchEvents))
    .filter((event) => event.at >= started - 1)
    .map((event) => ({...event, at: event.at - started, end: event.end && event.end - started}));
  const hits = typedEvery ? final : firstHits;
  // Responses still arriving for requests made before the first hit count too.
  await page.waitForTimeout(0);
  const requests = await Promise.all(sizes);
  const shown = await page.locator('.DocSearch-Hit').count();
  await context.close();
  return {
    ms: hits - started,
    modalMs: modal - started,
    inputMs: input - started,
    bytes: requests.reduce((n, r) => n + r.bytes, 0),
    requests,
    protocols: [...protocols],
    hitsShown: shown,
    // Each request after the key press, in the order it started.
    timeline: requests.toSorted((a, b) => a.start - b.start),
    events,
  };
}

/** The SHA-256 of the public key of the certificate the server at this port presents, as Chromium names a key it trusts. */
function certificateKeyHash(port) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({host: '127.0.0.1', port, rejectUnauthorized: false, ALPNProtocols: ['h2']}, () => {
      const certificate = new X509Certificate(socket.getPeerCertificate().raw);
      socket.destroy();
      resolve(
        createHash('sha256')
          .update(certificate.publicKey.export({type: 'spki', format: 'der'}))
          .digest('base64'),
      );
    });
    socket.on('error', reject);
  });
}

/** The kind of each file requested, for the breakdown. */
function kindOf(url) {
  const {pathname} = new URL(url);
  if (pathname.startsWith('/pagefind/fragment/')) return 'Pagefind fragments';
  if (pathname.startsWith('/pagefind/index/')) return 'Pagefind word index';
  if (pathname.startsWith('/pagefind/filter/')) return 'Pagefind filters';
  if (pathname.startsWith('/pagefind/')) return 'Pagefind script, WebAssembly, metadata';
  if (pathname.endsWith('.css')) return 'styles';
  if (pathname.endsWith('.js')) return 'JavaScript chunks';
  return 'other';
}

export async function searchTimingBench({
  port,
  dir = 'build',
  runs = 10,
  query = 'channel',
  saveData = false,
  http2 = false,
  typedEvery = 0,
}) {
  if (!fs.existsSync(path.join(dir, 'pagefind')))
    return {skipped: `no local index in ${dir}/ (built with ALGOLIA_* set and without SITE_TEST_ROUTES)`};
  const server = await startServer(port, ['--dir', dir, ...(http2 ? ['--http2'] : [])]);
  // The browser trusts the server's self-signed certificate, as a visitor's trusts a host's: with a certificate
  // error Chromium caches nothing, so files fetched at an idle moment would be fetched again by the first query.
  const trust = http2 ? [`--ignore-certificate-errors-spki-list=${await certificateKeyHash(port)}`] : [];
  const browser = await chromium.launch({
    executablePath: ensureChromium().path,
    args: [...quietChromiumArgs, ...trust],
  });
  const results = [];
  try {
    for (let run = 0; run < runs; run++)
      results.push(
        await oneRun(browser, `${http2 ? 'https' : 'http'}://127.0.0.1:${port}`, query, saveData, typedEvery),
      );
  } finally {
    await browser.close();
    server.kill();
  }
  const byKind = {};
  // The breakdown of the median run by bytes.
  const typical = [...results].sort((a, b) => a.bytes - b.bytes)[Math.floor(results.length / 2)];
  for (const request of typical.requests) {
    const kind = kindOf(request.url);
    byKind[kind] ??= {requests: 0, bytes: 0};
    byKind[kind].requests += 1;
    byKind[kind].bytes += request.bytes;
  }
  // What the browser negotiated, as it reported it (h2 or http/1.1).
  const protocol = [...new Set(results.flatMap((r) => r.protocols))].join(', ');
  return {
    query,
    runs,
    saveData,
    typedEvery,
    protocol,
    medianMs: median(results.map((r) => r.ms)),
    medianModalMs: median(results.map((r) => r.modalMs)),
    medianInputMs: median(results.map((r) => r.inputMs)),
    fastestMs: Math.min(...results.map((r) => r.ms)),
    slowestMs: Math.max(...results.map((r) => r.ms)),
    medianBytes: median(results.map((r) => r.bytes)),
    medianRequests: median(results.map((r) => r.requests.length)),
    hitsShown: typical.hitsShown,
    byKind,
    // The requests of the run with the median time: what the clock waited for.
    timeline: [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)].timeline,
    events: [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)].events,
  };
}

/** The five ways a visitor meets search, as issue 57 sets targets for them. */
export const SEARCH_BENCH_CASES = [
  {name: 'pasted, HTTP/2', http2: true},
  {name: 'typed, HTTP/2', http2: true, typedEvery: 30},
  {name: 'pasted, HTTP/1.1', http2: false},
  {name: 'typed, HTTP/1.1', http2: false, typedEvery: 30},
  {name: 'pasted, HTTP/2, data saver on', http2: true, saveData: true},
];

/** One table of every case: time against its target, requests and bytes after the shortcut. */
export function searchSummaryLines(cases) {
  return [
    '',
    `| Ctrl+K → first hits, phone, median of ${cases[0].timing.runs} ("${cases[0].timing.query}") | Time | Target | Requests | Transferred |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...cases.map(
      ({name, timing}) =>
        `| ${name} (${timing.protocol}) | ${timing.medianMs.toFixed(0)} ms (${timing.fastestMs.toFixed(0)}–${timing.slowestMs.toFixed(0)}) | ≤ ${firstHitsTargetMs(timing)} ms | ${timing.medianRequests}${timing.saveData ? '' : ` (≤ ${QUERY_BUDGET.requests})`} | ${kb(timing.medianBytes)}${timing.saveData ? '' : ` (≤ ${kb(QUERY_BUDGET.bytes)})`} |`,
    ),
  ];
}

/** The relevance set, scored in a child process (it loads TypeScript: the set and the site's search client). */
export function relevanceBench({port, dir = 'build', before}) {
  const args = [
    '--import',
    'tsx',
    path.join(ROOT, 'scripts/search-relevance-report.mts'),
    '--port',
    String(port),
    '--dir',
    dir,
  ];
  if (before) args.push('--before', before);
  const child = spawnSync(process.execPath, args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
  if (child.status !== 0) throw new Error(`The relevance report failed (exit ${child.status}).`);
  return JSON.parse(child.stdout);
}

/**
 * First hits on the phone (issue 57): pasted, within 450 ms over HTTP/2 (one connection, compressed headers, as the
 * hosts serve the site) and 550 ms over HTTP/1.1 (six connections, every header in full); typed, 100 ms more; with
 * data saver on (nothing fetched ahead of the shortcut), within 1,200 ms over HTTP/2.
 */
export function firstHitsTargetMs({protocol, typedEvery = 0, saveData = false}) {
  const h2 = protocol.includes('h2');
  if (saveData) return h2 ? 1200 : 1400;
  return (h2 ? 450 : 550) + (typedEvery ? 100 : 0);
}
/*
 * Where it stood on 28 November 2026 (node scripts/bench-search.mjs --all --runs 10, "channel", on a shared 2-core
 * machine; the client with the section table): pasted 492 ms over HTTP/2 and 453 ms over HTTP/1.1, typed 605 and
 * 656 ms, 1 to 2 requests and 10 to 20 KB after the shortcut; data saver on 1,998 ms in 24 requests. The same bench
 * on the build before the table, run just before: 820, 903, 955, 1,082 and 2,042 ms, 14 to 17 requests. Of the
 * pasted 492 ms, about 170 ms pass before the query is in the input (DocSearch drawing its modal on the slowed
 * main thread), 200 ms are the word index file's round trip, and 85 ms the search and the drawing of the hits.
 *
 * 28 November 2026, later (same command, load average 2 to 7; issue 57): pasted 436 ms over HTTP/2 and 470 ms over
 * HTTP/1.1, typed 661 and 669 ms, data saver on 1,566 ms (the build before, run right after: 474, 497, 652, 724 and 2,036 ms; the
 * engine's entry, WebAssembly and metadata now come together, not one after another). Typed, the median run: a key
 * every 50 ms or so (the bench's 30 ms and DocSearch's handling of each key on the slowed main thread), the third
 * letter at 285 ms starts the word index files of "cha" (two, 18 KB, as its longer words span two files), the
 * last key at 488 ms, the files in at 550 ms, the search in the worker 574-636 ms, the hits drawn at 669 ms: the
 * typed query waits for its third letter and for a second file, about 200 ms more than the pasted one. Data saver
 * on: 135 KB (WebAssembly 59, DocSearch's modal 26, metadata 20, Pagefind's two scripts 27) arrive before the
 * engine can look up a word, at 1.6 Mbit/s about 700 ms; then the word's file and two filter files (one round
 * trip) and the hits' fragments (another).
 */

/** What a one-word query may fetch after the shortcut, once the engine is warm (data saver off). */
export const QUERY_BUDGET = {requests: 4, bytes: 40 * 1024};

export function searchBenchLines(timing, relevance) {
  const lines = [
    '',
    `Search on a phone (${PHONE_PROFILE.width} px, ${PHONE_PROFILE.cpuSlowdown}× CPU, ${PHONE_PROFILE.latencyMs} ms RTT, ${PHONE_PROFILE.downloadBitsPerSecond / 1e6} Mbit/s), ${START_PAGE}:`,
    '',
  ];
  if (timing.skipped) lines.push(`Timing: skipped, ${timing.skipped}`);
  else {
    lines.push(
      '| Ctrl+K → first hits | Measured | Target |',
      '| --- | ---: | ---: |',
      `| time, median of ${timing.runs} fresh loads ("${timing.query}"${timing.typedEvery ? `, typed a key every ${timing.typedEvery} ms, to the whole word's hits` : ''}${timing.saveData ? ', data saver on' : ''}; ${timing.protocol}) | ${timing.medianMs.toFixed(0)} ms (${timing.fastestMs.toFixed(0)}–${timing.slowestMs.toFixed(0)}) | ≤ ${firstHitsTargetMs(timing)} ms |`,
      `| transferred, median | ${kb(timing.medianBytes)} | ${timing.saveData ? '' : `≤ ${kb(QUERY_BUDGET.bytes)}`} |`,
      `| requests, median | ${timing.medianRequests} | ${timing.saveData ? '' : `≤ ${QUERY_BUDGET.requests}`} |`,
      `| hits shown at first | ${timing.hitsShown} | |`,
      `| modal drawn, median | ${timing.medianModalMs.toFixed(0)} ms | |`,
      `| query in the input (first character, if typed), median | ${timing.medianInputMs.toFixed(0)} ms | |`,
      '',
      '| Of which (median run) | Requests | Transferred |',
      '| --- | ---: | ---: |',
      ...Object.entries(timing.byKind)
        .sort(([, a], [, b]) => b.bytes - a.bytes)
        .map(([kind, {requests, bytes}]) => `| ${kind} | ${requests} | ${kb(bytes)} |`),
      '',
      "The median run, ms after the key press: requests (start–end), keystrokes, messages to Pagefind's worker, hits drawn, long tasks:",
      ...[
        ...timing.timeline.map((r) => ({
          at: r.start,
          line: `${r.start.toFixed(0)}–${r.end.toFixed(0)} ms request ${new URL(r.url).pathname} (${(r.bytes / 1024).toFixed(1)} KB)`,
        })),
        ...(timing.events ?? []).map((e) => ({
          at: e.at,
          line: `${e.at.toFixed(0)}${e.end ? `–${e.end.toFixed(0)}` : ''} ms ${e.what}`,
        })),
      ]
        .sort((a, b) => a.at - b.at)
        .map(({line}) => `- ${line}`),
    );
  }
  if (relevance) {
    lines.push(
      '',
      `Relevance set: ${relevance.inFirstThree} of ${relevance.total} queries (${((100 * relevance.inFirstThree) / relevance.total).toFixed(0)} %) find their page in the first three hits (target ≥ 90 %); ${relevance.first} first.`,
    );
    if (relevance.misses.length)
      lines.push(
        ...relevance.misses.map(
          (m) =>
            `- "${m.query}" → ${m.expected}: ${m.rank ? `hit ${m.rank}` : 'not in the first 20'} (first three: ${m.firstThree.join(', ')})`,
        ),
      );
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(ROOT);
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '5330'},
      dir: {type: 'string', default: 'build'},
      runs: {type: 'string', default: '10'},
      query: {type: 'string', default: 'channel'},
      before: {type: 'string'},
      'no-relevance': {type: 'boolean', default: false},
      'no-timing': {type: 'boolean', default: false},
      'save-data': {type: 'boolean', default: false},
      http2: {type: 'boolean', default: false},
      // Types the query a key at a time, this many ms apart, instead of pasting it.
      'typed-every': {type: 'string', default: '0'},
      // Every case of SEARCH_BENCH_CASES in one run, with one summary table.
      all: {type: 'boolean', default: false},
    },
  });
  const port = Number(values.port);
  if (values.all) {
    const cases = [];
    for (const c of SEARCH_BENCH_CASES)
      cases.push({
        ...c,
        timing: await searchTimingBench({port, dir: values.dir, runs: Number(values.runs), query: values.query, ...c}),
      });
    const relevance = values['no-relevance']
      ? undefined
      : relevanceBench({port: port + 1, dir: values.dir, before: values.before});
    console.log(
      [
        ...searchSummaryLines(cases),
        ...cases.flatMap(({name, timing}, i) => ['', `### ${name}`, ...searchBenchLines(timing, i === 0 && relevance)]),
      ].join('\n'),
    );
    process.exit(0);
  }
  const timing = values['no-timing']
    ? {skipped: '--no-timing'}
    : await searchTimingBench({
        port,
        dir: values.dir,
        runs: Number(values.runs),
        query: values.query,
        saveData: values['save-data'],
        http2: values.http2,
        typedEvery: Number(values['typed-every']),
      });
  const relevance = values['no-relevance']
    ? undefined
    : relevanceBench({port: port + 1, dir: values.dir, before: values.before});
  console.log(searchBenchLines(timing, relevance).join('\n'));
}
