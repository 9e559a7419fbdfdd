import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';

/**
 * docusaurus-plugin-typedoc, run only when what it reads has changed.
 *
 * The official plugin converts the package with TypeDoc every time the site
 * starts or builds: about 2 s of plugin loading on every warm build and every
 * `npm start`, for output that is the same as last time unless the options, the
 * installed TypeDoc packages, the documented package or our TypeDoc plugin
 * changed. This wrapper hashes those, keeps the hash in the output folder
 * (deleting the folder deletes it), and calls the official plugin only when the
 * hash differs or the output is gone. Its options are the official plugin's,
 * passed on unchanged.
 *
 * When it can go: when docusaurus-plugin-typedoc skips a conversion whose
 * inputs have not changed.
 */

/** Packages whose installed version shapes the output, besides the one documented. */
const typedocPackages = ['docusaurus-plugin-typedoc', 'typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme'];

/** The hash file beside the generated pages; the docs plugin reads only the pages. */
export const fingerprintFile = '.typedoc-fingerprint';

type Options = {out: string; entryPoints?: string[]; plugin?: string[]; [option: string]: unknown};

function installedVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : 'missing';
}

/** Every file of the folders our TypeDoc plugins live in (a plugin imports its neighbours). */
function localPluginFiles(plugins: string[]): string[] {
  const folders = [...new Set(plugins.filter((p) => path.isAbsolute(p)).map((p) => path.dirname(p)))];
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort(),
  );
}

/** A hash of everything the conversion reads, given the documented package's name. */
export function typedocFingerprint(siteDir: string, options: Options, documentedPackage: string): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(options));
  for (const name of [...typedocPackages, documentedPackage])
    hash.update(`${name}@${installedVersion(siteDir, name)}\n`);
  for (const file of localPluginFiles(options.plugin ?? [])) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export default async function typedocWhenChanged(
  context: LoadContext,
  options: Options & {documentedPackage: string},
): Promise<Plugin> {
  const {documentedPackage, ...typedocOptions} = options;
  const stampPath = path.join(typedocOptions.out, fingerprintFile);
  const fingerprint = typedocFingerprint(context.siteDir, typedocOptions, documentedPackage);
  const current = fs.existsSync(stampPath) && fs.readFileSync(stampPath, 'utf8') === fingerprint;
  if (current) return {name: 'docusaurus-plugin-typedoc'};
  fs.rmSync(stampPath, {force: true});
  const plugin = await docusaurusPluginTypedoc(context, typedocOptions as never);
  // Written last: an interrupted conversion leaves no hash, so the next start converts again.
  fs.writeFileSync(stampPath, fingerprint);
  return plugin;
}
