import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps the browser bundle's minified JavaScript from one build to the next.
 *
 * The bundler's persistent cache (node_modules/.cache) spares a rebuild the
 * work of compiling unchanged modules, but its minifier still minifies all of
 * every chunk again (hundreds of them): about 2 s of every build, most of a rebuild's
 * bundling. Webpack's own minifier plugin caches its output; the Rspack one
 * does not. This plugin does, around it: just before minification it puts
 * back the stored result for each chunk whose code, minifier and minifier
 * options are the same as when the result was stored, and marks the chunk as
 * minified, which makes the minifier skip it; just after, it stores the
 * results of the chunks the minifier did. What is stored is the minifier's
 * own output, so a build from the cache is byte for byte the build without it.
 *
 * The store lives in node_modules/.cache/minified-js beside the bundler's
 * cache, so deleting that folder (a cold build) empties both. After each build
 * it holds only what that build used.
 *
 * When it can go: once Rspack's built-in JS minimizer caches its output
 * between builds, as webpack's TerserPlugin does.
 */
const cacheFolder = path.join('node_modules', '.cache', 'minified-js');

type Source = {source(): string | Buffer};
type AssetInfo = {minimized?: boolean; javascriptModule?: boolean};
type Asset = {name: string; source: Source; info: AssetInfo};
type Compilation = {
  getAssets(): readonly Asset[];
  updateAsset(name: string, source: Source, info: (old: AssetInfo) => AssetInfo): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void}};
};
type Compiler = {
  options: {devtool?: unknown; optimization?: {minimize?: boolean; minimizer?: unknown[]}};
  hooks: {
    thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void};
    done: {tap(name: string, callback: () => void): void};
  };
};
type Bundler = {
  name: string;
  instance: {
    sources: {RawSource: new (code: string) => Source};
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    rspackVersion?: string;
  };
};

const name = 'minified-js-cache';

export default function minifiedJsCachePlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  return {
    name,
    configureWebpack(_config, isServer, utils) {
      const bundler = (utils as unknown as {currentBundler: Bundler}).currentBundler;
      // The server bundle is not minified; the webpack minifier caches by itself.
      if (isServer || bundler.name !== 'rspack') return {};
      const folder = path.join(context.siteDir, cacheFolder);
      // Typed by the few hooks it uses: the webpack types Docusaurus declares do not describe Rspack's compiler.
      return {plugins: [{apply: (compiler: unknown) => applyCache(compiler as Compiler, bundler, folder)}]};
    },
  };
}

/** The cache's two steps around the minifier, on one compiler. Exported for the unit test. */
export function applyCache(compiler: Compiler, bundler: Bundler, folder: string): void {
  const {optimization = {}, devtool} = compiler.options;
  // With source maps the minifier's output depends on more than the code; not worth handling, so no cache.
  if (optimization.minimize === false || devtool) return;
  const minifierKey = JSON.stringify({
    bundler: bundler.instance.rspackVersion ?? bundler.name,
    minimizers: (optimization.minimizer ?? []).map(describeMinimizer),
  });
  const used = new Set<string>();
  const minifyStage = bundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;

  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    const missed = new Map<string, string>();
    compilation.hooks.processAssets.tap({name, stage: minifyStage - 1}, () => {
      fs.mkdirSync(folder, {recursive: true});
      for (const asset of compilation.getAssets()) {
        if (!/\.[cm]?js$/.test(asset.name) || asset.info.minimized) continue;
        const key = entryKey(minifierKey, asset);
        used.add(key);
        const stored = readEntry(folder, key);
        if (stored === undefined) missed.set(asset.name, key);
        else
          compilation.updateAsset(asset.name, new bundler.instance.sources.RawSource(stored), (info) => ({
            ...info,
            minimized: true,
          }));
      }
    });
    compilation.hooks.processAssets.tap({name, stage: minifyStage + 1}, () => {
      for (const asset of compilation.getAssets()) {
        const key = missed.get(asset.name);
        // A chunk the minifier did not mark as minified (it failed, with its own error) is not stored.
        if (key !== undefined && asset.info.minimized) fs.writeFileSync(path.join(folder, key), asset.source.source());
      }
    });
  });

  compiler.hooks.done.tap(name, () => {
    if (!fs.existsSync(folder)) return;
    for (const file of fs.readdirSync(folder)) if (!used.has(file)) fs.rmSync(path.join(folder, file), {force: true});
  });
}

/** A minifier plugin as its name and options, so that changing either misses the cache. */
function describeMinimizer(minimizer: unknown): unknown {
  const plugin = minimizer as {name?: string; constructor?: {name?: string}; _args?: unknown};
  return {name: plugin.name ?? plugin.constructor?.name, options: plugin._args};
}

function entryKey(minifierKey: string, asset: Asset): string {
  return (
    crypto
      .createHash('sha256')
      .update(minifierKey)
      // The minifier treats a chunk as an ES module or a script by its extension and the bundler's flag.
      .update(`\0${path.extname(asset.name)}\0${String(asset.info.javascriptModule)}\0`)
      .update(asset.source.source())
      .digest('hex')
  );
}

function readEntry(folder: string, key: string): string | undefined {
  try {
    return fs.readFileSync(path.join(folder, key), 'utf8');
  } catch {
    return undefined;
  }
}
