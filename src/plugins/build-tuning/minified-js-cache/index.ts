import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as rspack from '@rspack/core';

/**
 * Keeps the browser bundle's minified JavaScript from one build to the next. The bundler's persistent cache spares
 * compiling unchanged modules, but Rspack's minifier (unlike webpack's) minifies every chunk again: about 2 s of every
 * build. Just before minification this puts back the stored result of each chunk whose code, minifier and options are
 * unchanged and marks it minified (the minifier skips it); just after, it stores the new results. What is stored is the
 * minifier's own output, so the build is byte for byte the same. The store, one file beside the bundler's cache (a
 * cold build empties both), keeps only what the last build used. One file, not one per chunk: on the CI machine a new
 * file costs 0.4-0.7 ms of kernel time while many files were lately deleted, as every build deletes the last one's
 * (28 Nov 2026: 3,100 writeFileSync calls timed in a Node loop, 1.1-2.2 s after deleting as many, 0.09 s otherwise),
 * which for 700 chunks was 0.3 s in the bundler's path. Measured 28 Nov 2026, warm builds back to back
 * (`DOCUSAURUS_PERF_LOGGER=true npx docusaurus build`, load 0.4-2.8): "Bundling with rspack" 2.8 and 3.5 s with it,
 * 5.4 and 5.0 s without; whole build 9.3 and 11.0 s with it and typedoc-when-changed, 14.5 and 13.1 s without both.
 *
 * When it can go: once Rspack's built-in JS minimizer caches its output between builds, as webpack's TerserPlugin does.
 */
const cacheFile = path.join('node_modules', '.cache', 'minified-js', 'chunks.json');

// Rspack's own types: the webpack types Docusaurus declares do not describe Rspack's compiler.
type Bundler = {name: string; instance: typeof rspack};

const name = 'minified-js-cache';

export default function minifiedJsCachePlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  return {
    name,
    configureWebpack(_config, isServer, utils) {
      const bundler = (utils as unknown as {currentBundler: Bundler}).currentBundler;
      // The server bundle is not minified; the webpack minifier caches by itself.
      if (isServer || bundler.name !== 'rspack') return {};
      const file = path.join(context.siteDir, cacheFile);
      return {plugins: [{apply: (compiler: unknown) => applyCache(compiler as rspack.Compiler, bundler, file)}]};
    },
  };
}

/** The stored chunks, minified code by key (entryKey); none if there is no store or it cannot be read. */
export function readStore(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The cache's two steps around the minifier, on one compiler, with its store in `file`. Exported for the unit test. */
export function applyCache(compiler: rspack.Compiler, bundler: Bundler, file: string): void {
  const {optimization = {}, devtool} = compiler.options;
  // With source maps the minifier's output depends on more than the code; not worth handling, so no cache.
  if (optimization.minimize === false || devtool) return;
  const minifierKey = JSON.stringify({
    bundler: bundler.instance.rspackVersion ?? bundler.name,
    minimizers: (optimization.minimizer ?? []).map(describeMinimizer),
  });
  let stored: Record<string, string> | undefined;
  // What this build used, to be stored for the next; stored only if it differs from what was read.
  const used: Record<string, string> = {};
  let minified = false;
  const minifyStage = bundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;

  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    const missed = new Map<string, string>();
    compilation.hooks.processAssets.tap({name, stage: minifyStage - 1}, () => {
      stored ??= readStore(file);
      for (const asset of compilation.getAssets()) {
        if (!/\.[cm]?js$/.test(asset.name) || asset.info.minimized) continue;
        const key = entryKey(minifierKey, asset);
        const code = stored[key];
        if (code === undefined) missed.set(asset.name, key);
        else {
          used[key] = code;
          const cached = new bundler.instance.sources.RawSource(code);
          compilation.updateAsset(asset.name, cached, (info) => ({...info, minimized: true}));
        }
      }
    });
    compilation.hooks.processAssets.tap({name, stage: minifyStage + 1}, () => {
      for (const asset of compilation.getAssets()) {
        const key = missed.get(asset.name);
        // A chunk the minifier did not mark as minified (it failed, with its own error) is not stored.
        if (key === undefined || !asset.info.minimized) continue;
        used[key] = asset.source.source().toString();
        minified = true;
      }
    });
  });

  compiler.hooks.done.tap(name, () => {
    if (!stored || (!minified && Object.keys(used).length === Object.keys(stored).length)) return;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify(used));
  });
}

/** A minifier plugin as its name and options, so that changing either misses the cache. */
const describeMinimizer = (minimizer: unknown) => {
  const plugin = minimizer as {name?: string; constructor?: {name?: string}; _args?: unknown};
  return {name: plugin.name ?? plugin.constructor?.name, options: plugin._args};
};

// The minifier treats a chunk as an ES module or a script by its extension and the bundler's flag.
const entryKey = (minifierKey: string, {name, info, source}: rspack.Asset) =>
  crypto
    .createHash('sha256')
    .update(`${minifierKey}\0${path.extname(name)}\0${String(info.javascriptModule)}\0`)
    .update(source.source())
    .digest('hex');
