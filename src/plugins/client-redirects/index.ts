import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Client-side redirects for pages that moved. For every page the site
 * builds, `createRedirects(path)` names the old paths that should lead to
 * it; each old path gets a small HTML page ({old}/index.html, which static
 * hosts serve for /{old}) that sends the browser on, query and anchor kept.
 * The pages run no inline script: they all load one shared file,
 * /redirect.js, so the Content-Security-Policy allows them without a hash
 * per page. Without JavaScript, the meta refresh still leads to the page.
 */

export type PluginOptions = {createRedirects: (existingPath: string) => string[] | undefined};

const SCRIPT = 'redirect.js';

/** The page served at an old address, pointing at `to` (a path under the site's base URL). */
export function redirectPage(to: string, baseUrl: string): string {
  const href = encodeURI(to);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${href}</title>`,
    `<link rel="canonical" href="${href}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script src="${baseUrl}${SCRIPT}"></script>`,
    '</head>',
    '</html>',
    '',
  ].join('\n');
}

export default function clientRedirectsPlugin(context: LoadContext, {createRedirects}: PluginOptions): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'client-redirects',
    async postBuild({outDir, routesPaths}) {
      const sitePath = (route: string) => `/${route.slice(baseUrl.length)}`;
      const existing = new Set(routesPaths.map(sitePath));
      await fs.copyFile(path.join(__dirname, SCRIPT), path.join(outDir, SCRIPT));
      for (const to of existing) {
        // An old address where a page exists again keeps that page.
        for (const from of (createRedirects(to) ?? []).filter((from) => !existing.has(from))) {
          const file = path.join(outDir, from, 'index.html');
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, redirectPage(`${baseUrl}${to.slice(1)}`, baseUrl), {flag: 'wx'});
        }
      }
    },
  };
}
