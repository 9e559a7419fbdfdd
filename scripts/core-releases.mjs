#!/usr/bin/env node
/**
 * Writes src/data/coreReleases.ts: every release of @eventcatalog/core from 2.0.0 on, with the date of the tagged
 * commit. Run it by hand against a clone of github.com/event-catalog/eventcatalog, then commit the result: the build
 * never reads git, so the site builds without the clone.
 *
 *   node scripts/core-releases.mjs /path/to/eventcatalog   (a work tree or a bare repository)
 *
 * Core 2.0.0 to 3.12.6 were tagged `vX.Y.Z`, before core moved into the monorepo; later releases are tagged
 * `@eventcatalog/core@X.Y.Z`. Pre-releases (`-beta.1`…) are left out: pages only name published releases. The 0.x
 * and 1.x tags belong to the first, retired generation of EventCatalog, which no page describes.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const repo = process.argv[2];
if (!repo) {
  console.error('Usage: node scripts/core-releases.mjs <path to a clone of event-catalog/eventcatalog>');
  process.exit(1);
}
const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'});

const versionOf = (tag) => tag.match(/^(?:v|@eventcatalog\/core@)(\d+\.\d+\.\d+)$/)?.[1];
const byVersion = new Map();
for (const tag of git('tag', '-l', 'v*', '@eventcatalog/core@*').split('\n').filter(Boolean)) {
  const version = versionOf(tag);
  if (!version || Number(version.split('.')[0]) < 2 || byVersion.has(version)) continue;
  byVersion.set(version, git('log', '-1', '--format=%cs', tag).trim());
}
const compare = (a, b) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const rows = [...byVersion.keys()].sort(compare).map((v) => `  ['${v}', '${byVersion.get(v)}'],`);

const out = fileURLToPath(new URL('../src/data/coreReleases.ts', import.meta.url));
writeFileSync(
  out,
  `/**
 * Releases of @eventcatalog/core, oldest first: [version, date of the tagged commit]. Generated from the git tags of
 * github.com/event-catalog/eventcatalog by scripts/core-releases.mjs; do not edit by hand. To refresh it after a
 * release: \`node scripts/core-releases.mjs /path/to/eventcatalog\`, then commit this file.
 */
export const coreReleases: ReadonlyArray<readonly [version: string, date: string]> = [
${rows.join('\n')}
];
`,
);
console.log(
  `${rows.length} releases, ${[...byVersion.keys()].sort(compare)[0]} to ${[...byVersion.keys()].sort(compare).at(-1)}, written to ${out}`,
);
