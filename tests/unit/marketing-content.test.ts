import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pages} from '../../src/data/pages';
import {features} from '../../src/data/features';
import type {MarketingPageContent} from '../../src/data/marketing';

const contents: MarketingPageContent[] = [...Object.values(pages), ...features.map((f) => f.page)];

test('every marketing page has a route, a title and a description search engines show in full', () => {
  const paths = new Set<string>();
  for (const content of contents) {
    assert.match(content.path, /^\/[\w/-]*$/, `${content.path}: path must start with / and have no trailing slash`);
    assert.ok(!paths.has(content.path), `${content.path} is defined twice`);
    paths.add(content.path);
    assert.ok(content.title.trim(), `${content.path}: title is empty`);
    assert.ok(
      content.description.length >= 50 && content.description.length <= 160,
      `${content.path}: description should be 50–160 characters, is ${content.description.length}`,
    );
  }
});

test('every link in the page data is internal and absolute, or an https address', () => {
  for (const content of contents) {
    const targets = [
      ...(content.hero.actions ?? []).map((a) => a.to),
      ...content.sections.flatMap((s) =>
        s.kind === 'cta' ? s.actions.map((a) => a.to) : s.kind === 'features' ? s.items.flatMap((i) => i.href ?? []) : [],
      ),
    ];
    for (const to of targets) {
      assert.match(to, /^(\/|https:\/\/|mailto:|pathname:\/\/\/)/, `${content.path}: link "${to}"`);
    }
  }
});

test('the five feature pages the spec lists exist', () => {
  assert.deepEqual(
    features.map((f) => f.page.path).sort(),
    ['/features/ai-assistant', '/features/business-flows', '/features/change', '/features/documentation', '/features/visualization'],
  );
});
