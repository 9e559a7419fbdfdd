/**
 * What the benchmark scripts share: the median, a command timed under
 * /usr/bin/time (GNU or BSD), one timed `docusaurus build` of a site, the
 * bytes a request in the browser transferred, and the JS and CSS a page loads.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The bundle every page loads, by its file name or by a URL that ends in it: main.1a2b3c4d.js. */
export const MAIN_JS = /(^|\/)main\.[0-9a-f]+\.js$/;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The bytes a finished Playwright request transferred, headers included (0 if
 * the browser cannot say). Counted from Playwright's page events rather than a
 * CDP session on the page, because those include the requests of the page's
 * workers (Pagefind's engine runs in one), which the CDP session does not see.
 */
export const transferredBytes = (request) =>
  request.sizes().then(
    ({responseBodySize, responseHeadersSize}) => responseBodySize + responseHeadersSize,
    () => 0,
  );

/**
 * The JS and CSS a page loads in a Playwright browser, gzip as a static host serves them, with the status of the
 * page's own response.
 */
export async function pageAssetBytes(browser, url) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(
        response.body().then(
          (body) => ({type, body}),
          () => null,
        ),
      );
  });
  try {
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    const files = (await Promise.all(bodies)).filter(Boolean);
    const gzip = (type) =>
      files.filter((file) => file.type === type).reduce((sum, file) => sum + zlib.gzipSync(file.body).length, 0);
    return {status: response?.status(), js: gzip('script'), css: gzip('stylesheet')};
  } finally {
    await page.close();
  }
}

/**
 * Runs a command under the system's `time`: wall and CPU seconds, peak resident memory of its largest process.
 * GNU time (`-v`, Linux) and BSD time (`-l`, macOS) report the same three figures in different words; elsewhere the
 * bench stops and says so.
 */
export function timed(command, args, cwd, env = process.env) {
  const bsd = process.platform === 'darwin';
  if (!['linux', 'darwin'].includes(process.platform) || !fs.existsSync('/usr/bin/time')) {
    throw new Error(
      `npm run bench times builds with /usr/bin/time (GNU time on Linux, BSD time on macOS); ${process.platform} has none.`,
    );
  }
  const result = spawnSync('/usr/bin/time', [bsd ? '-l' : '-v', command, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  const number = (pattern) => Number(result.stderr.match(pattern)?.[1] ?? NaN);
  if (bsd) {
    // "  12.34 real   20.01 user   1.50 sys" and "  123456789  maximum resident set size" (bytes).
    return {
      status: result.status,
      stdout: result.stdout,
      stderr: result.stderr,
      seconds: number(/([\d.]+) real/),
      cpuSeconds: number(/([\d.]+) user/) + number(/([\d.]+) sys/),
      rssMb: number(/(\d+)\s+maximum resident set size/) / 1024 / 1024,
    };
  }
  const wall = result.stderr.match(/Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/);
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    seconds: wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : NaN,
    cpuSeconds: number(/User time \(seconds\): ([\d.]+)/) + number(/System time \(seconds\): ([\d.]+)/),
    rssMb: number(/Maximum resident set size \(kbytes\): ([\d.]+)/) / 1024,
  };
}

/**
 * Seconds of a step in a build's output from Docusaurus's own timings (DOCUSAURUS_PERF_LOGGER=true), which print
 * "[PERF] Build > en > postBuild() - 2.31 seconds!" or "- 95.12 ms" (in colour); NaN if the build did not print it.
 */
function perfSeconds(output, step) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const match = plain.match(new RegExp(`> ${step.replace(/[()]/g, '\\$&')} - ([\\d.]+) (seconds|ms)`));
  return match ? Number(match[1]) / (match[2] === 'ms' ? 1000 : 1) : NaN;
}

/**
 * One `docusaurus build` of a site ({name, dir}); cold removes that site's
 * output and caches first. `label` names the build in the progress line
 * (default: the site's name); `env` is the build's environment. Besides the
 * whole build's figures, the time its plugins' postBuild took (Docusaurus's
 * own timing of that step).
 */
export function buildSite(site, {cold, env = process.env, label = site.name}) {
  if (cold) {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
      fs.rmSync(path.join(site.dir, dir), {recursive: true, force: true});
  }
  const hadCache = fs.existsSync(path.join(site.dir, '.docusaurus'));
  const result = timed(
    process.execPath,
    [path.join(site.dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    site.dir,
    {...env, DOCUSAURUS_PERF_LOGGER: 'true'},
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`The build of ${label} failed.`);
  }
  const postBuildSeconds = perfSeconds(result.stdout, 'postBuild()');
  console.error(
    `  ${label} ${cold ? 'cold' : 'warm'}: ${result.seconds.toFixed(1)} s, CPU ${result.cpuSeconds.toFixed(1)} s, ${result.rssMb.toFixed(0)} MB, postBuild ${postBuildSeconds.toFixed(1)} s`,
  );
  return {...result, hadCache, postBuildSeconds};
}
