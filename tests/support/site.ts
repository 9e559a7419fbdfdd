import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {load, type CheerioAPI} from 'cheerio';
import {buildTuningOn} from '../../src/plugins/build-tuning/tuning';

/** Reads the built site's files; tests run after `npm run build`. */
export const buildDir = path.resolve('build');

/** Every page path listed in build/sitemap.xml, e.g. "/docs/api/overview". */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const parsed = new XMLParser().parse(xml) as {urlset: {url: {loc: string}[] | {loc: string}}};
  const urls = Array.isArray(parsed.urlset.url) ? parsed.urlset.url : [parsed.urlset.url];
  return urls.map(({loc}) => new URL(loc).pathname);
}

/** The site's production origin, as the sitemap gives it, e.g. "https://www.eventcatalog.dev". */
export function siteOrigin(): string {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return new URL(xml.match(/<loc>([^<]+)<\/loc>/)![1]).origin;
}

/** Every HTML file of the build with its path relative to build/. */
export function builtHtmlFiles(): {file: string; html: string}[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({file, html: fs.readFileSync(path.join(buildDir, file), 'utf8')}));
}

/** The file under build/ a static host serves for a page path ("/" → index.html, "/docs/x" → docs/x.html). */
export function builtFileOf(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

/** The built HTML of a page path, parsed. */
export function builtPage(pagePath: string): CheerioAPI {
  return load(fs.readFileSync(path.join(buildDir, builtFileOf(pagePath)), 'utf8'));
}

/**
 * Whether the build under test was made with the build tuning (src/plugins/build-tuning/): `npm test` passes the
 * environment it builds with to the browser tests. Assertions about what a workaround gains (no Prism in main.js,
 * each chunk prefetched once) hold only then; with SITE_BUILD_TUNING=off the site must still work as stock
 * Docusaurus does.
 */
export const buildTuned = buildTuningOn(process.env);
