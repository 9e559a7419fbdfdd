import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcssConfigSearchPlugin from '../../src/plugins/build-tuning/postcss-config-search/index';

const options = {plugins: ['postcss-preset-env'], ident: 'postcss'};
const configured = (siteDir: string) =>
  postcssConfigSearchPlugin({siteDir} as never).configurePostCss!({...options}) as Record<string, unknown>;

test('postcss-loader skips its config search on this site, which has no PostCSS config', () => {
  assert.deepEqual(configured(process.cwd()), {...options, config: false});
});

test('the search stays on where a site has a PostCSS config of its own', () => {
  for (const [file, content] of [
    ['postcss.config.js', 'module.exports = {};'],
    ['.postcssrc.json', '{}'],
    ['package.json', '{"postcss": {}}'],
    ['.config/postcssrc.yml', 'plugins: {}'],
  ]) {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-config-'));
    if (file !== 'package.json') fs.writeFileSync(path.join(siteDir, 'package.json'), '{}');
    fs.mkdirSync(path.join(siteDir, path.dirname(file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), content);
    assert.deepEqual(configured(siteDir), options, file);
    fs.rmSync(siteDir, {recursive: true});
  }
});
