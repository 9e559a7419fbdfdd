import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {bundled} from '../site-pages/bundle';
import {INDEX_DIR} from '../search/settings';
import {INDEX_PATH as MCP_INDEX_PATH} from './mcp/searchIndex.mjs';

/**
 * Content negotiation on Cloudflare Pages, which a headers file cannot express: the worker (worker.mjs, following the
 * rules of twins.mjs as scripts/serve.mjs does) answers `Accept: text/markdown` with a page's twin and names the twin
 * in a `Link` header of the HTML. Written as build/_worker.js/ (Pages' "advanced mode"); build/_routes.json keeps it
 * off the static files, so only page requests count against the worker quota. The asset server still applies
 * build/_headers to what the worker passes on (tests/e2e/host-worker.spec.ts, under `wrangler pages dev`). Other hosts
 * ignore both, `_worker.js/` then being a few public files of code.
 */

/**
 * The worker's code: worker.mjs as index.js and the modules it imports beside it, those of this folder copied
 * unchanged (they run as they are in Node's tests and on the host), those of a subfolder (./mcp/handler.mjs) bundled.
 */
export async function workerFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const visit = async (file: string, name: string) => {
    if (name in files) return;
    if (name.includes('/')) {
      files[name] = await bundled(file, {format: 'esm', platform: 'browser', target: 'es2022', minify: true});
      return;
    }
    files[name] = await fs.readFile(file, 'utf8');
    // Static imports of relative modules (`from './x.mjs'`).
    for (const [, specifier] of files[name].matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.\/[^'"]+)['"]/gm)) {
      await visit(path.join(path.dirname(file), specifier), specifier.slice(2));
    }
  };
  await visit(path.join(__dirname, 'worker.mjs'), 'index.js');
  return files;
}

/** Cloudflare's limit on include and exclude rules together, and on each rule's length. */
export const ROUTES_LIMITS = {rules: 100, ruleLength: 100};

/**
 * The routes file: every path runs the worker except files that are never pages: assets/, the site's and the MCP
 * server's search indexes and what static/ holds. From the sources, not build/, which other plugins are still writing.
 */
export function routesFile(staticDirs: string[]): {version: 1; include: string[]; exclude: string[]} {
  const fromStatic = staticDirs.flatMap((dir) =>
    fsSync
      .readdirSync(dir, {withFileTypes: true})
      .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`)),
  );
  const exclude = [
    ...new Set(['/assets/*', `/${INDEX_DIR}/*`, `${path.posix.dirname(MCP_INDEX_PATH)}/*`, ...fromStatic]),
  ].sort();
  const routes = {version: 1 as const, include: ['/*'], exclude};
  const rules = [...routes.include, ...routes.exclude];
  const long = rules.filter((rule) => rule.length > ROUTES_LIMITS.ruleLength);
  if (rules.length > ROUTES_LIMITS.rules || long.length > 0) {
    throw new Error(
      `[agents] build/_routes.json would have ${rules.length} rules (Cloudflare reads at most ${ROUTES_LIMITS.rules}, ` +
        `each at most ${ROUTES_LIMITS.ruleLength} characters${long.length ? `; too long: ${long.join(', ')}` : ''}): ` +
        'put the files at the top of static/ into a folder.',
    );
  }
  return routes;
}

/** Writes build/_worker.js/ (the files of workerFiles) and build/_routes.json (see routesFile). */
export async function writeHostWorker(
  outDir: string,
  staticDirs: string[],
  files: Promise<Record<string, string>>,
): Promise<void> {
  const workerDir = path.join(outDir, '_worker.js');
  for (const [name, text] of Object.entries(await files)) {
    await fs.mkdir(path.dirname(path.join(workerDir, name)), {recursive: true});
    await fs.writeFile(path.join(workerDir, name), text);
  }
  await fs.writeFile(path.join(outDir, '_routes.json'), `${JSON.stringify(routesFile(staticDirs), null, 2)}\n`);
}
