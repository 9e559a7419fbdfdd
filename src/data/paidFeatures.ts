/**
 * Features of EventCatalog that only run with a paid plan, each settled by the file that checks the plan. Pages
 * mark them with <PlanMarker feature="id" />, which prints the plan and the licence variable from here, so a page
 * never writes a plan requirement in its own words (tests/unit/markers.test.ts enforces it).
 *
 * How core decides: the CLI (packages/core/src/eventcatalog.ts) asks the @eventcatalog/license package whether a
 * Starter or Scale licence is valid and passes the answers to the site build as EVENTCATALOG_STARTER and
 * EVENTCATALOG_SCALE; packages/core/eventcatalog/src/enterprise/feature.ts turns them into one switch per
 * feature. A feature that runs on "Starter or Scale" is listed with its lowest plan, Starter: each plan includes
 * the one below it (gatedPlans, src/data/licenseKeys.ts). At 4.7.5 no code path in core checks for Enterprise: it is
 * a contract on top of Scale, so no feature names it as its plan (4.7.8 made federation ask for the Enterprise
 * entitlement: see laterIn4x).
 *
 * Checked against @eventcatalog/core 4.7.5 (docsRelease.coreVersion) and the generators' main branch.
 */

import {gatedPlans, planLicenseEnv, type GatedPlan} from './licenseKeys';

export {gatedPlans, planLicenseEnv, type GatedPlan};

export type PaidFeature = {
  /** Stable id used by markers, in kebab case. */
  id: string;
  /** What the feature is, as a reader would name it. */
  name: string;
  /** Lowest plan that unlocks it. */
  plan: GatedPlan;
  /** First core release that had the feature, from packages/core/CHANGELOG.md; left out where the log does not say. */
  since?: string;
  /** Another licence variable that unlocks this feature on its own, without the plan. */
  alsoUnlockedBy?: string;
  /** Conditions beyond the plan, for the marker to print; code between backticks, as in Markdown. */
  requires?: string;
  /**
   * What the feature needs instead from a 4.x release after the one the 4.x docs were checked against, for the
   * marker to print beside the plan: readers on the last 4.x releases meet it. From packages/core/CHANGELOG.md.
   */
  laterIn4x?: {version: string; needs: string};
  /**
   * File that checks the plan, in the repository named: at the core tag of docsRelease.coreVersion for
   * event-catalog/eventcatalog, the default branch for the others. tests/unit/markers.test.ts reads it when given
   * clones of those repositories.
   */
  source: {repo: 'event-catalog/eventcatalog' | 'event-catalog/generators' | 'event-catalog/mcp-server'; path: string};
};

const core = (path: string) => ({repo: 'event-catalog/eventcatalog', path}) as const;
const enterpriseSwitches = core('packages/core/eventcatalog/src/enterprise/feature.ts');

