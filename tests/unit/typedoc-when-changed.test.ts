import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {sdkPackageName, sdkTypedocOptions} from '../../src/plugins/sdk-reference/typedocOptions';
import typedocWhenChanged, {
  fingerprintFile,
  typedocFingerprint,
} from '../../src/plugins/build/typedoc-when-changed/index';

// The SDK reference converted once with the site's options, as the site runs it, into a folder of the test's own.
// The work folder is inside the project, so the generated declarations resolve @eventcatalog/sdk; it is not the
// one tests/unit/sdk-reference.test.ts uses, as the two files may run at the same time.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typedoc-when-changed-'));
const siteDir = path.resolve('.');
const context = {siteDir, siteConfig: {}} as unknown as LoadContext;
const siteOptions = {
  ...sdkTypedocOptions({siteDir, out: outDir, workDir: path.resolve('node_modules/.cache/typedoc-when-changed-test')}),
  documentedPackage: sdkPackageName,
};
before(async () => {
  await typedocWhenChanged(context, siteOptions);
});
after(() => fs.rmSync(outDir, {recursive: true, force: true}));

test('TypeDoc does not run again while its inputs are unchanged, and runs when one changes', async () => {
  const functionPage = path.join(outDir, 'function', 'getEvent.md');
  const writtenAt = fs.statSync(functionPage).mtimeMs;
  const plugin = await typedocWhenChanged(context, siteOptions);
  assert.equal(plugin.name, 'docusaurus-plugin-typedoc');
  assert.equal(fs.statSync(functionPage).mtimeMs, writtenAt, 'the unchanged conversion rewrote the pages');
  const {documentedPackage, ...typedocOptions} = siteOptions;
  const fingerprint = typedocFingerprint(siteDir, typedocOptions, documentedPackage);
  assert.equal(fs.readFileSync(path.join(outDir, fingerprintFile), 'utf8'), fingerprint);
  // An option, the documented package or a file beside our TypeDoc plugin changes the fingerprint.
  assert.notEqual(
    typedocFingerprint(siteDir, {...typedocOptions, name: 'Another name'}, documentedPackage),
    fingerprint,
  );
  assert.notEqual(typedocFingerprint(siteDir, typedocOptions, 'typescript'), fingerprint);
  const pluginDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typedoc-plugin-'));
  try {
    const withPlugin = (text: string) => {
      fs.writeFileSync(path.join(pluginDir, 'neighbour.mjs'), text);
      return typedocFingerprint(
        siteDir,
        {...typedocOptions, plugin: [path.join(pluginDir, 'plugin.mjs')]},
        documentedPackage,
      );
    };
    assert.notEqual(withPlugin('export const a = 1;'), withPlugin('export const a = 2;'));
  } finally {
    fs.rmSync(pluginDir, {recursive: true, force: true});
  }
});
