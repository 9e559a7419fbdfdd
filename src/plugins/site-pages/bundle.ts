import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {build, type BuildOptions} from 'esbuild';

/** The site's folder: esbuild names the files a bundle read relative to it. */
export const siteDir = path.resolve(__dirname, '../../..');
/** Bundles of earlier builds, each with the files it read and their hashes. */
const bundleCache = path.join(siteDir, 'node_modules', '.cache', 'bundles');
export const hashOf = (text: string | Buffer) => crypto.createHash('sha256').update(text).digest('base64url');

/**
 * A module as one file with everything it imports, npm packages included, for code that runs outside the build's
 * TypeScript loader: the host's worker (src/plugins/agents/hostWorker.ts: the host runs no npm install) and the
 * threads that read the built pages (./readers.ts). Bundling takes 0.1 to 0.6 s on two busy cores; a build whose
 * every input file is unchanged reuses the last bundle.
 */
export async function bundled(
  file: string,
  options: Pick<BuildOptions, 'format' | 'platform' | 'target' | 'minify' | 'plugins'>,
): Promise<string> {
  // A plugin's code is part of the key: the modules it makes are not files whose hash is kept below.
  const key = JSON.stringify([path.relative(siteDir, file), options], (_, value) =>
    typeof value === 'function' ? String(value) : value,
  );
  const cacheFile = path.join(bundleCache, `${hashOf(key)}.json`);
  const cached: {inputs: Record<string, string>; text: string} | undefined = await fs
    .readFile(cacheFile, 'utf8')
    .then(JSON.parse, () => undefined);
  const unchanged = async (inputs: Record<string, string>) => {
    for (const [input, hash] of Object.entries(inputs)) {
      const text = await fs.readFile(path.join(siteDir, input)).catch(() => undefined);
      if (!text || hashOf(text) !== hash) return false;
    }
    return true;
  };
  if (cached && (await unchanged(cached.inputs))) return cached.text;
  const {outputFiles, metafile} = await build({
    ...options,
    entryPoints: [file],
    absWorkingDir: siteDir,
    bundle: true,
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const text = outputFiles[0].text;
  const inputs: Record<string, string> = {};
  // Modules a plugin makes are named "namespace:path" (see the key above).
  for (const input of Object.keys(metafile.inputs).filter((name) => !/^[\w-]+:/.test(name)))
    inputs[input] = hashOf(await fs.readFile(path.join(siteDir, input)));
  await fs.mkdir(bundleCache, {recursive: true});
  await fs.writeFile(cacheFile, JSON.stringify({inputs, text}));
  return text;
}
