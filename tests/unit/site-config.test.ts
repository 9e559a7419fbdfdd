import {test} from 'node:test';
import assert from 'node:assert/strict';

import createConfig from '../../docusaurus.config';

/** The site config as a given environment builds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function loadConfig(env: Record<string, string | undefined>): Promise<any> {
  return createConfig({...env} as NodeJS.ProcessEnv);
}

test('site identity matches the spec: locale, base URL, trailing slash', async () => {
  const config = await loadConfig({});
  assert.equal(config.title, 'EventCatalog');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
  assert.deepEqual(config.i18n.locales, ['en']);
  assert.equal(config.i18n.localeConfigs.en.direction, 'ltr');
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.markdown.hooks.onBrokenMarkdownLinks, 'warn');
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
  const hasCards = (config: any) => config.plugins.some((plugin: unknown) => typeof plugin === 'string' && plugin.includes('social-cards'));
  assert.equal(hasCards(await loadConfig({})), true);
  assert.equal(hasCards(await loadConfig({SITE_SOCIAL_CARDS: 'on'})), true);
  assert.equal(hasCards(await loadConfig({SITE_SOCIAL_CARDS: 'off'})), false);
  // Blog posts name their card through the blog plugin, and only when there are cards.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const blogOptions = (config: any) => config.plugins.find((plugin: unknown) => Array.isArray(plugin) && plugin[0].includes('/plugins/blog/'))[1];
  assert.equal(typeof blogOptions(await loadConfig({})).processBlogPosts, 'function');
  assert.equal(blogOptions(await loadConfig({SITE_SOCIAL_CARDS: 'off'})).processBlogPosts, undefined);
});
