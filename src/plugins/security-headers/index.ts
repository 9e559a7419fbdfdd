import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {readBuiltSite} from '../site-pages';
// The official redirect plugin's own page builder: the redirect pages are hashed from exactly what it writes.
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

/**
 * Writes build/_headers (read by Netlify, Cloudflare Pages and scripts/serve.mjs): a Content-Security-Policy allowing
 * exactly the inline scripts the build emitted (by hash), and the other security headers. Computed after the build,
 * so a new inline script is never silently blocked, nor silently allowed by 'unsafe-inline'.
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

/** CSP sources (sha256) of every executable inline script in the given HTML. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => body && !/type=["']?application\/(ld\+)?json/.test(attributes))
    .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);

/**
 * The pages @docusaurus/plugin-client-redirects writes (path and HTML, with an inline script that sends the visitor
 * on). Every plugin's postBuild runs at once, so they may not be written yet: they are rendered here by the redirect
 * plugin's own functions, from its options in this build.
 */
export function redirectPages(props: Pick<Props, 'plugins' | 'routesPaths' | 'baseUrl' | 'outDir' | 'siteConfig'>) {
  const plugin = props.plugins.find((p) => p.name === 'docusaurus-plugin-client-redirects');
  if (!plugin) return [];
  const {baseUrl, outDir, siteConfig} = props;
  const relativeRoutesPaths = props.routesPaths.map((route) => `/${route.slice(baseUrl.length)}`);
  const pluginContext = {relativeRoutesPaths, baseUrl, outDir, siteConfig, options: plugin.options as never};
  const redirects = collectRedirects(pluginContext, siteConfig.trailingSlash);
  // One file per redirect, in the same order.
  const files = toRedirectFiles(redirects, pluginContext, siteConfig.trailingSlash);
  return files.map((file, i) => ({from: redirects[i].from, html: file.fileContent}));
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the local search index (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
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

/**
 * Cloudflare Pages ignores a line of _headers longer than 2,000 characters and every rule past the 100th (workers-sdk,
 * parseHeaders): a policy listing every redirect page's hash would be ignored whole there.
 */
export const HEADERS_FILE_LIMITS = {lineLength: 2000, rules: 100};

export type HeadersRule = {path: string; headers: [name: string, value: string][]; unset?: string[]};

const CSP = 'Content-Security-Policy';

/** The lines of a headers file: a path, then its headers indented. */
export function headersFile(rules: HeadersRule[]): string {
  const lines = ['# Written by src/plugins/security-headers at build time. Do not edit.'];
  for (const rule of rules) {
    lines.push(
      rule.path,
      ...(rule.unset ?? []).map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  const tooLong = lines.find((line) => line.trim().length > HEADERS_FILE_LIMITS.lineLength);
  if (tooLong)
    throw new Error(
      `[security-headers] A line of build/_headers has ${tooLong.trim().length} characters; Cloudflare Pages ignores lines over ${HEADERS_FILE_LIMITS.lineLength}: ${tooLong.trim().slice(0, 80)}…`,
    );
  if (rules.length > HEADERS_FILE_LIMITS.rules)
    throw new Error(
      `[security-headers] build/_headers has ${rules.length} rules; Cloudflare Pages ignores those past the ${HEADERS_FILE_LIMITS.rules}th.`,
    );
  return `${lines.join('\n')}\n`;
}

type RedirectPage = {from: string; hashes: string[]};

/**
 * Rules giving the redirect pages a policy allowing their scripts only: one rule per folder holding redirect pages and
 * no other page (`otherPaths` keep the site-wide policy), as wide as the line limit allows (a folder whose hashes do
 * not fit on one line is split into subfolders, down to single pages). A page at a folder's address /a is matched as
 * /a and /a/: the redirect plugin writes a/index.html, served at /a/, and a rule for /a/* does not match /a.
 */
export function redirectPolicyRules(
  pages: RedirectPage[],
  otherPaths: string[],
  policy: (hashes: string[]) => string,
): HeadersRule[] {
  const policyOf = (group: RedirectPage[]) => policy([...new Set(group.flatMap((page) => page.hashes))].sort());
  const rule = (path: string, group: RedirectPage[]): HeadersRule => ({
    path,
    // Cloudflare Pages would add the site-wide policy to this one, and a browser obeys both: it is removed first.
    // Netlify's parser skips a line without a colon; its local server (netlify dev) lets the later rule's value win.
    unset: [CSP],
    headers: [[CSP, policyOf(group)]],
  });
  const cover = (folder: string, group: RedirectPage[]): HeadersRule[] => {
    const inside = (route: string) => route.startsWith(`${folder}/`);
    const atFolder = group.filter((page) => page.from === folder);
    if (folder && !otherPaths.some(inside) && `${CSP}: ${policyOf(group)}`.length <= HEADERS_FILE_LIMITS.lineLength) {
      return [...(atFolder.length ? [rule(folder, atFolder)] : []), rule(`${folder}/*`, group)];
    }
    const bySubfolder = new Map<string, RedirectPage[]>();
    for (const page of group.filter((page) => inside(page.from))) {
      const subfolder = `${folder}/${page.from.slice(folder.length + 1).split('/')[0]}`;
      bySubfolder.set(subfolder, [...(bySubfolder.get(subfolder) ?? []), page]);
    }
    // The folder holds other pages too: its own address gets exact rules, with and without the slash.
    return [
      ...atFolder.flatMap((page) => [rule(page.from, [page]), rule(`${page.from}/`, [page])]),
      ...[...bySubfolder].flatMap(([subfolder, pages]) => cover(subfolder, pages)),
    ];
  };
  return cover('', pages);
}

export default function securityHeadersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild(props) {
      const {outDir} = props;
      const redirects = redirectPages(props);
      // The pages Docusaurus rendered (src/plugins/site-pages); the redirect pages come from redirectPages.
      const sitePages = (await readBuiltSite(props)).pages;
      const siteHashes = new Set<string>();
      for (const {html} of sitePages) for (const hash of inlineScriptHashes(html)) siteHashes.add(hash);
      const rules: HeadersRule[] = [
        {
          path: '/*',
          headers: [
            [CSP, contentSecurityPolicy([...siteHashes].sort())],
            ['X-Content-Type-Options', 'nosniff'],
            ['Referrer-Policy', 'strict-origin-when-cross-origin'],
            ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
            ['X-Frame-Options', 'SAMEORIGIN'],
          ],
        },
        // After the site-wide rule: where rules are applied in order (Cloudflare, netlify dev, scripts/serve.mjs), these come last.
        ...redirectPolicyRules(
          redirects.map((page) => ({from: page.from, hashes: inlineScriptHashes(page.html)})),
          sitePages.map((page) => page.path),
          contentSecurityPolicy,
        ),
      ];
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(rules));
    },
  };
}
