import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
// The official redirect plugin's own page builder: the redirect pages are hashed from exactly what it writes.
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

/**
 * Writes build/_headers (the format Netlify and Cloudflare Pages read; our
 * scripts/serve.mjs reads it too) with a Content-Security-Policy that allows
 * exactly the inline scripts the build emitted (by hash), plus the other
 * security headers. Computed after the build so a new inline script can never
 * be silently blocked, nor silently allowed by 'unsafe-inline'.
 */

/** Origins the site talks to: DocSearch (search + insights), analytics, video embeds. */
export const externalOrigins = {
  script: ['https://www.googletagmanager.com', 'https://cdn.jsdelivr.net'],
  connect: [
    'https://*.algolia.net',
    'https://*.algolianet.com',
    'https://insights.algolia.io',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  frame: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** A CSP source that allows exactly this inline script body. */
const sha256Source = (body: string) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;

/** sha256 sources of every executable inline script in the given HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    if (/type=["']?application\/(ld\+)?json/.test(attributes) || !body) continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

const REDIRECT_PLUGIN = 'docusaurus-plugin-client-redirects';

/**
 * The pages @docusaurus/plugin-client-redirects writes (path and HTML), each
 * with an inline script that sends the visitor on, query and anchor kept.
 * Docusaurus runs every plugin's postBuild at once, so those files may not
 * exist yet when this plugin reads the build: they are rendered here by the
 * redirect plugin's own functions, from its options in this build.
 */
export function redirectPages(props: Pick<Props, 'plugins' | 'routesPaths' | 'baseUrl' | 'outDir' | 'siteConfig'>) {
  const plugin = props.plugins.find((p) => p.name === REDIRECT_PLUGIN);
  if (!plugin) return [];
  const relativeRoutesPaths = props.routesPaths.map((route) => `/${route.slice(props.baseUrl.length)}`);
  const pluginContext = {
    relativeRoutesPaths,
    baseUrl: props.baseUrl,
    outDir: props.outDir,
    options: plugin.options as never,
    siteConfig: props.siteConfig,
  };
  const {trailingSlash} = props.siteConfig;
  const redirects = collectRedirects(pluginContext, trailingSlash);
  // One file per redirect, in the same order.
  return toRedirectFiles(redirects, pluginContext, trailingSlash).map((file, i) => ({
    from: redirects[i].from,
    html: file.fileContent,
  }));
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the local search index (Pagefind) compile its
    // WebAssembly; it allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...scriptHashes, ...externalOrigins.script].join(' ')}`,
    // React style props and Infima need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${externalOrigins.connect.join(' ')}`,
    `frame-src ${externalOrigins.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export default function securityHeadersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild(props) {
      const {outDir} = props;
      const hashes = new Set<string>();
      const pages = [
        ...(await Promise.all((await htmlFiles(outDir)).map((file) => fs.readFile(file, 'utf8')))),
        ...redirectPages(props).map((page) => page.html),
      ];
      for (const html of pages) {
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      }
      const headers = [
        '# Written by src/plugins/security-headers at build time. Do not edit.',
        '/*',
        `  Content-Security-Policy: ${contentSecurityPolicy([...hashes].sort())}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        '  X-Frame-Options: SAMEORIGIN',
        '',
      ].join('\n');
      await fs.writeFile(path.join(outDir, '_headers'), headers);
    },
  };
}
