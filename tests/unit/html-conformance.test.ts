import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createValidator, formatFinding, redirectStubFiles, validateHtml} from '../support/html-validate';
import {fixedRedirects} from '../../src/data/redirects';

/**
 * The rule set of the built pages' HTML check (tests/e2e/html-conformance.spec.ts)
 * catches what it is there for, and its few relaxations for Docusaurus's own
 * markup let nothing else through.
 */
const validator = createValidator();
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page</title>${head}</head><body>${body}</body></html>`;
const findings = async (html: string) => (await validateHtml(validator, html, 'build/page.html')).map(formatFinding);
const rules = async (html: string) => (await validateHtml(validator, html, 'build/page.html')).map((f) => f.rule);

test('a page of valid markup passes', async () => {
  assert.deepEqual(
    await findings(page('<main><h1>Title</h1><h2 id="a">Part</h2><p>Text <a href="#a">link</a></p></main>')),
    [],
  );
});

test('a duplicate id is caught, named by file, line and rule', async () => {
  const found = await findings(page('<h1>Title</h1>\n<p id="x">a</p>\n<p id="x">b</p>'));
  assert.equal(found.length, 1);
  assert.match(found[0], /^build\/page\.html:3:\d+ no-dup-id: Duplicate ID "x"$/);
});

test('one validator checks each page on its own: an id or h1 of one page is not held against the next', async () => {
  // The validator resolves its configuration once for all pages (tests/support/html-validate.ts).
  const twoPages = createValidator();
  for (const file of ['build/a.html', 'build/b.html']) {
    const html = page('<main><h1>Title</h1><h2 id="same">Part</h2><p><a href="#same">link</a></p></main>');
    assert.deepEqual((await validateHtml(twoPages, html, file)).map(formatFinding), [], file);
  }
});

test('invalid attributes and attribute values are caught', async () => {
  assert.deepEqual(await rules(page('<h1>Title</h1><button type="wrong">b</button>')), ['attribute-allowed-values']);
  assert.deepEqual(await rules(page('<h1>Title</h1><a href="/" target="">a</a>')), ['attribute-allowed-values']);
  assert.deepEqual(await rules(page('<h1>Title</h1><img src="/a.png" alt="" align="left">')), ['no-deprecated-attr']);
});

test('a heading that skips a level is caught, and so is a second h1', async () => {
  assert.deepEqual(await rules(page('<h1>Title</h1><h3>Card</h3>')), ['heading-level']);
  assert.deepEqual(await rules(page('<h1>Title</h1><h2>Part</h2><h4>Detail</h4>')), ['heading-level']);
  assert.deepEqual(await rules(page('<h1>Title</h1><h1>Again</h1>')), ['heading-level']);
  // The blog sidebar's h3 before the h1 is allowed; a jump after the h1 still is not.
  assert.deepEqual(await rules(page('<aside><h3>2025</h3></aside><h1>Post</h1><h2>Part</h2>')), []);
  assert.deepEqual(await rules(page('<aside><h3>2025</h3></aside><h1>Post</h1><h3>Part</h3>')), ['heading-level']);
});

test('a reference to an id that is not in the page is caught', async () => {
  assert.deepEqual(await rules(page('<h1>Title</h1><button type="button" aria-controls="menu">Menu</button>')), [
    'no-missing-references',
  ]);
});

test('code may hold the lines of a code block, and nothing else that is not phrasing content', async () => {
  assert.deepEqual(await rules(page('<h1>Title</h1><pre><code><div class="token-line">a</div></code></pre>')), []);
  assert.deepEqual(await rules(page('<h1>Title</h1><pre><code><p>a</p></code></pre>')), ['element-permitted-content']);
});

test("scripts and stylesheets from another origin need integrity; the site's own bundles do not", async () => {
  assert.deepEqual(await rules(page('<h1>Title</h1>', '<script src="/assets/js/main.js"></script>')), []);
  assert.deepEqual(await rules(page('<h1>Title</h1>', '<script src="https://cdn.example.com/a.js"></script>')), [
    'require-sri',
  ]);
});

test('the redirect pages left out are those of the old plugin addresses and the fixed redirects, and only those', () => {
  assert.deepEqual(redirectStubFiles(['/docs/plugins/intro', '/docs/api/overview', '/blog']), [
    'docs/development/plugins/intro/index.html',
    ...fixedRedirects.map(({from}) => `${from.slice(1)}/index.html`),
  ]);
});
