import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

import {coreReleases} from '../../src/data/coreReleases';
import {
  findPaidFeature,
  paidFeatures,
  planLicenseEnv,
  licenseEnvOf,
  type PaidFeature,
} from '../../src/data/paidFeatures';
import {
  docsVersionOfFile,
  findCoreRelease,
  isCoreRelease,
  paidFeatureProblems,
  resolvePlanMarker,
  resolveSince,
} from '../../src/plugins/markers/checks';
import {docsRelease, docsReleases} from '../../src/data/release';
import remarkMarkers from '../../src/plugins/markers/remark';

/**
 * Version and plan markers: <Since /> and <PlanMarker /> read src/data/coreReleases.ts and
 * src/data/paidFeatures.ts, and pages say "needs a plan" or "added in x.y.z" through them rather than in prose.
 */

const root = path.resolve(import.meta.dirname, '../..');

function mdxFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...mdxFiles(rel));
    else if (/\.mdx?$/.test(entry.name) && entry.name !== 'README.md') out.push(rel);
  }
  return out;
}

// sdk-docs/reference is generated from the SDK and not committed; its introduction is written by hand.
const currentDocs = [...mdxFiles('docs'), 'sdk-docs/index.mdx'];
// The frozen docs versions (versioned_docs/version-*), which keep what was true of their release.
const olderDocs = fs.existsSync(path.join(root, 'versioned_docs')) ? mdxFiles('versioned_docs') : [];
const docs = [...currentDocs, ...olderDocs];
const integrations = mdxFiles('integrations');
const blog = mdxFiles('blog');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const withoutFrontMatter = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

type Marker = {file: string; name: 'Since' | 'PlanMarker'; attrs: Record<string, string>};

function markersIn(file: string, text = read(file)): Marker[] {
  const markers: Marker[] = [];
  for (const match of text.matchAll(/<(Since|PlanMarker)\b([^>]*?)\/?>/g)) {
    const attrs: Record<string, string> = {};
    for (const [, name, value] of match[2].matchAll(/(\w+)="([^"]*)"/g)) attrs[name] = value;
    markers.push({file, name: match[1] as Marker['name'], attrs});
  }
  return markers;
}

/** What is wrong with each marker of the given files, as "file: message". */
function markerProblems(files: string[], readFile: (file: string) => string = read): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const marker of markersIn(file, readFile(file))) {
      try {
        if (marker.name === 'Since') resolveSince(marker.attrs, docsVersionOfFile(file));
        else resolvePlanMarker(marker.attrs.feature, docsVersionOfFile(file));
      } catch (error) {
        problems.push(`${file}: <${marker.name}>: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

// --- The registry -------------------------------------------------------------------------------------------

test('the paid-feature registry is sound: known plans, unique ids, releases that exist, a licence variable each', () => {
  assert.deepEqual(paidFeatureProblems(), []);
  for (const feature of paidFeatures) {
    const env = licenseEnvOf(feature);
    assert.ok(env.includes(planLicenseEnv[feature.plan]), `${feature.id}: its plan's variable`);
    // A Starter feature runs with a Scale key too; a Scale feature never with a Starter key.
    assert.ok(env.includes(planLicenseEnv.Scale), `${feature.id}: the Scale key unlocks every paid feature`);
    if (feature.plan === 'Scale') assert.ok(!env.includes(planLicenseEnv.Starter), `${feature.id}: Scale only`);
  }
});

test('the registry checks catch an entry with a plan core does not know, a wrong release or a bad variable', () => {
  const bad: PaidFeature = {
    id: 'Bad Id',
    name: 'A feature',
    plan: 'Enterprise' as PaidFeature['plan'],
    since: '4.2.99',
    alsoUnlockedBy: 'MY_KEY',
    source: {repo: 'event-catalog/eventcatalog', path: '/abs'},
  };
  const problems = paidFeatureProblems([bad, {...bad, id: 'dup'}, {...bad, id: 'dup'}]).join('\n');
  for (const expected of [
    'kebab case',
    'plan "Enterprise"',
    'since "4.2.99"',
    'alsoUnlockedBy',
    'source.path',
    'listed twice',
  ]) {
    assert.match(problems, new RegExp(expected.replace(/[.*+?()[\]]/g, '\\$&')), expected);
  }
});

