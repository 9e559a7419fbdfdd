import {coreReleases} from '../../data/coreReleases';
import {releasesAfterTags} from '../../data/releasesAfterTags';
import {paidFeatures, planLicenseEnv, gatedPlans, findPaidFeature, licenseEnvOf} from '../../data/paidFeatures';
import type {PaidFeature} from '../../data/paidFeatures';
import {docsReleases, type DocsRelease, type DocsVersionName} from '../../data/release';

// Checks behind the version and plan markers, at build time (./remark.ts) and in the unit tests, never in the browser.

/** Every core release, oldest first, with its date where a source gives one. */
const allReleases: ReadonlyArray<readonly [version: string, date?: string]> = [...coreReleases, ...releasesAfterTags];
const releaseDates = new Map<string, string | undefined>(allReleases.map(([version, date]) => [version, date]));

/** Date of a core release, or an error naming the nearest releases a writer may have meant. */
export function findCoreRelease(version: string): {version: string; date?: string} {
  if (releaseDates.has(version)) return {version, date: releaseDates.get(version)};
  const line = version.split('.').slice(0, 2).join('.');
  const sameLine = allReleases.filter(([v]) => v.startsWith(`${line}.`)).map(([v]) => v);
  throw new Error(
    `"${version}" is not a release of @eventcatalog/core. ` +
      (sameLine.length > 0
        ? `Releases of the ${line} line: ${sameLine.join(', ')}.`
        : `Releases run from ${allReleases[0][0]} to ${allReleases.at(-1)![0]}.`) +
      ' The list is src/data/coreReleases.ts (refreshed with scripts/core-releases.mjs) and, after 4.7.5, src/data/releasesAfterTags.ts.',
  );
}

/** Whether prose's "since 2.21" or "since 2.21.3" names a release: an x.y.z must be one, an x.y a line with one. */
export function isCoreRelease(version: string): boolean {
  if (/^\d+\.\d+\.\d+$/.test(version)) return releaseDates.has(version);
  return allReleases.some(([v]) => v.startsWith(`${version}.`));
}

/** Problems in the paid-feature registry, each naming the entry and the field; empty when it is sound. */
export function paidFeatureProblems(features: readonly PaidFeature[] = paidFeatures): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const f of features) {
    const where = `src/data/paidFeatures.ts, feature "${f.id}"`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.id)) problems.push(`${where}: id must be kebab case`);
    if (seen.has(f.id)) problems.push(`${where}: id is listed twice`);
    seen.add(f.id);
    if (!f.name.trim()) problems.push(`${where}: name is empty`);
    if (!gatedPlans.includes(f.plan))
      problems.push(`${where}: plan "${f.plan}" must be one of ${gatedPlans.join(', ')} (src/data/licenseKeys.ts)`);
    if (f.since !== undefined && !releaseDates.has(f.since))
      problems.push(`${where}: since "${f.since}" is not a release in src/data/coreReleases.ts`);
    const {coreVersion} = docsReleases['4.x'];
    if (f.since !== undefined && compareVersions(f.since, coreVersion) > 0)
      problems.push(`${where}: since "${f.since}" is newer than the release the 4.x docs describe (${coreVersion})`);
    const later = f.laterIn4x?.version;
    if (later !== undefined && (!releaseDates.has(later) || !later.startsWith('4.')))
      problems.push(`${where}: laterIn4x.version "${later}" must be a 4.x release in src/data/releasesAfterTags.ts`);
    if (f.alsoUnlockedBy !== undefined && !/^EVENTCATALOG_LICENSE_KEY_[A-Z0-9_]+$/.test(f.alsoUnlockedBy))
      problems.push(`${where}: alsoUnlockedBy must be a per-product variable like EVENTCATALOG_LICENSE_KEY_BACKSTAGE`);
    if (!licenseEnvOf(f).includes(planLicenseEnv[f.plan]))
      problems.push(`${where}: its plan's licence variable is missing`);
    if (!f.source.path || f.source.path.startsWith('/'))
      problems.push(`${where}: source.path must be a path inside ${f.source.repo}`);
  }
  return problems;
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The docs version of a file: its versioned_docs/version-<name>/, or 'current' (the release installed today). */
export function docsVersionOfFile(file: string | undefined): DocsVersionName {
  const name = file?.replace(/\\/g, '/').match(/(?:^|\/)versioned_docs\/version-([^/]+)\//)?.[1];
  if (name === undefined) return 'current';
  if (!(name in docsReleases)) throw new Error(`${file}: docs version "${name}" has no release in src/data/release.ts`);
  return name as DocsVersionName;
}

/** Props a <Since> marker renders, resolved from its attributes, on a page of the given docs version. */
export function resolveSince(
  attrs: {version?: string; feature?: string},
  docsVersion: DocsVersionName = 'current',
): {version: string; date?: string} {
  if (attrs.version && attrs.feature) throw new Error('<Since> takes either version or feature, not both.');
  if (!attrs.version && !attrs.feature) {
    throw new Error(
      '<Since> needs version="x.y.z" (a core release) or feature="id" (a paid feature with a since version).',
    );
  }
  const feature = attrs.feature ? findPaidFeature(attrs.feature) : undefined;
  if (feature && !feature.since) {
    throw new Error(
      `Feature "${feature.id}" has no since version in src/data/paidFeatures.ts; use <Since version="x.y.z" /> or add it there.`,
    );
  }
  const release = findCoreRelease(feature ? feature.since! : attrs.version!);
  const described: DocsRelease = docsReleases[docsVersion];
  const newest = described.newestMarkedRelease ?? described.coreVersion;
  if (compareVersions(release.version, newest) > 0) {
    throw new Error(
      `"${release.version}" is newer than ${newest}, the newest release these docs (${docsVersion}) describe ` +
        '(src/data/release.ts).',
    );
  }
  return release;
}

/**
 * Props a <PlanMarker> renders, resolved from its feature id. Plans are a 4.x matter: core 5 includes every feature
 * with no plan or licence key, so a marker outside the 4.x docs is an error.
 */
export function resolvePlanMarker(id: string | undefined, docsVersion: DocsVersionName = '4.x') {
  if (docsVersion !== '4.x') {
    throw new Error(
      'EventCatalog 5 includes every feature, with no plan or licence key: plan markers belong to the 4.x docs ' +
        "(versioned_docs/version-4.x) only. Say what the feature needs in core 5 instead (for example output: 'server').",
    );
  }
  if (!id) throw new Error(`<PlanMarker> needs feature="id", one of: ${paidFeatures.map((f) => f.id).join(', ')}.`);
  const feature = findPaidFeature(id);
  const plans = gatedPlans.slice(gatedPlans.indexOf(feature.plan)).join(' or ');
  return {
    plan: feature.plan,
    plans,
    name: feature.name,
    env: licenseEnvOf(feature).join(' '),
    requires: feature.requires,
    laterVersion: feature.laterIn4x?.version,
    laterNeeds: feature.laterIn4x?.needs,
    // The plans as they were in 4.x, in the 4.x docs: /pricing describes EventCatalog 5, which has no such plans.
    plansPage: `/docs/${docsVersion}/development/licensing/plans`,
  };
}
