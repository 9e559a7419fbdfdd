import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
// Before the config, as the Docusaurus CLI loads them: the bundler reads SKIP_HTML_MINIFICATION when it loads.
import {getHtmlMinifier} from '@docusaurus/bundler';

import createConfig from '../../docusaurus.config';
import {tuningPluginNames} from '../../src/plugins/build-tuning/tuning';

/** The site config as a given environment builds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function loadConfig(env: Record<string, string | undefined>): Promise<any> {
  return createConfig({...env} as NodeJS.ProcessEnv);
}

test('the site is served at the root of its origin, without trailing slashes, in English only, and a broken link fails the build', async () => {
  // Hosts serve build/a.html at /a (README, "Deploying"), and scripts/serve.mjs does the same for the tests.
  const config = await loadConfig({});
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
  // Every page is written in English; search filters on the one language (language:en).
  assert.deepEqual(config.i18n.locales, [config.i18n.defaultLocale]);
  assert.equal(config.i18n.defaultLocale, 'en');
  assert.equal(config.i18n.localeConfigs.en.direction, 'ltr');
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.markdown.hooks.onBrokenMarkdownLinks, 'warn');
  // SITE_BROKEN_LINKS=warn lets a branch build while the pages it links to are written elsewhere.
  assert.equal((await loadConfig({SITE_BROKEN_LINKS: 'warn'})).onBrokenLinks, 'warn');
});

test('storage keys are not namespaced, so "theme" is the colour-mode key', async () => {
  const config = await loadConfig({});
  assert.equal(config.future.v4.siteStorageNamespacing, false);
});

test('analytics is left out entirely when no tracking id is set', async () => {
  const config = await loadConfig({GTAG_TRACKING_ID: undefined});
  assert.equal(config.presets[0][1].gtag, undefined);
});

test('analytics anonymises IP addresses when a tracking id is set', async () => {
  const config = await loadConfig({GTAG_TRACKING_ID: 'G-TEST123'});
  assert.deepEqual(config.presets[0][1].gtag, {trackingID: 'G-TEST123', anonymizeIP: true});
});

test('every build draws social cards unless SITE_SOCIAL_CARDS=off (the benchmark builds both ways)', async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const hasCards = (config: any) =>
    config.plugins.some((plugin: unknown) => typeof plugin === 'string' && plugin.includes('social-cards'));
  assert.equal(hasCards(await loadConfig({})), true);
  assert.equal(hasCards(await loadConfig({SITE_SOCIAL_CARDS: 'on'})), true);
  assert.equal(hasCards(await loadConfig({SITE_SOCIAL_CARDS: 'off'})), false);
  // Blog posts name their card through the blog plugin, and only when there are cards.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const blogOptions = (config: any) =>
    config.plugins.find((plugin: unknown) => Array.isArray(plugin) && plugin[0].includes('/plugins/blog/'))[1];
  assert.equal(typeof blogOptions(await loadConfig({})).processBlogPosts, 'function');
  assert.equal(blogOptions(await loadConfig({SITE_SOCIAL_CARDS: 'off'})).processBlogPosts, undefined);
});

test('the site runs TypeDoc through docusaurus-plugin-typedoc and redirects through @docusaurus/plugin-client-redirects', () => {
  // The site's design names both packages; dropping one must be a decision, not a side effect of a cleanup.
  const names = (createConfig({}).plugins ?? []).map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin));
  assert.ok(
    names.includes('./src/plugins/build-tuning/typedoc-when-changed/index.ts'),
    "the SDK reference's TypeDoc plugin is not in the config",
  );
  const wrapper = fs.readFileSync('src/plugins/build-tuning/typedoc-when-changed/index.ts', 'utf8');
  assert.match(
    wrapper,
    /^import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';$/m,
    'the wrapper no longer runs docusaurus-plugin-typedoc',
  );
  assert.ok(
    names.includes('@docusaurus/plugin-client-redirects'),
    '@docusaurus/plugin-client-redirects is not in the config',
  );
});

test('pages keep every end tag also when Docusaurus renders them in its own process (a one-CPU machine)', async () => {
  const html = '<table><tbody><tr><td>id</td><td>string</td></tr></tbody></table><p>Text</p>';
  for (const type of ['swc', 'terser'] as const) {
    const {code} = await (await getHtmlMinifier({type})).minify(html);
    assert.equal(code, html, type);
  }
});

test('SITE_BUILD_TUNING builds with every tuning plugin (unset or on), none (off), or all but those named (without:…), and names the choices when the value is wrong', () => {
  const tuningPaths = (env: NodeJS.ProcessEnv) =>
    (createConfig(env).plugins ?? [])
      .map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin))
      .filter((name): name is string => typeof name === 'string' && name.includes('/plugins/build-tuning/'))
      .map((name) => name.split('/').at(-2))
      .sort();
  // Every folder of src/plugins/build-tuning/ is a plugin the tuned build uses.
  assert.deepEqual(tuningPaths({}), tuningPluginNames);
  assert.ok(tuningPluginNames.length > 0);
  assert.deepEqual(tuningPaths({SITE_BUILD_TUNING: 'on'}), tuningPluginNames);
  assert.deepEqual(tuningPaths({SITE_BUILD_TUNING: 'off'}), []);
  assert.deepEqual(
    tuningPaths({SITE_BUILD_TUNING: 'without:idle-prefetch, lean-docs-global-data'}),
    tuningPluginNames.filter((name) => !['idle-prefetch', 'lean-docs-global-data'].includes(name)),
  );
  // The SDK reference's docs instance trims its global data only beside lean-docs-global-data.
  assert.equal(createConfig({}).customFields?.leanDocsGlobalData, true);
  assert.equal(
    createConfig({SITE_BUILD_TUNING: 'without:lean-docs-global-data'}).customFields?.leanDocsGlobalData,
    false,
  );
  assert.throws(
    () => createConfig({SITE_BUILD_TUNING: 'without:idle-prefech'}),
    /SITE_BUILD_TUNING="without:idle-prefech": expected "on", "off", or "without:".*idle-prefetch.*; no plugin is named idle-prefech\./,
  );
  assert.throws(() => createConfig({SITE_BUILD_TUNING: 'no'}), /SITE_BUILD_TUNING="no": expected "on", "off"/);
});
