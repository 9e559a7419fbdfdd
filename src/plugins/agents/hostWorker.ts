import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {bundled} from '../site-pages/bundle';
import {INDEX_DIR} from '../search/settings';
import {INDEX_PATH as MCP_INDEX_PATH} from './mcp/searchIndex.mjs';

/**
 * Content negotiation on Cloudflare Pages, which a headers file cannot
 * express: the worker (worker.mjs) answers `Accept: text/markdown` with a
 * page's Markdown twin and names the twin in a `Link` header of the HTML,
 * following the rules of twins.mjs that scripts/serve.mjs follows too. It is
 * written as build/_worker.js/ (Pages' "advanced mode"), and build/_routes.json
 * keeps it off the static files (scripts, images, the search index), so only
 * page requests count against the host's worker quota. The host's asset server
 * still applies build/_headers to what the worker passes on: checked in its
 * local runtime (`wrangler pages dev`) by tests/e2e/host-worker.spec.ts.
 *
 * Other hosts ignore both: they serve the site as before, and `_worker.js/`
 * is then a few public files of code.
 */
const workerEntry = path.join(__dirname, 'worker.mjs');

/** The relative modules a module imports (`from './x.mjs'`), static imports only. */
const relativeImports = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.\/[^'"]+)['"]/gm)].map((match) => match[1]);

/**
 * The worker's code as the host runs it: worker.mjs as index.js and every module it imports, followed import by
 * import, under the same names beside it. Modules of this folder (./name.mjs) are copied unchanged, so the files
 * run as they are in Node's tests and on the host; a module of a subfolder (./mcp/handler.mjs) is bundled.
 */
export async function workerFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const visit = async (file: string, name: string) => {
    if (name in files) return;
    if (name.includes('/')) {
      files[name] = await bundled(file, {format: 'esm', platform: 'browser', target: 'es2022', minify: true});
      return;
    }
    const source = await fs.readFile(file, 'utf8');
    files[name] = source;
    for (const specifier of relativeImports(source)) {
      await visit(path.join(path.dirname(file), specifier), specifier.slice(2));
    }
  };
  await visit(workerEntry, 'index.js');
  return files;
}

/** Cloudflare's limit on include and exclude rules together, and on each rule's length. */
export const ROUTES_LIMITS = {rules: 100, ruleLength: 100};

/**
 * The routes file: every path runs the worker except the files that are never
 * pages: the bundler's assets/, the search indexes (the site's and the MCP server's) and what static/ holds
 * (img/, robots.txt…). Worked out from the sources, not from build/, which
 * other plugins are still writing while this one runs.
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

/** Writes build/_worker.js/ and build/_routes.json (see workerFiles and routesFile). */
export async function writeHostWorker(outDir: string, staticDirs: string[]): Promise<void> {
  const workerDir = path.join(outDir, '_worker.js');
  await fs.mkdir(workerDir, {recursive: true});
  for (const [name, text] of Object.entries(await workerFiles())) {
    await fs.mkdir(path.dirname(path.join(workerDir, name)), {recursive: true});
    await fs.writeFile(path.join(workerDir, name), text);
  }
  await fs.writeFile(path.join(outDir, '_routes.json'), `${JSON.stringify(routesFile(staticDirs), null, 2)}\n`);
}
