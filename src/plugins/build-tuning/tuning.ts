/**
 * The build's tuning switch. Each plugin here works around something in Docusaurus or a library for build speed or
 * page weight (saying what it gained and when it can go); none changes what a visitor reads. SITE_BUILD_TUNING=off
 * builds with stock plugins in their place, to check a Docusaurus upgrade: the test suite's second build runs so.
 */
export const buildTuningOn = (env: NodeJS.ProcessEnv): boolean => env.SITE_BUILD_TUNING !== 'off';

/** The switch as the config set it (customFields.buildTuning), for tuning inside a plugin (the SDK's global data). */
export const buildTuningOf = (context: {siteConfig: {customFields?: Record<string, unknown>}}): boolean =>
  context.siteConfig.customFields?.buildTuning !== false;
