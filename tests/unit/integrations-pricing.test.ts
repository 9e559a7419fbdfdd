import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {siteIntegrations} from '../support/integrations';

/**
 * The pricing facts of an integration live in its front matter (`pricing`,
 * `licenseEnv`, `scaleLicense`). Its page body and its docs pages explain the
 * same integration in prose; these tests fail when the prose and the facts
 * disagree, so "free" on one page and "needs a key" on another cannot ship.
 */

const site = path.resolve(__dirname, '../..');
const licenceVariable = /EVENTCATALOG_LICENSE_KEY_[A-Z0-9_]+/g;
const mentionsLicenceKey = /licen[cs]e key|EVENTCATALOG_LICENSE_KEY_|EVENTCATALOG_SCALE_LICENSE_KEY/i;

/**
 * The docs text written for an integration: every page of its folder under
 * /docs/plugins/, the single page its `href` names, or only the section its
 * `#anchor` names on a page shared by several integrations. Links outside
 * /docs (GitHub and GitLab lead to /federation) have none.
 */
function docsText(href: string): {file: string; text: string}[] {
  const [pagePath, anchor] = href.split('#');
  const pages = docsPages(pagePath);
  if (!anchor) return pages.map((file) => ({file, text: read(file)}));
  return pages.map((file) => ({file, text: section(read(file), anchor, file)}));
}

/** The text under the heading whose slug is `anchor`, up to the next heading of the same or a higher level. */
function section(markdown: string, anchor: string, file: string): string {
  const lines = markdown.split('\n');
  const slug = (heading: string) => heading.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && slug(line.replace(/^#+ /, '')) === anchor);
  assert.ok(start >= 0, `${relative(file)} has no heading for #${anchor}`);
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex((line, i) => i > start && /^#{1,6} /.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

function docsPages(href: string): string[] {
  const folder = /^\/docs\/plugins\/([\w-]+)\//.exec(href)?.[1];
  if (folder) {
    const dir = path.join(site, 'docs/plugins', folder);
    return fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(dir, f));
  }
  if (!href.startsWith('/docs/')) return [];
  const base = path.join(site, href);
  const page = [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')].find((candidate) => fs.existsSync(candidate));
  assert.ok(page, `no docs file for ${href}`);
  return [page];
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(site, file);

test('a free integration is never described as needing a licence key, on its page or its docs pages', async () => {
  for (const integration of (await siteIntegrations()).filter((i) => i.pricing === 'free')) {
    const texts = [{file: integration.filePath, text: read(integration.filePath)}, ...docsText(integration.href)];
    for (const {file, text} of texts) {
      const match = mentionsLicenceKey.exec(text);
      assert.equal(match, null, `${relative(file)} mentions "${match?.[0]}", but ${integration.source} says pricing: free`);
    }
  }
});

test('the docs pages of a licensed integration name the variable its key is read from', async () => {
  for (const integration of (await siteIntegrations()).filter((i) => i.pricing === 'licence')) {
    const docs = docsText(integration.href);
    if (docs.length === 0) continue;
    const pages = docs.map((d) => d.file);
    const text = docs.map((d) => d.text).join('\n');
    assert.ok(
      text.includes(integration.licenseEnv!),
      `${integration.source} reads its key from ${integration.licenseEnv}; none of ${pages.map(relative).join(', ')} says so`,
    );
    assert.equal(
      text.includes('EVENTCATALOG_SCALE_LICENSE_KEY'),
      integration.scaleLicense,
      integration.scaleLicense
        ? `${integration.source} accepts the Scale key; its docs pages should say so`
        : `${integration.source} does not accept the Scale key; its docs pages must not offer it`,
    );
  }
});

test('every licence variable a page names belongs to an integration', async () => {
  const integrations = await siteIntegrations();
  const known = new Set(integrations.map((i) => i.licenseEnv).filter(Boolean));
  const files = new Set(integrations.flatMap((i) => [i.filePath, ...docsPages(i.href.split('#')[0])]));
  for (const file of files) {
    for (const [name] of read(file).matchAll(licenceVariable)) {
      assert.ok(known.has(name), `${relative(file)} names ${name}, which no integration's licenseEnv declares`);
    }
  }
});
