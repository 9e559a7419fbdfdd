/**
 * Finds a Chromium for Playwright, and installs one when asked.
 *
 * Order: $CHROMIUM_PATH; Playwright's own download; a system Chromium/Chrome;
 * then (ensureChromium only) Playwright's installer; then, as root on Debian,
 * the `chromium-headless-shell` apt package when a headless shell is asked for, or else `chromium`. Machines without
 * internet access except the npm registry and Debian mirrors end at the
 * system packages.
 *
 * The browser tests ask for a headless shell first: Chromium's headless-only
 * build, which is what Playwright itself runs headless tests in. It renders
 * with the same engine and needs about 40 % less CPU per page than the full
 * browser in headless mode, which on two cores decides how long the suite
 * takes. Screenshots, Lighthouse and the bench use the full browser.
 */
'use strict';
// CommonJS so both playwright.config.ts (loaded by Playwright's CJS loader)
// and the ESM scripts can use it.
const fs = require('node:fs');
const {spawnSync} = require('node:child_process');
const os = require('node:os');

const SYSTEM_HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const HOW_TO_INSTALL = [
  'No Chromium found for the browser tests. Do one of:',
  '  npx playwright install chromium        (any machine with internet access)',
  '  sudo apt-get install chromium          (Debian / Ubuntu)',
  '  export CHROMIUM_PATH=/path/to/chrome   (a Chrome or Chromium you already have)',
].join('\n');

function playwrightOwnChromium() {
  try {
    const p = require('playwright-core').chromium.executablePath();
    return p && fs.existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns {path, source} or undefined; never installs anything. With
 * `headlessShell`, a system headless shell wins over a system full browser
 * (Playwright's own download picks its headless shell by itself).
 */
function findChromium({headlessShell = false} = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return {path: fromEnv, source: 'CHROMIUM_PATH'};
  }
  const own = playwrightOwnChromium();
  if (own) return {path: own, source: 'playwright'};
  const candidates = headlessShell ? [...SYSTEM_HEADLESS_SHELLS, ...SYSTEM_PATHS] : SYSTEM_PATHS;
  const system = candidates.find((p) => fs.existsSync(p));
  return system ? {path: system, source: 'system'} : undefined;
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, {stdio: 'inherit', timeout: 10 * 60 * 1000}).status === 0;
}

/** Like findChromium, but installs a browser when none is found, or throws saying what to install. */
function ensureChromium({headlessShell = false, systemOnly = false} = {}) {
  let found = findChromium({headlessShell});
  if (found) return found;
  // systemOnly: no Playwright installer, which needs node_modules (.ci/run installs the browser beside npm's install).
  if (!systemOnly) {
    console.log("No Chromium found; trying Playwright's installer.");
    run('npx', ['playwright', 'install', 'chromium']);
    found = findChromium({headlessShell});
    if (found) return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt && os.platform() === 'linux') {
    // Only the package asked for: the tests need the headless shell, which installs without the full browser
    // (on a fresh machine of this kind, 11 s for the shell and its libraries; the full browser added 5 s more,
    // 30 November 2026, `time apt-get install -y chromium-headless-shell`, then `chromium`). The full browser is what
    // screenshots, Lighthouse and the bench use, and where a release has no headless shell package, the tests too.
    const packages = headlessShell ? ['chromium-headless-shell', 'chromium'] : ['chromium'];
    run('apt-get', ['update', '-qq']);
    for (const name of packages) {
      console.log(`Installing Debian's ${name} package.`);
      if (run('apt-get', ['install', '-y', '-qq', name])) {
        found = findChromium({headlessShell});
        if (found) return found;
      }
    }
  }
  throw new Error(HOW_TO_INSTALL);
}

/** Flags that keep Chromium from calling home on a closed network. */
const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = {findChromium, ensureChromium, quietChromiumArgs};

if (require.main === module) {
  try {
    const found = ensureChromium({
      headlessShell: process.argv.includes('--headless-shell'),
      systemOnly: process.argv.includes('--system-only'),
    });
    console.log(`Chromium (${found.source}): ${found.path}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