test('the release list is dated and holds every 4.x release up to the one the docs describe', () => {
  const versions = coreReleases.map(([v]) => v);
  assert.equal(new Set(versions).size, versions.length, 'no release twice');
  for (const [version, date] of coreReleases) {
    assert.match(version, /^\d+\.\d+\.\d+$/, `${version}: a plain release, no pre-release`);
    assert.match(date, /^\d{4}-\d{2}-\d{2}$/, `${version}: a date`);
  }
  assert.ok(isCoreRelease(docsRelease.coreVersion), `docsRelease.coreVersion ${docsRelease.coreVersion} is a release`);
  assert.deepEqual(findCoreRelease('4.0.0'), {version: '4.0.0', date: '2026-07-03'});
  assert.ok(versions.filter((v) => v.startsWith('4.')).length >= 40, 'the 4.x releases');
});

// --- Markers on pages -----------------------------------------------------------------------------------------

test('every marker on a page names a core release or a paid feature from the registry', () => {
  const files = [...docs, ...integrations, ...blog];
  assert.ok(files.flatMap((f) => markersIn(f)).length > 10, 'the pages carry markers');
  assert.deepEqual(markerProblems(files), []);
});

test('a marker with a version that is not a release, or a feature the registry lacks, is reported', () => {
  const page = [
    'Directory sources <PlanMarker feature="directory-sources" inline /> <Since version="3.44.0" />',
    'Typed front matter <Since version="4.2.9" />',
    'Visualiser <PlanMarker feature="visualiser" />',
  ].join('\n');
  const problems = markerProblems(['versioned_docs/version-4.x/example.mdx'], () => page);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(
    problems[0],
    /version-4\.x\/example\.mdx: <Since>: "4\.2\.9" is not a release of @eventcatalog\/core\. Releases of the 4\.2 line: 4\.2\.0,/,
  );
  assert.match(
    problems[1],
    /version-4\.x\/example\.mdx: <PlanMarker>: "visualiser" is not a paid feature\. Known ids .*schema-sources/,
  );
});

test('the remark plugin fails the build on a wrong marker and fills in what a good one prints', () => {
  const attribute = (name: string, value: string | null) => ({type: 'mdxJsxAttribute', name, value});
  const element = (name: string, ...attributes: ReturnType<typeof attribute>[]) => ({
    type: 'mdxJsxTextElement',
    name,
    attributes,
  });
  const good = {
    type: 'root',
    children: [
      element('PlanMarker', attribute('feature', 'auth'), attribute('inline', null)),
      element('Since', attribute('version', '4.1.0')),
    ],
  };
  remarkMarkers()(good, {path: '/site/versioned_docs/version-4.x/a.mdx'});
  const [plan, since] = good.children.map((n) => Object.fromEntries(n.attributes.map((a) => [a.name, a.value])));
  assert.deepEqual(plan, {
    inline: null,
    plan: 'Scale',
    plans: 'Scale',
    name: 'Authentication',
    env: 'EVENTCATALOG_SCALE_LICENSE_KEY',
    requires: findPaidFeature('auth').requires,
    // The 4.x page on plans: /pricing describes EventCatalog 5, which has none of them.
    plansPage: '/docs/4.x/development/licensing/plans',
  });
  assert.deepEqual(since, {version: '4.1.0', date: findCoreRelease('4.1.0').date});
  const bad = {type: 'root', children: [element('Since', attribute('version', '4.9.9'))]};
  assert.throws(() => remarkMarkers()(bad, {path: 'docs/b.mdx'}), /docs\/b\.mdx: <Since>: "4\.9\.9" is not a release/);
  // A page's docs version bounds its markers: no plans outside the 4.x docs, no release newer than the version's.
  const planMarker = () => ({type: 'root', children: [element('PlanMarker', attribute('feature', 'auth'))]});
  assert.throws(
    () => remarkMarkers()(planMarker(), {path: '/site/docs/c.mdx'}),
    /docs\/c\.mdx: <PlanMarker>: EventCatalog 5 includes every feature/,
  );
  assert.throws(
    () => remarkMarkers()(planMarker(), {path: '/site/integrations/d.mdx'}),
    /plan markers belong to the 4\.x docs/,
  );
  const newer = {type: 'root', children: [element('Since', attribute('version', '5.0.0'))]};
  const newest4x = docsReleases['4.x'].coreVersion.replace(/\./g, '\\.');
  assert.throws(
    () => remarkMarkers()(newer, {path: '/site/versioned_docs/version-4.x/e.mdx'}),
    new RegExp(`"5\\.0\\.0" is newer than ${newest4x}`),
  );
  remarkMarkers()(
    {type: 'root', children: [element('Since', attribute('version', '5.0.0'))]},
    {path: '/site/docs/f.mdx'},
  );
});

