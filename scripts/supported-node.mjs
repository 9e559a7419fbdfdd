/**
 * The Node.js the project supports, and one to run the tests with on a machine whose Node is older.
 *
 * The supported range is `engines.node` in package.json (a maintained LTS; `.nvmrc` names its major for version
 * managers). `npm install && npm start` work on older Node too (Docusaurus needs 18), but parts of the suite do not:
 * wrangler and afdocs declare Node 22.12 or later. So `npm test` (scripts/run-tests.mjs) checks the running Node first
 * and, when it is older, installs Node's own build for this platform from the npm registry (the `node-<os>-<arch>`
 * packages that the `node` package itself uses) into the user's cache folder, once for every checkout, and runs the
 * suite with it. Nothing in package.json installs a Node: a platform binary there would shadow every developer's Node in
 * every npm script, and other platforms would skip it silently.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// From the working directory, the project root for npm scripts and Playwright alike (Playwright loads this file as
// CommonJS, where import.meta does not exist).
const packageJson = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8'));

/** The lowest supported release, from `engines.node` (">=22.12.0"). */
export const minimumNode = (() => {
  const match = /^>=\s*(\d+)\.(\d+)/.exec(packageJson.engines?.node ?? '');
  if (!match)
    throw new Error(`package.json: engines.node must read ">=MAJOR.MINOR.PATCH", not "${packageJson.engines?.node}"`);
  return {major: Number(match[1]), minor: Number(match[2])};
})();

/** The exact Node release fetched when the running one is too old: a 22.x LTS build that this suite has passed on. */
export const FETCHED_NODE_VERSION = '22.23.3';

/** Whether a version string ("v20.20.2", "22.12.0") is at least the supported minimum. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > minimumNode.major || (major === minimumNode.major && minor >= minimumNode.minor);
}

const NODE_OS = {linux: 'linux', darwin: 'darwin', win32: 'win'};

/** The registry package holding Node's build for this machine, or undefined where the registry has none. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  const os = NODE_OS[platform];
  return os && ['x64', 'arm64'].includes(arch) ? `node-${os}-${arch}` : undefined;
}

/**
 * The fetched build's folder: in the user's cache folder ($XDG_CACHE_HOME, %LOCALAPPDATA% or ~/.cache), as npm keeps
 * its cache, so every checkout and every fresh clone on the machine shares one copy (it is 185 MB) instead of
 * installing it again: in a fresh clone that took 9-14 s of `npm test` (29 November 2026, CI logs).
 */
const cacheDir = path.join(
  process.env.XDG_CACHE_HOME ||
    (process.platform === 'win32' && process.env.LOCALAPPDATA) ||
    path.join(os.homedir(), '.cache'),
  'eventcatalog-website',
  `node-${FETCHED_NODE_VERSION}`,
);

/**
 * Removes the half-made installs beside the cache folder whose process has gone (a run stopped while it fetched
 * Node); those of running processes stay.
 */
export function removeAbandonedInstalls(folder = cacheDir) {
  const prefix = `${path.basename(folder)}.partial-`;
  const parent = path.dirname(folder);
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    const pid = Number(name.slice(prefix.length));
    if (!name.startsWith(prefix) || !Number.isInteger(pid) || processIsRunning(pid)) continue;
    fs.rmSync(path.join(parent, name), {recursive: true, force: true});
  }
}

function processIsRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error.code === 'EPERM';
  }
}

/**
 * A Node binary of a supported release: `process.execPath` when this Node is one, else the fetched build (installed
 * on first use). Returns {path, fetched} or {error} saying what to do instead.
 */
export function supportedNode() {
  if (isSupportedNode(process.version)) return {path: process.execPath, fetched: false};
  const name = nodePackageName();
  const wanted = `Node.js ${minimumNode.major}.${minimumNode.minor} or newer`;
  if (!name)
    return {
      error: `${wanted} is needed, and the npm registry has no Node build for ${process.platform}-${process.arch}: install one (https://nodejs.org, or nvm use with .nvmrc).`,
    };
  const binary = path.join(cacheDir, 'node_modules', name, process.platform === 'win32' ? 'node.exe' : 'bin/node');
  const installedVersion = () =>
    fs.existsSync(binary) ? spawnSync(binary, ['--version'], {encoding: 'utf8'}).stdout?.trim() : undefined;
  if (installedVersion() !== `v${FETCHED_NODE_VERSION}`) {
    console.log(`Fetching ${name}@${FETCHED_NODE_VERSION} from the npm registry into ${cacheDir} (once)…`);
    // Installed beside the folder, then renamed into place: a run in another checkout never sees half an install.
    const partial = `${cacheDir}.partial-${process.pid}`;
    removeAbandonedInstalls();
    fs.mkdirSync(partial, {recursive: true});
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        partial,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${name}@${FETCHED_NODE_VERSION}`,
      ],
      {stdio: 'inherit', shell: process.platform === 'win32'},
    );
    // Another checkout may have finished first: its copy stays, since its suite may be running on it.
    if (install.status === 0 && installedVersion() !== `v${FETCHED_NODE_VERSION}`) {
      fs.rmSync(cacheDir, {recursive: true, force: true});
      fs.renameSync(partial, cacheDir);
    } else fs.rmSync(partial, {recursive: true, force: true});
    if (install.status !== 0 || installedVersion() !== `v${FETCHED_NODE_VERSION}`) {
      return {
        error: `${wanted} is needed (this is ${process.version}), and installing ${name}@${FETCHED_NODE_VERSION} from the npm registry failed: install a supported Node (https://nodejs.org, or nvm use with .nvmrc) and run npm test again.`,
      };
    }
  }
  return {path: binary, fetched: true};
}

// `node scripts/supported-node.mjs` fetches the Node the suite needs ahead of `npm test` (.ci/run does, beside the
// install). Told by the script's name: this file is also loaded as CommonJS, where import.meta does not exist.
if (process.argv[1]?.endsWith(`${path.sep}supported-node.mjs`)) {
  const node = supportedNode();
  if (node.error) {
    console.error(node.error);
    process.exitCode = 1;
  } else console.log(`Node for the tests: ${node.path}`);
}
