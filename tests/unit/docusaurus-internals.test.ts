import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';

/**
 * The README's "Docusaurus internals the site relies on" lists every file that relies on something a Docusaurus
 * upgrade can change without a type error. This finds those files in the code and compares.
 */
const root = path.resolve(__dirname, '../..');
const INTERNALS: [what: string, pattern: RegExp][] = [
  ['@docusaurus/theme-common/internal', /@docusaurus\/theme-common\/internal/],
  [
    'a file inside a Docusaurus package (lib/)',
    /@docusaurus\/[\w-]+\/lib\/|'@docusaurus\/theme-classic\/package\.json'/,
  ],
  ["the Algolia theme's file layout", /require\.resolve\('@docusaurus\/theme-search-algolia'\)/],
  ['@theme-init', /from '@theme-init\//],
  ['the generated .docusaurus/ folder', /\.docusaurus\/|__webpack_require__|routesChunkNames/],
  ['the generated global data file', /'globalData\.json'/],
  ['HTML minification switched off', /SKIP_HTML_MINIFICATION/],
  // Declared in the navbar's items, or registered in NavbarItem/ComponentTypes.
  ['a custom navbar item type', /type: 'custom-|'custom-[\w-]+':/],
  // The object the client mounts on window; Docusaurus documents neither it nor its preload.
  ["the client's route loader", /docusaurus\.preload\(/],
];
const classicTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme');

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);

/** Renders the theme's own component: through @theme-original or @theme-init, or the search plugin's alias of the Algolia theme's. */
const WRAPS = /from '@(theme-original|theme-init|algolia-theme)\//;

/**
 * A theme component of the site's that stands in for a classic theme one without rendering it. A component that
 * renders the theme's own from a module beside it (./HighlightedContent) is a wrap too.
 */
function isEjected(file: string): boolean {
  const match = /(?:^src\/theme|\/theme)\/(.+?)(?:\/index)?\.tsx$/.exec(file);
  if (!match) return false;
  const component = match[1];
  const inClassic =
    fs.existsSync(path.join(classicTheme, component, 'index.js')) ||
    fs.existsSync(path.join(classicTheme, `${component}.js`));
  if (!inClassic) return false;
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const siblings = [...source.matchAll(/from '\.\/([\w-]+)'/g)]
    .map((match) => path.join(root, path.dirname(file), `${match[1]}.tsx`))
    .filter((sibling) => fs.existsSync(sibling));
  return ![source, ...siblings.map((sibling) => fs.readFileSync(sibling, 'utf8'))].some((text) => WRAPS.test(text));
}

test("every file that relies on a Docusaurus internal or ejects a theme component is in the README's list, and only those", () => {
  // tests/support drives the built site, so what it relies on breaks the suite on an upgrade.
  const files = [...sourceFiles('src'), ...sourceFiles('tests/support'), 'docusaurus.config.ts'];
  const relying = files.filter(
    (file) =>
      isEjected(file) ||
      INTERNALS.some(([, pattern]) =>
        // Comments that mention an internal do not rely on it.
        pattern.test(fs.readFileSync(path.join(root, file), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')),
      ),
  );
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Docusaurus internals'),
    readme.indexOf('\n## ', readme.indexOf('## Docusaurus internals') + 3),
  );
  // The table's "Relied on in" column.
  const listed = new Set(
    section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Internal') && !line.startsWith('| ---'))
      .flatMap((line) => [...line.split('|')[2].matchAll(/`([^`]+)`/g)].map((match) => match[1])),
  );
  assert.ok(relying.length >= 10, `found ${relying.length} files: the search itself is broken`);
  assert.deepEqual(
    relying.filter((file) => !listed.has(file)),
    [],
    'files relying on a Docusaurus internal, missing from the README',
  );
  assert.deepEqual(
    [...listed].filter((file) => !relying.includes(file)),
    [],
    'files the README lists that no longer rely on an internal (or do not exist)',
  );
});

test("at most three theme components stand in for the classic theme's without rendering it", () => {
  const ejected = sourceFiles('src').filter(isEjected);
  // BlogArchivePage, ReadMoreLink, and CodeBlock under build tuning. A new one needs a reason a wrap cannot give.
  assert.ok(ejected.length <= 3, `ejected: ${ejected.join(', ')}`);
});
