import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The conformance the site aims for: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
  let builder = new AxeBuilder({page}).withTags(wcagTags).setLegacyMode(true);
  for (const selector of include) builder = builder.include(selector);
  const {violations} = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`);
}
