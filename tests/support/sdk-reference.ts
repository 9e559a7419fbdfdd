import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {sdkPackageName, sdkTypedocOptions} from '../../src/plugins/sdk-reference/typedocOptions';

/**
 * The SDK reference converted as the site converts it (the site's TypeDoc options, through typedoc-when-changed),
 * into a folder of the calling test file's own. The work folder is inside the project, so the generated declarations
 * resolve @eventcatalog/sdk; each test file has its own, as files may run at the same time.
 */
export function sdkReferenceConversion(name: string) {
  const siteDir = path.resolve('.');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const context = {siteDir, siteConfig: {}} as unknown as LoadContext;
  const siteOptions = {
    ...sdkTypedocOptions({siteDir, out: outDir, workDir: path.resolve(`node_modules/.cache/${name}-test`)}),
    documentedPackage: sdkPackageName,
  };
  return {siteDir, outDir, context, siteOptions, remove: () => fs.rmSync(outDir, {recursive: true, force: true})};
}
