import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_DIR} from '../search/settings';

/**
 * Content negotiation on Cloudflare Pages, which a headers file cannot
 * express: writes the worker that answers `Accept: text/markdown` with a
 * page's Markdown twin and names the twin in a `Link` header of the HTML
 * (worker.mjs, with the rules of src/utils/markdownTwins.mjs that
 * scripts/serve.mjs follows too), as build/_worker.js/ (Pages' "advanced
 * mode"), and build/_routes.json, which keeps the worker off the static
 * files (scripts, images, the search index), so only page requests count
 * against the host's worker quota. The host's asset server still applies
 * build/_headers to what the worker passes on: checked in its local runtime
 * (`wrangler pages dev`) by tests/e2e/host-worker.spec.ts.
 *
 * Other hosts ignore both: they serve the site as before, and `_worker.js/`
 * is then two public files of code.
 */
const workerSource = path.join(__dirname, 'worker.mjs');
const twinRules = path.join(__dirname, '../../utils/markdownTwins.mjs');
const twinRulesImport = "'../../utils/markdownTwins.mjs'";

/** The worker's code as the host runs it: the twin rules beside it. */
export async function workerFiles(): Promise<Record<string, string>> {
  const worker = await fs.readFile(workerSource, 'utf8');
  if (!worker.includes(twinRulesImport))
    throw new Error(`[host-worker] ${workerSource} no longer imports ${twinRulesImport}: update index.ts.`);
  return {
    'index.js': worker.replace(twinRulesImport, "'./markdownTwins.mjs'"),
    'markdownTwins.mjs': await fs.readFile(twinRules, 'utf8'),
  };
}

/** Cloudflare's limit on include and exclude rules together, and on each rule's length. */
export const ROUTES_LIMITS = {rules: 100, ruleLength: 100};

/**
 * The routes file: every path runs the worker except the files that are never
 * pages: the bundler's assets/, the search index and what static/ holds
 * (img/, robots.txt…). Worked out from the sources, not from build/, which
 * other plugins are still writing while this one runs.
 */
export function routesFile(staticDirs: string[]): {version: 1; include: string[]; exclude: string[]} {
  const fromStatic = staticDirs.flatMap((dir) =>
    fsSync
      .readdirSync(dir, {withFileTypes: true})
      .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`)),
  );
  const exclude = [...new Set(['/assets/*', `/${INDEX_DIR}/*`, ...fromStatic])].sort();
  const routes = {version: 1 as const, include: ['/*'], exclude};
  const rules = [...routes.include, ...routes.exclude];
  const long = rules.filter((rule) => rule.length > ROUTES_LIMITS.ruleLength);
  if (rules.length > ROUTES_LIMITS.rules || long.length > 0) {
    throw new Error(
      `[host-worker] build/_routes.json would have ${rules.length} rules (Cloudflare reads at most ${ROUTES_LIMITS.rules}, ` +
        `each at most ${ROUTES_LIMITS.ruleLength} characters${long.length ? `; too long: ${long.join(', ')}` : ''}): ` +
        'put the files at the top of static/ into a folder.',
    );
  }
  return routes;
}

export default function hostWorkerPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  return {
    name: 'host-worker',
    async postBuild({outDir}) {
      const workerDir = path.join(outDir, '_worker.js');
      await fs.mkdir(workerDir, {recursive: true});
      for (const [name, text] of Object.entries(await workerFiles()))
        await fs.writeFile(path.join(workerDir, name), text);
      await fs.writeFile(path.join(outDir, '_routes.json'), `${JSON.stringify(routesFile(staticDirs), null, 2)}\n`);
    },
  };
}
