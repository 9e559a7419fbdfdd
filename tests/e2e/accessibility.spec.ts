import {test, expect} from '../support/test';
import {inEachColourMode, seriousViolations, templatePages} from '../support/axe';
import {waitForHydration} from '../support/page';

/**
 * axe-core on one page of every template, at desktop and phone width, in both
 * colour modes: no serious or critical violation anywhere (WCAG 2.0, 2.1 and
 * 2.2 A and AA rules). Each page is checked at both widths after each load,
 * since the layout, not the document, is what changes between them.
 */
const widths = [1280, 390];

for (const [name, path] of templatePages) {
  test(`${name} (${path}) has no serious accessibility violations in light and dark mode at ${widths.join(' and ')} px`, async ({
    page,
  }) => {
    // Four full axe passes over a long page: allow for a busy machine.
    test.setTimeout(180_000);
    const found: string[] = [];
    const status = await inEachColourMode(page, path, async (mode) => {
      for (const width of widths) {
        await page.setViewportSize({width, height: 800});
        // Layout-dependent state (scroll regions, the mobile navbar) follows a resize in a frame.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        for (const violation of await seriousViolations(page)) found.push(`at ${width} px, ${mode}: ${violation}`);
      }
    });
    expect(status, `${path} must be a real page`).toBe(path.startsWith('/a/page') ? 404 : 200);
    expect(found).toEqual([]);
  });
}

test('a table wider than a phone is a named keyboard stop that the arrow keys scroll', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/api/event');
  await waitForHydration(page);
  const region = page.getByRole('region', {name: 'Event fields, table'});
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  expect(await region.evaluate((el) => el.scrollLeft)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The edge that hides more content shows a shadow; the start edge shows one once scrolled.
  const frame = region.locator('..');
  await expect(frame).toHaveClass(/moreBefore/);
});

test('at desktop width a table that fits is not a scroll region', async ({page}) => {
  await page.goto('/docs/api/event');
  await waitForHydration(page);
  const table = page.locator('article table').first();
  await expect(table).toBeVisible();
  await expect(page.getByRole('region', {name: 'Where the file lives, table'})).toHaveCount(0);
});
