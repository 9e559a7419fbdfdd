import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PluginRouteConfig} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import {
  builtPage,
  builtSiteRead,
  fileOfRoute,
  pathOfFile,
  readBuiltSite,
  readerCode,
  servedPath,
} from '../../src/plugins/site-pages';
import {readPage, type PageSource} from '../../src/plugins/site-pages/reading';
import {hasTwin, PLUGINS_WITHOUT_TWIN} from '../../src/plugins/agents/twins.mjs';
import {mainToMarkdown} from '../../src/plugins/agents/htmlToMarkdown';
import {searchPage} from '../../src/plugins/search/records';
import {recordTextMissingFromTwin} from '../support/twin-coverage';

test('routes map to the files the build writes, and files to the addresses hosts serve them at', () => {
  assert.equal(fileOfRoute('/'), 'index.html');
  assert.equal(fileOfRoute('/docs/api/event'), 'docs/api/event.html');
  assert.equal(fileOfRoute('/docs/sdk/'), 'docs/sdk/index.html');
  assert.equal(fileOfRoute('/404.html'), '404.html');
  assert.equal(pathOfFile('index.html'), '/');
  assert.equal(pathOfFile('docs/a.html'), '/docs/a');
  assert.equal(pathOfFile('docs/a/index.html'), '/docs/a');
  assert.equal(servedPath('/docs/sdk/'), '/docs/sdk');
  assert.equal(servedPath('/'), '/');
});

test('one rule says which pages have a Markdown twin: all but the not-found and search pages', () => {
  assert.deepEqual(PLUGINS_WITHOUT_TWIN, ['native', 'docusaurus-theme-search-algolia']);
  assert.equal(hasTwin('docusaurus-plugin-content-docs'), true);
  assert.equal(hasTwin('docusaurus-plugin-content-pages'), true);
  assert.equal(hasTwin('native'), false);
});

const html = ({htmlClass, robots = '', main}: {htmlClass: string; robots?: string; main: string}) =>
  `<!doctype html><html lang=en class="${htmlClass}"><head><title>Channels | EventCatalog</title>` +
  `<meta name=description content="How channels &amp; messages relate">${robots}` +
  `<meta name=docusaurus_tag content=docs-default-current></head><body><nav>Navbar</nav>${main}</body></html>`;

/** A doc page with every widget the twins and search treat apart. */
const docMain = `<main><article><nav class=theme-doc-breadcrumbs>Home</nav>
<div class="theme-doc-version-banner alert">This is documentation for 4.x.</div>
<div class="theme-doc-markdown markdown"><header><h1>Channels</h1></header>
<p>A channel carries <code>messages</code> between <a href=/docs/services>services</a>.
<h2 id=model>How a channel is modelled<a href=#model class=hash-link>&#8203;</a></h2>
<div class=theme-code-block><pre><code>address: orders</code></pre></div>
<table><thead><tr><th>Field<th>Meaning<tbody><tr><td><code>id</code><td>Unique id<tr><td>address<td>Where messages go</table>
<div class="theme-admonition alert"><div class=admonitionHeading_x>note</div><div class=admonitionContent_y><p>Parameters are optional.</div></div>
<div class=tabs-container><ul role=tablist><li role=tab>npm<li role=tab>yarn</ul><div role=tabpanel><p>Install it with npm.</div><div role=tabpanel hidden><p>Or with yarn.</div></div>
<details><summary>Why channels?</summary><p>They name the route a message takes.</details>
<div role=img aria-label="A drawing" data-search-ignore><span>Payment service</span></div>
<div data-search-ignore><button>Copy page</button><a href=/x>Open in ChatGPT</a></div>
</div><footer class=theme-doc-footer><a class=theme-edit-this-page href=#>Edit this page</a></footer></article>
<nav class=pagination-nav><a href=/docs/prev>Previous</a></nav></main>`;

test("everything a page's search records say is in its Markdown twin, and the theme's chrome is in neither", () => {
  const page = builtPage({
    route: '/docs/channels',
    file: 'build/docs/channels.html',
    html: html({htmlClass: 'plugin-docs plugin-id-default docs-doc-page', main: docMain}),
    plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
  });
  assert.equal(page.kind, 'doc');
  assert.equal(page.description, 'How channels & messages relate');
  const records = searchPage(page, 'EventCatalog')!;
  // As the threads that read the build do (site-pages/reading.ts): search first, then the twin, which rewrites the tree.
  const twin = mainToMarkdown(page.main(), {site: 'https://example.com', pagePath: page.path});
  assert.deepEqual(recordTextMissingFromTwin(records, twin), []);
  const searched = JSON.stringify(records.sections);
  for (const chrome of ['Home', '4.x', 'Edit this page', 'Previous', 'Copy page', 'ChatGPT']) {
    assert.ok(!searched.includes(chrome), `search holds "${chrome}"`);
    assert.ok(!twin.includes(chrome), `the twin holds "${chrome}"`);
  }
  // The twin keeps what search leaves out: code, every tab, the drawing's description.
  for (const kept of ['address: orders', 'Or with yarn.', 'A drawing']) assert.ok(twin.includes(kept), kept);
});

