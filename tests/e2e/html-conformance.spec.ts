import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {buildDir, sitemapPaths} from '../support/site';
import {createValidator, formatFinding, redirectStubFiles, validateHtml} from '../support/html-validate';

/**
 * Every HTML file of the build, checked with html-validate
 * (tests/support/html-validate.ts has the rules and why a few are relaxed).
 * No browser: the files are what crawlers and outside checkers receive. The
 * redirect pages of old addresses are left out: they are
 * @docusaurus/plugin-client-redirects' fixed template, not ours to change.
 */
const htmlFiles = fs
  .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();
const stubs = new Set(redirectStubFiles(sitemapPaths()));
const pages = htmlFiles.filter((file) => !stubs.has(file));

test('only the redirect pages of old addresses are left out, and every one of them is a redirect', () => {
  expect(stubs.size).toBeGreaterThan(0);
  for (const file of stubs) {
    expect(htmlFiles, `build/${file} exists`).toContain(file);
    expect(fs.readFileSync(path.join(buildDir, file), 'utf8'), `build/${file}`).toMatch(/<meta http-equiv="refresh"/);
  }
  expect(pages.length + stubs.size).toBe(htmlFiles.length);
});

test('every page closes its table rows, cells and list items, which lenient HTML parsers cannot infer', () => {
  // A minifier that leaves out optional end tags makes some agents' parsers lose the page's body
  // (docusaurus.config.ts turns HTML minification off for that reason).
  const problems: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
    for (const tag of ['tr', 'td', 'th', 'thead', 'tbody', 'li']) {
      const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
      const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
      if (opened !== closed) problems.push(`build/${file}: ${opened} <${tag}>, ${closed} </${tag}>`);
    }
  }
  expect(problems).toEqual([]);
});

// Dealt out in turn, so the two workers share the pages and each group mixes templates.
const groupCount = 4;
for (let group = 0; group < groupCount; group++) {
  const files = pages.filter((_, i) => i % groupCount === group);
  test(`html-validate, group ${group + 1} of ${groupCount}: ${files.length} pages from build/${files[0]}`, async () => {
    const validator = createValidator();
    const findings: string[] = [];
    for (const file of files) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      findings.push(...(await validateHtml(validator, html, `build/${file}`)).map(formatFinding));
    }
    expect(findings, 'file:line:column rule: message').toEqual([]);
  });
}
