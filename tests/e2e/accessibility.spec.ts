import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe-core on one page of every template, in both colour modes: no serious or
 * critical violation anywhere (WCAG 2.1 A and AA rules).
 */
const templates: [string, string][] = [
  ['home', '/'],
  ['feature page', '/features/documentation'],
  ['marketing page', '/pricing'],
  ['blog list', '/blog'],
  ['blog post', '/blog/eventcatalog-sdk'],
  ['blog tag page', '/blog/tags/sdk'],
  ['integrations index', '/integrations'],
  ['integration page', '/integrations/asyncapi'],
  ['doc page', '/docs/development/getting-started/introduction'],
  ['API reference page', '/docs/api/overview'],
  ['SDK function page', '/docs/sdk/function/getEvent'],
  ['search page', '/search?q=event'],
  ['not-found page', '/a/page/that/does/not/exist'],
];

for (const mode of ['light', 'dark'] as const) {
  for (const [name, path] of templates) {
    test(`${name} (${path}) has no serious accessibility violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      const response = await page.goto(path, {waitUntil: 'networkidle'});
      expect(response?.status(), `${path} must be a real page`).toBe(path.startsWith('/a/page') ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
      expect(serious).toEqual([]);
    });
  }
}
