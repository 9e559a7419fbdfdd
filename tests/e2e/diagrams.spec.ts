import fs from 'node:fs';
import {test, expect} from '../support/test';
import {colorModeToggle, openPage} from '../support/page';

/**
 * Mermaid diagrams in the docs are drawn in the browser (the server bundle
 * leaves Mermaid out), in the theme of the visitor's colour mode.
 */

const PAGE = '/docs/diagrams';
const SOURCE = 'docs/concepts/diagrams.mdx';

/** The node labels of the page's first Mermaid block, read from its source: `id[label]`. */
function firstDiagramLabels(): string[] {
  const block = fs.readFileSync(SOURCE, 'utf8').match(/```mermaid\n([\s\S]*?)```/)![1];
  return [...new Set([...block.matchAll(/\w+\[([^\]]+)\]/g)].map(([, label]) => label))];
}

test('a Mermaid block is drawn as a diagram with its labels, and redrawn in the dark theme', async ({page}) => {
  const labels = firstDiagramLabels();
  expect(labels.length).toBeGreaterThan(1);
  await openPage(page, PAGE);
  const diagram = page.locator('.docusaurus-mermaid-container').first();
  const svg = diagram.locator('svg');
  await expect(svg).toBeVisible();
  for (const label of labels) await expect(svg).toContainText(label);

  const nodeFill = () =>
    svg
      .locator('.node rect, .node polygon')
      .first()
      .evaluate((shape) => getComputedStyle(shape).fill);
  const lightFill = await nodeFill();
  await colorModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(nodeFill).not.toBe(lightFill);
  for (const label of labels) await expect(diagram.locator('svg')).toContainText(label);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("a reader sees the diagram's source in place of the drawing", async ({page}) => {
    await page.goto(PAGE);
    const source = page.locator('main pre code.language-mermaid').first();
    await expect(source).toBeVisible();
    for (const label of firstDiagramLabels()) await expect(source).toContainText(label);
  });
});

test('the diagram source kept for readers without JavaScript does not upset hydration', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openPage(page, PAGE);
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  await expect(page.locator('main pre code.language-mermaid')).toHaveCount(0);
  expect(errors).toEqual([]);
});
