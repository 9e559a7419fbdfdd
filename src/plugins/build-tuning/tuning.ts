import fs from 'node:fs';

/**
 * The build's tuning switch. Each plugin here works around something in Docusaurus or a library for build speed or
 * page weight (saying what it gained and when it can go); none changes what a visitor reads. SITE_BUILD_TUNING:
 * - unset or `on`: every plugin here;
 * - `off`: none, stock plugins in their place, to check a Docusaurus upgrade (the test suite's second build runs so);
 * - `without:<name>,<name>`: all but the plugins named (folder names), to measure what each one gains
 *   (scripts/bench-tuning.mjs).
 */

/** The tuning plugins, by folder name. */
export const tuningPluginNames: string[] = fs
  .readdirSync(__dirname, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The tuning plugins a build with this environment uses (see above); an unknown value or name stops the build. */
export function tuningPluginsOf(env: NodeJS.ProcessEnv): Set<string> {
  const value = env.SITE_BUILD_TUNING?.trim() ?? '';
  if (!value || value === 'on') return new Set(tuningPluginNames);
  if (value === 'off') return new Set();
  const without = /^without:(.+)$/
    .exec(value)?.[1]
    .split(',')
    .map((name) => name.trim());
  const unknown = without?.filter((name) => !tuningPluginNames.includes(name)) ?? [];
  if (!without || unknown.length) {
    throw new Error(
      `SITE_BUILD_TUNING="${value}": expected "on", "off", or "without:" and the names of plugins in ` +
        `src/plugins/build-tuning/ separated by commas (${tuningPluginNames.join(', ')})` +
        (unknown.length ? `; no plugin is named ${unknown.join(', ')}.` : '.'),
    );
  }
  return new Set(tuningPluginNames.filter((name) => !without.includes(name)));
}

/** Whether any tuning plugin is on (SITE_BUILD_TUNING is not `off`). */
export const buildTuningOn = (env: NodeJS.ProcessEnv): boolean => tuningPluginsOf(env).size > 0;

/**
 * Whether lean-docs-global-data is on, as the config set it (customFields.leanDocsGlobalData): the SDK reference's
 * docs instance trims its global data the same way.
 */
export const leanDocsGlobalDataOf = (context: {siteConfig: {customFields?: Record<string, unknown>}}): boolean =>
  context.siteConfig.customFields?.leanDocsGlobalData !== false;
