import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pages} from '../../src/data/pages';
import {features} from '../../src/data/features';
import {pageVisuals, visualNames, type MarketingPageContent} from '../../src/data/marketing';

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
        s.kind === 'cta'
          ? s.actions.map((a) => a.to)
          : s.kind === 'features'
            ? s.items.flatMap((i) => i.href ?? [])
            : [],
      ),
    ];
    for (const to of targets) {
      assert.match(to, /^(\/|https:\/\/|mailto:|pathname:\/\/\/)/, `${content.path}: link "${to}"`);
    }
  }
});

test('every feature of src/data/features.ts has its page at /features/{slug}, and every page there renders one', () => {
  // Docusaurus routes src/pages/features/{name}.tsx to /features/{name}; each such file shows featureBySlug(name).
  const dir = path.join('src', 'pages', 'features');
  const pageFiles = fs.readdirSync(dir).filter((file) => /\.(tsx|mdx?)$/.test(file));
  assert.deepEqual(
    pageFiles.map((file) => `/features/${file.replace(/\.\w+$/, '')}`).sort(),
    features.map((f) => f.page.path).sort(),
    'one page file per feature',
  );
  for (const feature of features) {
    assert.equal(feature.page.path, `/features/${feature.slug}`);
    const source = fs.readFileSync(path.join(dir, `${feature.slug}.tsx`), 'utf8');
    assert.match(
      source,
      new RegExp(`featureBySlug\\('${feature.slug}'\\)`),
      `${feature.page.path} renders another feature`,
    );
  }
});

test('no page shows a visual twice, every feature page shows one, and no two feature pages show the same one', () => {
  for (const content of contents) {
    const shown = pageVisuals(content);
    assert.equal(new Set(shown).size, shown.length, `${content.path} shows a visual twice: ${shown.join(', ')}`);
    for (const name of shown) assert.ok(visualNames.includes(name), `${content.path}: unknown visual ${name}`);
  }
  const seen = new Map<string, string>();
  for (const feature of features) {
    const shown = pageVisuals(feature.page);
    assert.ok(shown.length > 0, `${feature.page.path} shows no visual`);
    for (const name of shown) {
      assert.ok(!seen.has(name), `${name} appears on both ${seen.get(name)} and ${feature.page.path}`);
      seen.set(name, feature.page.path);
    }
  }
});