test('a build is read once for every plugin, and a page that asks not to be indexed cannot have a twin', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    html({htmlClass: 'plugin-pages', main: '<main><h1>Home</h1></main>'}),
  );
  fs.writeFileSync(
    path.join(outDir, 'search.html'),
    html({htmlClass: 'plugin-pages', robots: '<meta name=robots content=noindex>', main: '<main>Results</main>'}),
  );
  const route = (routePath: string, name: string): PluginRouteConfig =>
    ({path: routePath, component: '', plugin: {name, id: 'default'}}) as PluginRouteConfig;
  const props = {
    outDir,
    routesPaths: ['/', '/search'],
    routes: [route('/', 'docusaurus-plugin-content-pages'), route('/search', 'docusaurus-theme-search-algolia')],
    siteConfig: {url: 'https://example.com', title: 'EventCatalog'},
  };
  const first = builtSiteRead(props);
  assert.equal(builtSiteRead({...props}), first, 'another plugin of the same build gets the same read');
  // Docusaurus loads each plugin's modules afresh (loadFreshModule), so each plugin has a copy of built.ts of its own:
  // a copy must still join the read under way rather than start another.
  const copy = (await loadFreshModule(require.resolve('../../src/plugins/site-pages/built.ts'))) as {
    builtSiteRead: typeof builtSiteRead;
  };
  assert.notEqual(copy.builtSiteRead, builtSiteRead, 'the test loads a second copy of the module');
  assert.equal(copy.builtSiteRead({...props}), first, "another plugin's copy of the module gets the same read");
  const site = await readBuiltSite(props);
  assert.deepEqual(
    site.pages.map((page) => [page.path, page.hasTwin, page.noindex]),
    [
      ['/', true, false],
      ['/search', false, true],
    ],
  );
  await assert.rejects(
    readBuiltSite({...props, routesPaths: ['/search'], routes: [route('/search', 'docusaurus-plugin-content-pages')]}),
    /\/search \(plugin docusaurus-plugin-content-pages\) asks robots not to index it.*PLUGINS_WITHOUT_TWIN/,
  );
  fs.rmSync(outDir, {recursive: true});
});

test("the reader threads' bundle reads pages as the unbundled code does (it skips libraries' repeated work)", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'));
  const file = path.join(dir, 'reader.cjs');
  fs.writeFileSync(file, await readerCode());
  const {default: readPages} = (await import(file)) as {
    default: (input: {pages: PageSource[]; site: object}) => unknown[];
  };
  // Whitespace between inline and block elements (what minify-whitespace decides) and a block inside a link
  // (what hast-util-to-mdast wraps, with copies of the link).
  const mains = [
    docMain,
    `<main><article><div class=markdown><p>  Text <em> and </em>\n <strong>more</strong>  </p>
<a href=/docs/a><div>Block one</div> between <div>Block two</div></a>
<ul><li> one <p>two</p> three</li><li><code> x </code>  y</li></ul><pre>  kept\n  as is </pre></div></article></main>`,
    // Text Markdown would read as syntax, which the twin escapes: what the escaping shortcut must leave the same.
    `<main><article><div class=markdown><p># not a heading, 1. not a list, *stars* and _a_b_ [x](y) \\* &lt;b&gt; &amp;amp; a|b ~~no~~ \`tick\`</p>
<p>- dash</p><table><thead><tr><th>a|b</th><th>*c*</th></tr></thead><tbody><tr><td><code>x|y</code></td><td>[z]</td></tr></tbody></table>
<p><a href="https://example.com/a_(b)">https://example.com/a_(b)</a> <a href=/docs/x>&lt;link&gt; *in* [brackets]</a></p></div></article></main>`,
  ];
  const pages: PageSource[] = mains.map((main, i) => ({
    route: `/docs/page-${i}`,
    file: path.join(dir, `page-${i}.html`),
    html: html({htmlClass: 'docs-doc-page plugin-docs plugin-id-default', main}),
    plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
  }));
  const site = {url: 'https://example.com', title: 'EventCatalog'};
  const read = readPages({pages, site});
  assert.deepEqual(
    read,
    pages.map((page) => readPage(page, site)),
  );
  assert.match(JSON.stringify(read), /Block one/, 'the pages were read');
  fs.rmSync(dir, {recursive: true});
});