export const paidFeatures: readonly PaidFeature[] = [
  {id: 'custom-styles', name: 'Your own CSS (eventcatalog.styles.css)', plan: 'Starter', source: enterpriseSwitches},
  {id: 'custom-branding', name: 'Custom branding in the header', plan: 'Starter', source: enterpriseSwitches},
  {id: 'custom-docs', name: 'Custom documentation pages', plan: 'Starter', source: enterpriseSwitches},
  {
    id: 'private-remote-schemas',
    name: 'Request headers for remote schemas',
    plan: 'Starter',
    // isPrivateRemoteSchemaEnabled, which components/MDX/RemoteFile.astro asks before sending the headers.
    source: enterpriseSwitches,
  },
  {
    id: 'chat',
    name: 'The AI chat',
    plan: 'Starter',
    requires: "`output: 'server'` and an `eventcatalog.chat.js` file",
    source: enterpriseSwitches,
  },
  {
    id: 'chat-tools',
    name: 'Your own tools for the AI chat',
    plan: 'Scale',
    source: core('packages/core/eventcatalog/src/enterprise/ai/chat-api.ts'),
  },
  {
    id: 'resource-docs',
    name: 'Documentation pages attached to resources',
    plan: 'Scale',
    source: enterpriseSwitches,
  },
  {
    id: 'custom-pages',
    name: 'Your own pages and API routes',
    plan: 'Scale',
    since: '4.1.0',
    source: enterpriseSwitches,
  },
  {
    id: 'auth',
    name: 'Authentication',
    plan: 'Scale',
    // enterprise/feature.ts isAuthEnabled (4.7.5): auth.enabled in the config, the file and server output.
    requires: "`output: 'server'`, `auth: {enabled: true}` in the config and an `eventcatalog.auth.js` file",
    source: enterpriseSwitches,
  },
  {
    id: 'mcp-server',
    name: 'The built-in MCP server',
    plan: 'Scale',
    since: '3.4.0',
    requires: "`output: 'server'`",
    source: enterpriseSwitches,
  },
  {
    id: 'mcp-server-package',
    name: 'The standalone MCP server (@eventcatalog/mcp-server)',
    plan: 'Scale',
    source: {repo: 'event-catalog/mcp-server', path: 'src/index.ts'},
  },
  {
    id: 'analytics-integrations',
    name: 'Analytics integrations (Google Analytics 4, Google Tag Manager, PostHog)',
    plan: 'Scale',
    since: '3.21.0',
    source: enterpriseSwitches,
  },
  {
    id: 'schema-api',
    name: 'The schema API and /docs/llm/schemas.txt',
    plan: 'Scale',
    since: '2.64.0',
    source: core('packages/core/eventcatalog/src/pages/docs/llm/schemas.txt.ts'),
  },
  {
    id: 'schema-sources',
    name: 'Schema sources',
    plan: 'Scale',
    // The changelog puts them in 3.45.1, a release that has no git tag, so it is not in src/data/coreReleases.ts.
    source: core('packages/core/eventcatalog/src/utils/collections/schema-loader.ts'),
  },
  {
    id: 'directory-sources',
    name: 'Directory sources for users and teams',
    plan: 'Scale',
    since: '3.44.0',
    source: core('packages/core/eventcatalog/src/enterprise/directory/user-team-directory.ts'),
  },
  {
    id: 'federation',
    name: 'eventcatalog federate',
    plan: 'Scale',
    since: '4.6.3',
    // 4.7.6 enforces the Scale entitlement on every configured federation run; 4.7.8 requires the offline
    // Enterprise entitlement instead.
    laterIn4x: {version: '4.7.8', needs: 'the Enterprise entitlement'},
    source: core('packages/core/src/eventcatalog.ts'),
  },
  {
    id: 'page-embedding',
    name: 'Catalog pages embedded in Backstage',
    plan: 'Scale',
    alsoUnlockedBy: 'EVENTCATALOG_LICENSE_KEY_BACKSTAGE',
    source: core('packages/core/src/eventcatalog.ts'),
  },
  {
    // Every official generator but the federation generator accepts a Scale key instead of its own
    // (checkLicense(…, {allowEventCatalogScaleLicense: true}) in each generator's src/index.ts).
    id: 'generators',
    name: 'The official generators, with one key for all of them',
    plan: 'Scale',
    source: {repo: 'event-catalog/generators', path: 'shared/checkLicense.ts'},
  },
];

/** Every variable that unlocks the feature: its plan's and those of higher plans, then its own. */
export function licenseEnvOf(feature: PaidFeature): string[] {
  const plans = gatedPlans.slice(gatedPlans.indexOf(feature.plan));
  return [...plans.map((plan) => planLicenseEnv[plan]), ...(feature.alsoUnlockedBy ? [feature.alsoUnlockedBy] : [])];
}

export function findPaidFeature(id: string): PaidFeature {
  const feature = paidFeatures.find((f) => f.id === id);
  if (!feature) {
    throw new Error(
      `"${id}" is not a paid feature. Known ids (src/data/paidFeatures.ts): ${paidFeatures.map((f) => f.id).join(', ')}. ` +
        'Add the feature there, with the file that checks its plan, before marking a page.',
    );
  }
  return feature;
}