// --- Prose that needs a marker --------------------------------------------------------------------------------

/** Words that say a feature needs a plan, or name a plan's licence variable. */
const planRequirement = new RegExp(
  [
    ...Object.values(planLicenseEnv),
    String.raw`\b(?:Starter|Scale|Enterprise)(?: (?:and|or) (?:Starter|Scale|Enterprise))? (?:plans?|licen[cs]es?|keys?)\b`,
    String.raw`\b(?:needs?|requires?|with) (?:a |the )?paid (?:plan|licen[cs]e)\b`,
  ].join('|'),
  'i',
);

/**
 * The 4.x docs keep 4.x's plans, so a 4.x page that names a plan or a plan's licence variable must carry a
 * <PlanMarker>. Blog posts are exempt: a post tells what was true on its date, and a marker would restate it with
 * today's registry.
 */
test('a 4.x docs page that names a plan or its licence variable carries a plan marker', () => {
  assert.ok(olderDocs.length > 50, 'the 4.x docs are read');
  const unmarked: string[] = [];
  for (const file of olderDocs) {
    const body = withoutFrontMatter(read(file));
    const match = body.match(planRequirement);
    if (match && !markersIn(file, body).some((m) => m.name === 'PlanMarker')) unmarked.push(`${file}: "${match[0]}"`);
  }
  assert.deepEqual(unmarked, [], 'use <PlanMarker feature="…" /> (src/data/paidFeatures.ts) on these pages');
});

/** A 4.x licence key variable: a plan's key, or a generator's own. */
const v4KeyVariable = new RegExp(
  [...Object.values(planLicenseEnv), String.raw`EVENTCATALOG_LICENSE_KEY_[A-Z0-9_]+`].join('|'),
);

/**
 * The only current pages that may name 4.x plans and keys: the page for readers still holding 4.x keys, and the
 * upgrade guide that tells them what to remove.
 */
const pagesAboutV4Keys = ['docs/development/licensing/v4-licence-keys.mdx', 'docs/development/guides/upgrading.mdx'];

/**
 * Core 5 includes every feature with no plan or key: the current docs, the integration pages and the marketing
 * pages written in MDX never tell a reader to buy a plan or set a 4.x key, front matter included.
 */
test('no current page names a plan requirement or a 4.x licence key, outside the licence-keys page and the upgrade guide', () => {
  for (const page of pagesAboutV4Keys) assert.ok(fs.existsSync(path.join(root, page)), `${page} exists`);
  const found: string[] = [];
  for (const file of [...currentDocs, ...integrations, ...mdxFiles('src/pages')]) {
    if (pagesAboutV4Keys.includes(file)) continue;
    const text = read(file);
    for (const pattern of [planRequirement, v4KeyVariable]) {
      const match = text.match(pattern);
      if (match) found.push(`${file}: "${match[0]}"`);
    }
  }
  assert.deepEqual(found, [], 'say what core 5 needs instead; 4.x plans and keys belong to the 4.x docs');
});

/** Version numbers in prose that belong to other packages than core, with the package they belong to. */
const otherPackages: Record<string, string> = {
  'blog/2025-03-21-eventcatalog-mcp-server.mdx 0.0.2': '@eventcatalog/mcp-server',
};

