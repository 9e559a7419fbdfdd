import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {siteIntegrations} from '../support/integrations';
import {planLicenseEnv, gatedPlans} from '../../src/data/licenseKeys';
import {coreLicence, generatorsLicence, licenceKinds} from '../../src/plugins/integrations/licences';

/**
 * What an integration's page and its docs pages say about licences. Core 5 includes every feature with no plan or
 * licence key, and whether the generators still read the 4.x keys is not settled by any source, so these pages
 * name no 4.x licence variable and no `licenseKey` option. The licence facts live in the front matter (`licence`)
 * and in src/plugins/integrations/licences.ts; these tests fail when the prose and the facts disagree.
 */

const site = path.resolve(__dirname, '../..');

/** The 4.x variables: each plan's (src/data/licenseKeys.ts, the 4.x registry) and the per-product ones. */
const v4LicenceSetting = new RegExp(
  [...Object.values(planLicenseEnv), String.raw`EVENTCATALOG_LICENSE_KEY_[A-Z0-9_]+`, String.raw`\blicenseKey\b`].join(
    '|',
  ),
);
/** A sentence that puts a feature behind one of the 4.x plans. */
const planRequirement = new RegExp(
  String.raw`\b(?:${gatedPlans.join('|')}|Enterprise) (?:plans?|licen[cs]es?|keys?)\b`,
  'i',
);

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
  const slug = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-');
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
    return fs
      .readdirSync(dir)
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => path.join(dir, f));
  }
  if (!href.startsWith('/docs/')) return [];
  const base = path.join(site, href);
  const page = [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')].find((candidate) =>
    fs.existsSync(candidate),
  );
  assert.ok(page, `no docs file for ${href}`);
  return [page];
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(site, file);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

test('no integration page, and no page under docs/plugins, names a 4.x licence variable or a licenseKey option', async () => {
  const integrations = await siteIntegrations();
  const files = new Set([
    ...integrations.flatMap((i) => [i.filePath, ...docsPages(i.href.split('#')[0])]),
    ...filesUnder(path.join(site, 'docs/plugins')),
  ]);
  assert.ok(files.size > integrations.length, 'the docs pages are read too');
  const found: string[] = [];
  for (const file of files) {
    const text = read(file);
    const setting = v4LicenceSetting.exec(text);
    if (setting) found.push(`${relative(file)}: "${setting[0]}"`);
    const plan = planRequirement.exec(text);
    if (plan) found.push(`${relative(file)}: "${plan[0]}"`);
  }
  assert.deepEqual(found, [], 'core 5 has no plans or licence keys; say what the licence says instead');
});

test("the docs pages of every generator link to the section that explains the generators' licence", async () => {
  const [page, anchor] = generatorsLicence.docs.split('#');
  const [ownerFile] = docsPages(page);
  assert.ok(
    section(read(ownerFile), anchor, ownerFile).includes(generatorsLicence.url),
    `${generatorsLicence.docs} links to the licence`,
  );
  const generators = (await siteIntegrations()).filter((i) => i.licence === 'generators');
  assert.ok(generators.length > 0);
  for (const integration of generators) {
    const docs = docsText(integration.href).filter((d) => d.file !== ownerFile);
    if (docs.length === 0) continue;
    assert.ok(
      docs.some((d) => d.text.includes(generatorsLicence.docs)),
      `${integration.source} is under the generators' licence; none of ${docs.map((d) => relative(d.file)).join(', ')} links to ${generatorsLicence.docs}`,
    );
  }
});

test("the licence panel's own sentences name no plan, price or key", async () => {
  const sentences = [
    ...Object.values(licenceKinds),
    coreLicence.summary,
    generatorsLicence.summary,
    ...(await siteIntegrations()).flatMap((i) => (i.licenceNote ? [i.licenceNote] : [])),
  ];
  for (const sentence of sentences) {
    assert.doesNotMatch(sentence, v4LicenceSetting);
    assert.doesNotMatch(sentence, planRequirement);
    assert.doesNotMatch(sentence, /[$€£]\s?\d/, `${sentence}: no price`);
  }
});
