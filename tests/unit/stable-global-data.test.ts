import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import stableGlobalDataPlugin from '../../src/plugins/build-tuning/stable-global-data/index';
import sortedGlobalData from '../../src/plugins/build-tuning/stable-global-data/sortedLoader.cjs';

test("the plugins' global data comes out in the order of their names, whatever order Docusaurus wrote it in", () => {
  const written = {
    search: {default: {engine: 'local', searchTags: ['default', 'docs-default-current']}},
    'social-cards': {default: {drawn: true}},
    'docusaurus-plugin-content-docs': {
      sdk: {path: '/docs/sdk'},
      default: {path: '/docs', versions: [{name: 'current'}]},
    },
    navigation: {default: {integrationItems: [{name: 'OpenAPI'}, {name: 'AsyncAPI'}]}},
  };
  const shuffled = JSON.stringify(Object.fromEntries(Object.entries(written).reverse()));
  const output = JSON.parse(sortedGlobalData(shuffled));
  assert.deepEqual(Object.keys(output), ['docusaurus-plugin-content-docs', 'navigation', 'search', 'social-cards']);
  assert.deepEqual(Object.keys(output['docusaurus-plugin-content-docs']), ['default', 'sdk']);
  // What each plugin set is kept as it was, its own order included.
  assert.deepEqual(output, written);
  assert.deepEqual(output.navigation.default.integrationItems, written.navigation.default.integrationItems);
  assert.equal(sortedGlobalData(shuffled), sortedGlobalData(JSON.stringify(written)));
});

test("the loader is given Docusaurus's global data file and no other", () => {
  const generatedFilesDir = path.join('/site', '.docusaurus');
  const plugin = stableGlobalDataPlugin({generatedFilesDir} as LoadContext);
  const {module} = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
    module: {rules: {test: (file: string) => boolean}[]};
  };
  const [rule] = module.rules;
  assert.equal(rule.test(path.join(generatedFilesDir, 'globalData.json')), true);
  assert.equal(rule.test(path.join(generatedFilesDir, 'i18n.json')), false);
  assert.equal(rule.test(path.join('/site', 'src', 'data', 'globalData.json')), false);
});