test('"since x.y", "added in x.y.z", "from version x.y.z" and "x.y.z and later" in prose name a core release', () => {
  const patterns = [
    /\b(?:since|added in|introduced in|from)\s+(?:core\s+|EventCatalog\s+|version\s+|v)?(\d+\.\d+(?:\.\d+)?)(?![\d.])(?!\s+to\b)/gi,
    /\bcore\s+(\d+\.\d+(?:\.\d+)?)(?![\d.])\s+(?:and|or)\s+(?:later|newer)/gi,
  ];
  const wrong: string[] = [];
  for (const file of [...docs, ...integrations, ...blog]) {
    const prose = withoutCode(withoutFrontMatter(read(file)));
    for (const pattern of patterns) {
      for (const [, version] of prose.matchAll(pattern)) {
        if (otherPackages[`${file} ${version}`]) continue;
        if (!isCoreRelease(version)) wrong.push(`${file}: ${version}`);
      }
    }
  }
  assert.deepEqual(wrong, [], 'versions that are no release of @eventcatalog/core (src/data/coreReleases.ts)');
});

/**
 * With clones of the source repositories (git directories, bare or not), each entry's source file must exist and
 * check the entry's plan. Without them (CI) the test is skipped: the file is read with git, never fetched.
 *   EVENTCATALOG_REPO=… EVENTCATALOG_GENERATORS_REPO=… EVENTCATALOG_MCP_SERVER_REPO=… node --import tsx --test tests/unit/markers.test.ts
 */
const sourceRepos: Record<PaidFeature['source']['repo'], {dir?: string; ref: string}> = {
  'event-catalog/eventcatalog': {
    dir: process.env.EVENTCATALOG_REPO,
    ref: `@eventcatalog/core@${docsRelease.coreVersion}`,
  },
  'event-catalog/generators': {dir: process.env.EVENTCATALOG_GENERATORS_REPO, ref: 'HEAD'},
  'event-catalog/mcp-server': {dir: process.env.EVENTCATALOG_MCP_SERVER_REPO, ref: 'HEAD'},
};
test(
  'each paid feature names a source file that checks its plan',
  {
    skip:
      Object.values(sourceRepos).some((r) => !r.dir) &&
      'set EVENTCATALOG_REPO, EVENTCATALOG_GENERATORS_REPO and EVENTCATALOG_MCP_SERVER_REPO to clones',
  },
  () => {
    const wrong: string[] = [];
    for (const feature of paidFeatures) {
      const {dir, ref} = sourceRepos[feature.source.repo];
      let text: string;
      try {
        text = execFileSync('git', ['-C', dir!, 'show', `${ref}:${feature.source.path}`], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch {
        wrong.push(`${feature.id}: ${feature.source.repo} has no ${feature.source.path} at ${ref}`);
        continue;
      }
      // Core and the generators call isEventCatalog{Plan}Enabled; the MCP server checks the licence feature by name.
      const check = new RegExp(
        `isEventCatalog${feature.plan}Enabled|@eventcatalog/eventcatalog-${feature.plan.toLowerCase()}`,
      );
      if (!check.test(text)) wrong.push(`${feature.id}: ${feature.source.path} never checks the ${feature.plan} plan`);
    }
    assert.deepEqual(wrong, []);
  },
);

test("a 4.x marker names what a feature needs from a later 4.x release (federation's Enterprise entitlement from 4.7.8)", () => {
  const federation = findPaidFeature('federation');
  assert.ok(federation.laterIn4x, 'federation changed during 4.x');
  const marker = resolvePlanMarker('federation', '4.x');
  assert.equal(marker.laterVersion, federation.laterIn4x.version);
  assert.equal(marker.laterNeeds, federation.laterIn4x.needs);
  assert.ok(isCoreRelease(marker.laterVersion!), 'a release');
  const wrong = {...federation, id: 'x', laterIn4x: {version: '5.0.0', needs: 'something'}};
  assert.match(paidFeatureProblems([wrong]).join('\n'), /laterIn4x\.version "5\.0\.0" must be a 4\.x release/);
});
