import {coreReleases} from './coreReleases';
import {paidFeatures, planLicenseEnv, gatedPlans, findPaidFeature, licenseEnvOf, type PaidFeature} from './paidFeatures';
import {plans} from './plans';
import {docsRelease} from './release';

/**
 * Checks behind the version and plan markers. They run at build time (src/plugins/markers/remark.ts) and in the
 * unit tests, never in the browser: the release list is long and no page needs it there.
 */

const releaseDates = new Map(coreReleases);

/** Date of a core release, or an error naming the nearest releases a writer may have meant. */
export function findCoreRelease(version: string): {version: string; date: string} {
  const date = releaseDates.get(version);
  if (date) return {version, date};
  const line = version.split('.').slice(0, 2).join('.');
  const sameLine = coreReleases.filter(([v]) => v.startsWith(`${line}.`)).map(([v]) => v);
  throw new Error(
    `"${version}" is not a release of @eventcatalog/core. ` +
      (sameLine.length > 0
        ? `Releases of the ${line} line: ${sameLine.join(', ')}.`
        : `Releases run from ${coreReleases[0][0]} to ${coreReleases.at(-1)![0]}.`) +
      ' The list is src/data/coreReleases.ts (refresh it with scripts/core-releases.mjs).',
  );
}

/**
 * Whether prose's "since 2.21" or "since 2.21.3" names a release: an x.y.z must be one, an x.y must be a line with
 * at least one release.
 */
export function isCoreRelease(version: string): boolean {
  if (/^\d+\.\d+\.\d+$/.test(version)) return releaseDates.has(version);
  return coreReleases.some(([v]) => v.startsWith(`${version}.`));
}

/** Problems in the paid-feature registry, each naming the entry and the field; empty when it is sound. */
export function paidFeatureProblems(features: readonly PaidFeature[] = paidFeatures): string[] {
  const problems: string[] = [];
  const planNames = new Set(plans.map((p) => p.name));
  const seen = new Set<string>();
  for (const f of features) {
    const where = `src/data/paidFeatures.ts, feature "${f.id}"`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.id)) problems.push(`${where}: id must be kebab case`);
    if (seen.has(f.id)) problems.push(`${where}: id is listed twice`);
    seen.add(f.id);
    if (!f.name.trim()) problems.push(`${where}: name is empty`);
    if (!gatedPlans.includes(f.plan) || !planNames.has(f.plan)) {
      problems.push(`${where}: plan "${f.plan}" must be one of ${gatedPlans.join(', ')} (and a plan in src/data/plans.ts)`);
    }
    if (f.since !== undefined && !releaseDates.has(f.since)) {
      problems.push(`${where}: since "${f.since}" is not a release in src/data/coreReleases.ts`);
    }
    if (f.since !== undefined && compareVersions(f.since, docsRelease.coreVersion) > 0) {
      problems.push(`${where}: since "${f.since}" is newer than the release the docs describe (${docsRelease.coreVersion})`);
    }
    if (f.alsoUnlockedBy !== undefined && !/^EVENTCATALOG_LICENSE_KEY_[A-Z0-9_]+$/.test(f.alsoUnlockedBy)) {
      problems.push(`${where}: alsoUnlockedBy must be a per-product variable like EVENTCATALOG_LICENSE_KEY_BACKSTAGE`);
    }
    const env = licenseEnvOf(f);
    if (!env.includes(planLicenseEnv[f.plan])) problems.push(`${where}: its plan's licence variable is missing`);
    if (!f.source.path || f.source.path.startsWith('/')) problems.push(`${where}: source.path must be a path inside ${f.source.repo}`);
  }
  return problems;
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Props a <Since> marker renders, resolved from its attributes. */
export function resolveSince(attrs: {version?: string; feature?: string}): {version: string; date: string} {
  if (attrs.version && attrs.feature) throw new Error('<Since> takes either version or feature, not both.');
  if (attrs.feature) {
    const feature = findPaidFeature(attrs.feature);
    if (!feature.since) {
      throw new Error(`Feature "${feature.id}" has no since version in src/data/paidFeatures.ts; use <Since version="x.y.z" /> or add it there.`);
    }
    return findCoreRelease(feature.since);
  }
  if (attrs.version) return findCoreRelease(attrs.version);
  throw new Error('<Since> needs version="x.y.z" (a core release) or feature="id" (a paid feature with a since version).');
}

/** Props a <PlanMarker> renders, resolved from its feature id. */
export function resolvePlanMarker(id: string | undefined): {
  plan: string;
  plans: string;
  name: string;
  env: string;
  requires?: string;
} {
  if (!id) throw new Error(`<PlanMarker> needs feature="id", one of: ${paidFeatures.map((f) => f.id).join(', ')}.`);
  const feature = findPaidFeature(id);
  const plans = gatedPlans.slice(gatedPlans.indexOf(feature.plan)).join(' or ');
  return {plan: feature.plan, plans, name: feature.name, env: licenseEnvOf(feature).join(' '), requires: feature.requires};
}
