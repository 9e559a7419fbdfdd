import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import routeTablesLoader, {shortNames} from '../../src/plugins/build-tuning/lean-route-tables/routeTablesLoader.cjs';

const line = (name: string, request: string, last = false) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],${last ? '};' : ''}`;
const registrySource = (names: string[]) =>
  ['export default {', ...names.map((name, i) => line(name, `@site/docs/page-${i}.mdx`, i === names.length - 1))].join(
    '\n',
  );

/** Runs the loader on a file of that name in a temporary .docusaurus folder, as the bundler would. */
function load(files: Record<string, string>, target: string): {output: string; dependencies: string[]} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-route-tables-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const dependencies: string[] = [];
  const resourcePath = path.join(dir, target);
  const output = routeTablesLoader.call(
    {resourcePath, addDependency: (file: string) => dependencies.push(file)},
    files[target],
  );
  return {output, dependencies};
}

test('each chunk gets the shortest prefix of its name that no other name starts with, at least 3 characters', () => {
  const names = ['0058b4c6', '0085200d', '17896441', '1789a000', 'ffffffff'];
  const short = shortNames(registrySource(names), 'registry.js');
  assert.deepEqual(Object.fromEntries(short), {
    '0058b4c6': '005',
    '0085200d': '008',
    '17896441': '17896',
    '1789a000': '1789a',
    ffffffff: 'fff',
  });
  assert.equal(new Set(short.values()).size, names.length);
  // A new chunk changes only the names it shares a prefix with, so the other chunk files keep theirs.
  const grown = shortNames(registrySource([...names, '00590000']), 'registry.js');
  assert.equal(grown.get('0058b4c6'), '0058');
  for (const name of ['0085200d', '17896441', '1789a000', 'ffffffff']) assert.equal(grown.get(name), short.get(name));
});

test("the browser's registry has short chunk names and no module paths; imports and module ids stay", () => {
  const {output} = load({'registry.js': registrySource(['0058b4c6', '17896441'])}, 'registry.js');
  assert.equal(
    output,
    [
      'export default {',
      '  "005": [() => import(/* webpackChunkName: "005" */ "@site/docs/page-0.mdx"), 0, require.resolveWeak("@site/docs/page-0.mdx")],',
      '  "178": [() => import(/* webpackChunkName: "178" */ "@site/docs/page-1.mdx"), 0, require.resolveWeak("@site/docs/page-1.mdx")],};',
    ].join('\n'),
  );
});

test("each route's chunk table names the same short chunks, and is redone when the registry changes", () => {
  const routes = {
    '/docs/a-1f2': {
      __comp: '17896441',
      content: '0058b4c6',
      __context: {plugin: '17896441'},
      items: [{content: '0058b4c6'}],
    },
  };
  const {output, dependencies} = load(
    {'registry.js': registrySource(['0058b4c6', '17896441']), 'routesChunkNames.json': JSON.stringify(routes)},
    'routesChunkNames.json',
  );
  assert.deepEqual(JSON.parse(output), {
    '/docs/a-1f2': {__comp: '178', content: '005', __context: {plugin: '178'}, items: [{content: '005'}]},
  });
  assert.deepEqual(
    dependencies.map((file) => path.basename(file)),
    ['registry.js'],
  );
});

test('a registry entry or chunk table of another shape stops the build, naming the file and what is wrong', () => {
  const odd = registrySource(['0058b4c6']).replace('require.resolveWeak', 'require.resolve');
  assert.throws(
    () => load({'registry.js': odd}, 'registry.js'),
    /registry\.js: line 2 is not a registry entry of the expected shape/,
  );
  const routes = JSON.stringify({'/docs/a-1f2': {content: 'deadbeef'}});
  assert.throws(
    () => load({'registry.js': registrySource(['0058b4c6']), 'routesChunkNames.json': routes}, 'routesChunkNames.json'),
    /routesChunkNames\.json: \/docs\/a-1f2\.content names the chunk "deadbeef", which registry\.js does not list/,
  );
});
