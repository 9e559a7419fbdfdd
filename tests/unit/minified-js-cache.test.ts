import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {applyCache, readStore} from '../../src/plugins/build-tuning/minified-js-cache/index';

/** Builds `code` as one minified chunk with Rspack and the minified-JS cache; returns the emitted chunk. */
async function buildWithMinifiedJsCache(dir: string, code: string): Promise<string> {
  const {rspack} = await import('@rspack/core');
  fs.writeFileSync(path.join(dir, 'entry.js'), code);
  const minifier = new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {minify: true, mangle: true}});
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: './entry.js',
    output: {path: path.join(dir, 'out'), filename: 'main.js'},
    optimization: {minimize: true, minimizer: [minifier]},
    devtool: false,
    plugins: [
      {
        apply: (c: unknown) =>
          applyCache(c as never, {name: 'rspack', instance: rspack as never}, path.join(dir, 'cache', 'chunks.json')),
      },
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      (error ?? stats?.hasErrors()) ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8');
}

test('a rebuild takes the minified chunk from the cache, and a changed chunk is minified again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minified-js-cache-'));
  const code =
    'const greeting = "hello"; export function shout(name) { return greeting.toUpperCase() + " " + name; }\nconsole.log(shout("catalog"));\n';
  const first = await buildWithMinifiedJsCache(dir, code);
  assert.match(first, /HELLO catalog/);
  const store = path.join(dir, 'cache', 'chunks.json');
  const [entry, ...others] = Object.keys(readStore(store));
  assert.deepEqual(others, [], 'one chunk, one stored result');
  assert.equal(readStore(store)[entry], first, 'what is stored is the minifier output');

  // The stored result is what the next build emits, so a marker put in its place proves the minifier did not run.
  fs.writeFileSync(store, JSON.stringify({[entry]: 'console.log("from the cache")'}));
  assert.equal(await buildWithMinifiedJsCache(dir, code), 'console.log("from the cache")');

  const changed = await buildWithMinifiedJsCache(dir, code.replace('hello', 'goodbye'));
  assert.match(changed, /GOODBYE catalog/);
  assert.deepEqual(Object.keys(readStore(store)).length, 1, 'the entry the last build did not use is removed');
  assert.equal(Object.values(readStore(store))[0], changed);
  fs.rmSync(dir, {recursive: true, force: true});
});
