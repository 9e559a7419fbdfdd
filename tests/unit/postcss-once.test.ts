import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcssOncePlugin, {refuseConfigFiles} from '../../src/plugins/build-tuning/postcss-once/index';

test('PostCSS plugins named by path are created once, with their options, and no config file is searched for', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-once-'));
  const pluginPath = path.join(dir, 'counting-plugin.cjs');
  fs.writeFileSync(
    pluginPath,
    'let made = 0; module.exports = (options) => ({postcssPlugin: "counting", made: ++made, options}); module.exports.postcss = true;',
  );
  const configure = postcssOncePlugin().configurePostCss!;
  const already = {postcssPlugin: 'already-made'};
  const result = configure({ident: 'postcss', plugins: [[pluginPath, {stage: 2}], already]} as never) as unknown as {
    config: boolean;
    ident: string;
    plugins: [(() => unknown) & {postcss?: boolean}, unknown];
  };
  assert.equal(result.config, false);
  assert.equal(result.ident, 'postcss');
  assert.equal(require.cache[pluginPath], undefined, 'not loaded before a stylesheet needs it');
  // PostCSS calls a plugin flagged `postcss: true` for the plugin itself, once per stylesheet: one plugin object for all.
  const [lazy, second] = result.plugins;
  assert.equal(lazy.postcss, true);
  assert.deepEqual(lazy(), {postcssPlugin: 'counting', made: 1, options: {stage: 2}});
  assert.equal(lazy(), lazy());
  assert.equal(second, already);
});

test('a PostCSS config file stops the build with its name, since it would be ignored', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-config-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "site"}');
  assert.doesNotThrow(() => refuseConfigFiles(dir));
  fs.writeFileSync(path.join(dir, 'postcss.config.js'), 'module.exports = {plugins: []};');
  assert.throws(() => refuseConfigFiles(dir), /postcss\.config\.js: this site does not read PostCSS config files/);
  fs.rmSync(path.join(dir, 'postcss.config.js'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "site", "postcss": {}}');
  assert.throws(() => refuseConfigFiles(dir), /package\.json \("postcss" key\)/);
});
