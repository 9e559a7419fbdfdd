/**
 * The build's tuning switch. Each plugin under src/plugins/build-tuning/ works around something in Docusaurus or a library
 * for build speed or page weight, and says what, what it gained when measured, and when it can go; none changes what
 * a visitor reads. SITE_BUILD_TUNING=off builds without any of them (stock Docusaurus plugins in their place), to
 * check a Docusaurus upgrade against its own behaviour: the test suite's second build runs that way.
 */
export const buildTuningOn = (env: NodeJS.ProcessEnv): boolean => env.SITE_BUILD_TUNING !== 'off';

/**
 * The switch as the site's config set it (customFields.buildTuning, from createConfig's env), for the plugins that
 * tune part of a content plugin rather than being left out whole (the SDK reference's global data).
 */
export const buildTuningOf = (context: {siteConfig: {customFields?: Record<string, unknown>}}): boolean =>
  context.siteConfig.customFields?.buildTuning !== false;
