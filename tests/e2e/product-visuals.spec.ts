import {test, expect, type Page} from '../support/test';
import {features} from '../../src/data/features';
import {pages} from '../../src/data/pages';
import {pageVisuals} from '../../src/data/marketing';
import {drawSetLogo, generatedLogoPath} from '../../src/plugins/integrations/logos';

/** The product visuals a page shows, in page order: their names and markup. */
async function visualsOn(page: Page) {
  const figures = page.locator('main [data-visual]');
  await expect(figures.first()).toBeVisible();
  return figures.evaluateAll((elements) =>
    elements.map((el) => ({
      name: el.getAttribute('data-visual')!,
      role: el.getAttribute('role'),
      label: el.getAttribute('aria-label') ?? '',
      markup: el.innerHTML,
    })),
  );
}

test('each feature page shows its own visuals, each described in words, and no two pages share a drawing', async ({
  page,
}) => {
  const byName = new Map<string, string>();
  const byMarkup = new Map<string, string>();
  for (const feature of features) {
    const path = feature.page.path;
    await page.goto(path);
    const shown = await visualsOn(page);
    expect(
      shown.map((v) => v.name),
      path,
    ).toEqual(pageVisuals(feature.page));
    await expect(page.locator('main [data-visual]').first(), path).toBeInViewport();
    for (const visual of shown) {
      expect(visual.role, `${path}: ${visual.name}`).toBe('img');
      // A sentence that names what the drawing shows, not a word or two.
      expect(visual.label.length, `${path}: ${visual.name} "${visual.label}"`).toBeGreaterThan(60);
      expect(byName.get(visual.name), `${path} repeats ${visual.name}`).toBeUndefined();
      expect(
        byMarkup.get(visual.markup),
        `${path}: ${visual.name} draws the same as a visual of another page`,
      ).toBeUndefined();
      byName.set(visual.name, path);
      byMarkup.set(visual.markup, path);
    }
  }
});

test('the home hero previews a catalog above the fold, beside the create command', async ({page}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: width < 600 ? 844 : 900});
    await page.goto('/');
    const preview = page.locator('header [data-visual="catalog-preview"]');
    await expect(preview, `${width} px`).toBeInViewport();
    await expect(preview).toHaveAttribute('aria-label', /Checkout service page/);
  }
  await expect(page.getByRole('figure', {name: pages.home.hero.aside!.title})).toBeVisible();
});

/** The cards of the first feature grid after `heading`, grouped into rows by their top edge. */
async function cardRows(page: Page, heading: string) {
  const grid = page
    .locator('section', {has: page.getByRole('heading', {name: heading, exact: true})})
    .locator('ul')
    .first();
  await expect(grid).toBeVisible();
  return grid.evaluate((ul) => {
    const gridBox = ul.getBoundingClientRect();
    const rows = new Map<number, {left: number; right: number}[]>();
    for (const li of Array.from(ul.children)) {
      const box = li.getBoundingClientRect();
      const key = Math.round(box.top);
      rows.set(key, [...(rows.get(key) ?? []), {left: box.left, right: box.right}]);
    }
    return {width: gridBox.width, left: gridBox.left, right: gridBox.right, rows: [...rows.values()]};
  });
}

for (const width of [1280, 390]) {
  test(`the home page's feature grids leave no card alone on a row at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const grids = [
      'Features',
      ...pages.home.sections.flatMap((s) => (s.kind === 'features' && s.title ? [s.title] : [])),
    ];
    for (const heading of grids) {
      const {rows, left, right} = await cardRows(page, heading);
      const sizes = rows.map((r) => r.length);
      const oneColumn = sizes.every((n) => n === 1);
      if (width >= 997) expect(oneColumn, `${heading}: ${sizes}`).toBe(false);
      if (!oneColumn) expect(Math.min(...sizes), `${heading}: cards a row ${sizes}`).toBeGreaterThan(1);
      // Every row spans the grid's width, the last one included.
      for (const row of rows) {
        expect(Math.abs(row[0].left - left), `${heading}: row starts at the grid's edge`).toBeLessThan(2);
        expect(
          Math.abs(row[row.length - 1].right - right),
          `${heading}: row ends at the grid's edge (${sizes})`,
        ).toBeLessThan(2);
      }
    }
  });
}

test("AsyncAPI's card and page show AsyncAPI's own mark from the logos set", async ({page, request}) => {
  const expected = await drawSetLogo('logos', 'async-api-icon');
  expect(expected).toBeTruthy();
  await page.goto('/integrations');
  await expect(page.locator('li[data-slug="asyncapi"] img')).toHaveAttribute('src', generatedLogoPath('asyncapi'));
  await page.goto('/integrations/asyncapi');
  const logo = page.locator('main header img').first();
  await expect(logo).toHaveAttribute('src', generatedLogoPath('asyncapi'));
  expect(await (await request.get(generatedLogoPath('asyncapi'))).text()).toBe(expected);
});
