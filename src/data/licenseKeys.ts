/**
 * The plans core's licence checks know about, and the variable each plan's key is read from. Kept apart from
 * src/data/paidFeatures.ts so pages that print a variable (integration pages) do not download the whole registry.
 */

/**
 * Plans that core's licence checks know about at 4.7.5, lowest first. No code path there checks for Enterprise (4.7.8
 * added one, for federation).
 */
export const gatedPlans = ['Starter', 'Scale'] as const;
export type GatedPlan = (typeof gatedPlans)[number];

/**
 * Variable each plan's licence key is read from: isEventCatalogStarterEnabled and isEventCatalogScaleEnabled in
 * @eventcatalog/license 0.0.7 (dist/plans.js), the package core 4.7.5 depends on.
 */
export const planLicenseEnv: Record<GatedPlan, string> = {
  Starter: 'EVENTCATALOG_STARTER_LICENSE_KEY',
  Scale: 'EVENTCATALOG_SCALE_LICENSE_KEY',
};
