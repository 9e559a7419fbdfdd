import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expectTheme, waitForHydration} from './page';

/** The conformance the site aims for: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules of those levels that axe marks experimental and leaves off unless
 * asked: label in name (WCAG 2.5.3, level A) is one of them, and it is the
 * one that tells whether a control's accessible name contains the words it
 * shows.
 */
export const experimentalWcagRules = ['label-content-name-mismatch'];

/**
 * Serious and critical axe-core violations on the page as it is now (or only
 * inside `include` selectors), one line each: rule, impact, help text and the
 * first few elements, so a failure names what to fix.
 */
export async function seriousViolations(page: Page, {include = [] as string[]} = {}): Promise<string[]> {
  // Legacy mode runs axe in the page in one pass. The default mode collects
  // partial results per frame and merges them in a second, blank page, which
  // takes about twice as long on our pages. What legacy mode skips is
  // cross-origin frames, and the only ones we have are video players that a
  // visitor loads by clicking, which none of these checks does.
  // Only violations are read: axe then records one example node for each rule
  // that passes instead of every node it checked, about a quarter less work on
  // long pages (the blog list, SDK pages). Violations still list every node.
  let builder = new AxeBuilder({page})
    .withTags(wcagTags)
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(experimentalWcagRules.map((rule) => [rule, {enabled: true}])),
    });
  for (const selector of include) builder = builder.include(selector);
  const {violations} = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
}

/** One page of every template, by name: what the full accessibility checks cover. */
export const templatePages: [name: string, path: string][] = [
  ['home', '/'],
  ['feature page', '/features/documentation'],
  ['pricing page', '/pricing'],
  ['blog list', '/blog'],
  ['blog post', '/blog/eventcatalog-sdk'],
  ['blog tag page', '/blog/tags/sdk'],
  ['integrations index', '/integrations'],
  ['integration page', '/integrations/asyncapi'],
  ['doc page', '/docs/development/getting-started/introduction'],
  ['API field reference', '/docs/api/event'],
  ['doc page with version markers', '/docs/development/developer-tools/mcp-server'],
  ['4.x doc page with the version banner and plan markers', '/docs/4.x/development/developer-tools/mcp-server'],
  ['SDK function page', '/docs/sdk/function/getEvent'],
  ['search page', '/search?q=event'],
  ['not-found page', '/a/page/that/does/not/exist'],
];

export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];

/**
 * Opens `path` in each colour mode in turn, as a visitor who chose that mode
 * (the choice the site stores as `theme` in localStorage), and runs `check` in
 * each once React has hydrated the page. One tab serves both modes, so the
 * second load reuses the bundles the first one fetched and compiled.
 * Returns the status of the first load.
 */
export async function inEachColourMode(
  page: Page,
  path: string,
  check: (mode: ColourMode) => Promise<void>,
): Promise<number | undefined> {
  // Init scripts run on every load: only fill in the first mode when no mode is stored yet.
  await page.addInitScript(
    (mode) => localStorage.getItem('theme') || localStorage.setItem('theme', mode),
    colourModes[0],
  );
  const status = (await page.goto(path))?.status();
  for (const [index, mode] of colourModes.entries()) {
    if (index > 0) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
    }
    await waitForHydration(page);
    await expectTheme(page, mode);
    await check(mode);
  }
  return status;
}
