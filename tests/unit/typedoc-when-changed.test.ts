import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {sdkReferenceConversion} from '../support/sdk-reference';
import typedocWhenChanged, {
  fingerprintFile,
  typedocFingerprint,
} from '../../src/plugins/build-tuning/typedoc-when-changed/index';

// The SDK reference converted once, as the site converts it, into a folder of this file's own.
const {siteDir, outDir, context, siteOptions, remove} = sdkReferenceConversion('typedoc-when-changed');
before(async () => {
  await typedocWhenChanged(context, siteOptions);
});
after(remove);

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
