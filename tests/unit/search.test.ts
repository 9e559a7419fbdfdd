import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractPage, docSearchRecords, SearchExtractionError} from '../../src/plugins/search/records';
import {pagefindDocument, searchIndexKey} from '../../src/plugins/search/index';
import {algoliaIndexSettings, algoliaRecords} from '../../src/plugins/search/algolia';
import {showsText, toHit, type PagefindRecord} from '../../src/plugins/search/client/hits';
import {readSectionTable} from '../../src/plugins/search/client/sectionTable';
import {createLocalSearchClient} from '../../src/plugins/search/client/searchClient';
import {forgetPagefind, type Pagefind} from '../../src/plugins/search/client/pagefind';
import {normalizeRequests, toPagefindFilters} from '../../src/plugins/search/client/requests';
import {modalOrder, pickHits, surelyPicked} from '../../src/plugins/search/client/pickHits';
import {completionsEnd, loadWords, waitsForNextKey} from '../../src/plugins/search/client/preload';
import {BLOG_WEIGHT, hitGroups, MARKETING_GROUP, PART_IDS, type SearchPage} from '../../src/plugins/search/shared';
import {
  localSearchAppId,
  searchEnvVars,
  searchSections,
  searchThemeConfigFromEnv,
  snippetWords,
} from '../../src/plugins/search/settings';

/**
 * Built pages as Docusaurus writes them (minified: end tags of cells, rows
 * and list items left out), with every kind of chrome around the content.
 */
const CHROME = [
  'Navbar link',
  'Sidebar entry',
  'Breadcrumb trail',
  'Mobile contents',
  'Desktop contents',
  'Previous page',
  'Footer column',
  'Edit this page',
  'Copy code',
];

function page({
  htmlClass,
  title,
  main,
  robots = '',
}: {
  htmlClass: string;
  title: string;
  main: string;
  robots?: string;
}) {
  return `<!doctype html><html lang=en dir=ltr class="${htmlClass}" data-has-hydrated=false><head><meta charset=UTF-8>
<title data-rh=true>${title}</title><meta data-rh=true name=docusaurus_locale content=en />
<meta data-rh=true name=docusaurus_tag content=${htmlClass.includes('plugin-id-sdk') ? 'docs-sdk-current' : htmlClass.includes('docs') ? 'docs-default-current' : 'default'} />
${robots}</head><body><div id=__docusaurus><nav class=navbar><a href=/docs>Navbar link</a></nav>
<div class=theme-doc-sidebar-container><ul><li><a href=/docs/a>Sidebar entry</a></ul></div>
${main}
<footer class=footer><div>Footer column</div></footer></div></body></html>`;
}

const docPage = page({
  htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page',
  title: 'Channels | EventCatalog',
  main: `<main class=docMainContainer><div class=row><div class=col><article>
<nav class=theme-doc-breadcrumbs><ul><li>Breadcrumb trail</ul></nav>
<div class="tocCollapsible theme-doc-toc-mobile"><button>Mobile contents</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Channels</h1></header>
<p>A channel carries <code>messages</code> between services.
<h2 class=anchor id=model>How a channel is modelled<a href=#model class=hash-link aria-label="Direct link to How a channel is modelled">&#8203;</a></h2>
<p>Each channel has an <strong>address</strong>.
<div class=theme-code-block><pre><code>address: orders.{env}<button>Copy code</button></code></pre></div>
<table><thead><tr><th>Field<th>Meaning<tbody><tr><td><code>id</code><td>Unique id<tr><td>address<td>Where messages go</table>
<h3 id=params>Parameters &amp; values<a href=#params class=hash-link>&#8203;</a></h3>
<ul><li>env: the environment<li><a href=/docs/other>Only a link</a></ul>
<div class="theme-admonition alert"><div class=admonitionHeading_x>note</div><div><p>Parameters are optional.</div></div>
<h2 id=next>Read next<a href=#next class=hash-link>&#8203;</a></h2>
<p>See <a href=/docs/services>services</a>.
</div>
<footer class=theme-doc-footer><a class=theme-edit-this-page href=#>Edit this page</a></footer>
</article><nav class=pagination-nav><a href=/docs/prev>Previous page</a></nav></div>
<div class=col><div class=theme-doc-toc-desktop><ul><li><a href=#model>Desktop contents</a></ul></div></div></div></main>`,
});

const extract = (html: string, path = '/docs/channels') => extractPage(html, {path, siteTitle: 'EventCatalog'});

test('a docs page: section Docs, the h1 as title, one section per heading with its anchor and hierarchy', () => {
  const result = extract(docPage)!;
  assert.equal(result.path, '/docs/channels');
  assert.equal(result.tag, 'docs-default-current');
  assert.equal(result.language, 'en');
  assert.deepEqual(
    result.sections.map((s) => [
      s.type,
      s.anchor,
      s.hierarchy.lvl0,
      s.hierarchy.lvl1,
      s.hierarchy.lvl2,
      s.hierarchy.lvl3,
    ]),
    [
      ['lvl1', null, 'Docs', 'Channels', null, null],
      ['lvl2', 'model', 'Docs', 'Channels', 'How a channel is modelled', null],
      ['lvl3', 'params', 'Docs', 'Channels', 'How a channel is modelled', 'Parameters & values'],
      // A new h2 clears the h3 above it.
      ['lvl2', 'next', 'Docs', 'Channels', 'Read next', null],
    ],
  );
});

test('paragraphs, list items and table rows become text; the header row, code and admonition labels do not', () => {
  const [intro, model, params, next] = extract(docPage)!.sections;
  assert.deepEqual(intro.paragraphs, ['A channel carries messages between services.']);
  assert.deepEqual(model.paragraphs, ['Each channel has an address.', 'id — Unique id', 'address — Where messages go']);
  // "Only a link" is a list item that is nothing but a link: navigation, not content.
  assert.deepEqual(params.paragraphs, ['env: the environment', 'Parameters are optional.']);
  assert.deepEqual(next.paragraphs, ['See services.']);
});

test('no navbar, sidebar, breadcrumb, table of contents, pagination, footer or code text is indexed', () => {
  const text = JSON.stringify(extract(docPage));
  for (const chrome of CHROME) assert.ok(!text.includes(chrome), `"${chrome}" leaked into the search records`);
  assert.ok(!text.includes('\u200B'), 'zero-width spaces of heading anchors are removed');
  assert.ok(!text.includes('address: orders'), 'code blocks are left out');
});

test('each kind of page gets its section name; listings, search and not-found pages are not indexed', () => {
  const body = '<main><article><h1>Title</h1><p>Text.</article></main>';
  const sdk = extract(
    page({
      htmlClass: 'docs-wrapper plugin-docs plugin-id-sdk docs-doc-page',
      title: 'getEvent() | EventCatalog',
      main: body,
    }),
  )!;
  assert.equal(sdk.sections[0].hierarchy.lvl0, searchSections.docs.sdk);
  assert.equal(sdk.tag, 'docs-sdk-current');
  const post = extract(
    page({
      htmlClass: 'blog-wrapper blog-post-page plugin-blog',
      title: 'Post | EventCatalog',
      main: '<main><article><header><h1>Post</h1><time>July 18, 2024</time></header><div id=__blog-post-container class=markdown><p>Body.</div><footer>Tags: sdk</footer></article></main>',
    }),
  )!;
  assert.deepEqual(
    [post.sections[0].hierarchy.lvl0, post.sections[0].hierarchy.lvl1, post.sections[0].paragraphs],
    [searchSections.blog, 'Post', ['Body.']],
  );
  const integration = extract(
    page({htmlClass: 'plugin-integrations plugin-id-default', title: 'AsyncAPI | EventCatalog', main: body}),
  )!;
  assert.equal(integration.sections[0].hierarchy.lvl0, searchSections.integrations);
  // A marketing page is its own section, named after the page.
  const pricing = extract(
    page({
      htmlClass: 'plugin-pages plugin-id-default',
      title: 'Pricing | EventCatalog',
      main: '<main><h1>Free to start</h1><p>Plans.</main>',
    }),
  )!;
  assert.deepEqual(
    [pricing.sections[0].hierarchy.lvl0, pricing.sections[0].hierarchy.lvl1],
    ['Pricing', 'Free to start'],
  );

  for (const htmlClass of [
    'blog-wrapper blog-list-page plugin-blog',
    'blog-wrapper blog-tags-post-list-page plugin-blog',
    'search-page-wrapper plugin-search-algolia',
    'plugin-native plugin-id-default',
  ]) {
    assert.equal(extract(page({htmlClass, title: 'x | EventCatalog', main: body})), undefined, htmlClass);
  }
  const noindex = page({
    htmlClass: 'plugin-pages',
    title: 'x',
    main: body,
    robots: '<meta name=robots content=noindex>',
  });
  assert.equal(extract(noindex), undefined);
});

test('a docs plugin instance without a section name fails the build, naming the file and what to add', () => {
  const html = page({
    htmlClass: 'docs-wrapper plugin-docs plugin-id-community docs-doc-page',
    title: 'x',
    main: '<main><h1>x</h1></main>',
  });
  assert.throws(
    () => extractPage(html, {path: '/community/x', file: 'build/community/x.html', siteTitle: 'EventCatalog'}),
    (error: Error) => {
      assert.ok(error instanceof SearchExtractionError);
      assert.match(error.message, /build\/community\/x\.html/);
      assert.match(error.message, /"community"/);
      assert.match(error.message, /searchSections\.docs/);
      return true;
    },
  );
});

test('Algolia records: one per heading and one per paragraph, url with anchor, unique ids, escaped text', () => {
  const records = docSearchRecords(extract(docPage)!, 'https://example.com');
  const heading = records.find((r) => r.type === 'lvl3')!;
  assert.equal(heading.url, 'https://example.com/docs/channels#params');
  assert.equal(heading.url_without_anchor, 'https://example.com/docs/channels');
  assert.equal(heading.hierarchy.lvl3, 'Parameters &amp; values');
  assert.equal(heading.content, null);
  const paragraph = records.find((r) => r.content === 'env: the environment')!;
  assert.equal(paragraph.type, 'content');
  assert.equal(paragraph.url, heading.url);
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
  assert.ok(records.every((r) => r.docusaurus_tag === 'docs-default-current' && r.language === 'en'));
  // The whole site: duplicates across pages would overwrite each other in Algolia.
  assert.throws(
    () => algoliaRecords([extract(docPage)!, extract(docPage)!], 'https://example.com'),
    /share the objectID/,
  );
});

test('the Algolia index settings allow contextual search and match the local snippet length', () => {
  assert.ok(algoliaIndexSettings.attributesForFaceting.includes('docusaurus_tag'));
  assert.ok(algoliaIndexSettings.attributesForFaceting.includes('language'));
  assert.deepEqual(algoliaIndexSettings.attributesToSnippet, [`content:${snippetWords}`]);
});

test('a Pagefind record keeps the heading level, marks its three parts and carries hierarchy, url and tag as filters', () => {
  const result = extract(docPage)!;
  const {url, content} = pagefindDocument(result, result.sections[2], 2);
  assert.equal(url, '/docs/channels#2');
  assert.match(content, /<h3 id="h">Parameters &amp; values<\/h3>/);
  assert.match(
    content,
    new RegExp(
      `<p id="${PART_IDS.ancestors}" data-pagefind-weight="0.5">Docs · Channels · How a channel is modelled</p>`,
    ),
  );
  assert.match(content, /data-pagefind-filter="url\[data-value\]" data-value="\/docs\/channels#params"/);
  assert.match(content, /data-pagefind-filter="lvl3\[data-value\]" data-value="Parameters &amp; values"/);
  // Every word of metadata is searchable in Pagefind: only a page's title is metadata (and ranks higher).
  assert.doesNotMatch(content, /data-pagefind-meta|<title>/);
  const intro = pagefindDocument(result, result.sections[0], 0).content;
  assert.deepEqual(
    [...intro.matchAll(/data-pagefind-meta="([^"]+)"/g)].map((m) => m[1]),
    ['title'],
  );
  assert.match(intro, /<h1 id="h" data-pagefind-meta="title">Channels<\/h1>/);
  assert.match(content, /data-pagefind-filter="docusaurus_tag\[data-value\]" data-value="docs-default-current"/);
  assert.doesNotMatch(content, /data-pagefind-filter="language/, 'one Pagefind index per language: no language filter');
});

/** A Pagefind result for the "Parameters" section above, with the given matched word positions. */
function record(locations: number[]): PagefindRecord {
  // Words: 0 Docs, 1 ·, 2 Channels., 3 Parameters, 4 &, 5 values., 6 env:, 7 the, 8 environment., … 14 channel, 15 <name>.
  return {
    raw_url: '/docs/channels#2',
    url: 'http://127.0.0.1/docs/channels#2',
    content:
      'Docs · Channels. Parameters & values. env: the environment. Parameters are optional for every channel <name>.',
    filters: {
      lvl0: ['Docs'],
      lvl1: ['Channels'],
      lvl3: ['Parameters & values'],
      type: ['lvl3'],
      url: ['/docs/channels#params'],
      docusaurus_tag: ['docs-default-current'],
    },
    anchors: [
      {id: 'a', location: 0},
      {id: 'h', location: 3},
      {id: 'b', location: 6},
    ],
    locations,
  };
}
const options = {origin: 'https://site.test', snippetWords: 5, ellipsis: '…', preTag: '<mark>', postTag: '</mark>'};

test('a match in the heading gives a heading hit with the heading highlighted', () => {
  const hit = toHit(record([3]), options);
  assert.equal(hit.type, 'lvl3');
  assert.equal(hit.url, 'https://site.test/docs/channels#params');
  assert.equal(hit.objectID, '/docs/channels#2');
  assert.equal(hit.content, null);
  assert.equal(hit._highlightResult.hierarchy.lvl3!.value, '<mark>Parameters</mark> &amp; values');
  assert.equal(hit._highlightResult.hierarchy.lvl1!.value, 'Channels');
  assert.equal(hit.hierarchy.lvl3, 'Parameters &amp; values');
  assert.equal(hit.hierarchy.lvl2, null);
});

test('a match only in the text gives a content hit with a snippet of the asked length', () => {
  const hit = toHit(record([14]), options);
  assert.equal(hit.type, 'content');
  const snippet = hit._snippetResult.content!.value;
  assert.match(snippet, /<mark>channel<\/mark>/);
  assert.match(snippet, /&lt;name&gt;/, 'text is escaped');
  assert.equal(
    snippet
      .replace(/<\/?mark>/g, '')
      .replace(/…/g, '')
      .trim()
      .split(/\s+/).length,
    5,
  );
  assert.ok(snippet.startsWith('… '), 'an ellipsis where the snippet cuts');
  assert.equal(hit.content, snippet.replace(/<\/?mark>/g, ''));
});

test('a match in the headings above only highlights them there, and shows the section', () => {
  const hit = toHit(record([2]), options);
  assert.equal(hit.type, 'lvl3');
  assert.equal(hit._highlightResult.hierarchy.lvl1!.value, '<mark>Channels</mark>');
});

test('Algolia facet filters become Pagefind filters: all of the groups, any of each group', () => {
  const tags = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];
  assert.deepEqual(toPagefindFilters(['language:en', tags, 'type:lvl1']), {
    all: [{any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}]}, {any: [{type: 'lvl1'}]}],
  });
  // Naming every tag of the index filters nothing: no filter, no download of its index.
  assert.deepEqual(toPagefindFilters(['language:en', tags], {docusaurus_tag: ['default', 'docs-default-current']}), {});
  assert.deepEqual(
    toPagefindFilters(['language:en', tags], {docusaurus_tag: ['default', 'docs-default-current', 'docs-sdk-current']}),
    {
      all: [{any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}]}],
    },
  );
  assert.deepEqual(toPagefindFilters(undefined), {});
});

test('a half-typed last word also asks for the index file where its longer forms end; a finished one does not', () => {
  assert.equal(completionsEnd('writ'), 'writ\u{10FFFF}');
  assert.equal(completionsEnd('asyncapi gen'), 'gen\u{10FFFF}');
  assert.equal(completionsEnd('  event  front'), 'front\u{10FFFF}');
  // After a space the word is complete; a quoted phrase is matched exactly; nothing typed, nothing to load.
  assert.equal(completionsEnd('channel '), null);
  assert.equal(completionsEnd('"event front matter"'), null);
  assert.equal(completionsEnd('   '), null);
  // The term sorts after every longer form of the word, whatever its characters, as Pagefind compares words (by UTF-8 bytes).
  const end = Buffer.from(completionsEnd('writ')!);
  for (const longer of ['writeservice', 'writ_z', 'writ\u{ffff}', 'writ\u{10fffe}', 'writ9'])
    assert.ok(Buffer.compare(end, Buffer.from(longer)) > 0, longer);
});

test('both request shapes are read: DocSearch (requests) and the search page helper (params)', () => {
  assert.deepEqual(normalizeRequests({requests: [{indexName: 'i', query: 'a', hitsPerPage: 20}]}), [
    {indexName: 'i', query: 'a', hitsPerPage: 20},
  ]);
  assert.deepEqual(normalizeRequests([{indexName: 'i', params: {query: 'b', page: 1}}]), [
    {indexName: 'i', query: 'b', page: 1},
  ]);
  assert.deepEqual(normalizeRequests([{indexName: 'i', params: 'query=c&hitsPerPage=15'}]), [
    {indexName: 'i', query: 'c', hitsPerPage: 15},
  ]);
});

test('without Algolia variables the local index answers; with all of them Algolia; with some the build stops', () => {
  const none = searchThemeConfigFromEnv({});
  assert.equal(none.engine, 'local');
  assert.equal(none.algolia.insights, false);
  assert.equal(none.algolia.searchPagePath, 'search');
  // The app id is never a host name, should anything still build an Algolia address from it.
  assert.throws(() => new URL(`https://${localSearchAppId}-dsn.algolia.net`));
  const all = searchThemeConfigFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'});
  assert.deepEqual([all.engine, all.algolia.appId, all.algolia.indexName], ['algolia', 'A', 'i']);
  assert.throws(
    () => searchThemeConfigFromEnv({[searchEnvVars[0]]: 'A'}),
    /ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME are not set/,
  );
});

test('records of every page kind reach the Pagefind documents', () => {
  const pages: SearchPage[] = [extract(docPage)!];
  const documents = pages.flatMap((p) => p.sections.map((s, i) => pagefindDocument(p, s, i)));
  assert.equal(documents.length, 4);
  assert.equal(new Set(documents.map((d) => d.url)).size, 4, 'each section has its own key in the index');
});

test('a rebuild reuses the search index only while every built page, the title and the base URL are unchanged', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-key-'));
  fs.mkdirSync(path.join(outDir, 'docs'));
  fs.writeFileSync(path.join(outDir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(outDir, 'docs', 'intro.html'), '<h1>Intro</h1>');
  fs.writeFileSync(path.join(outDir, 'styles.css'), 'h1{}');
  const key = await searchIndexKey(outDir, 'EventCatalog', '/');
  assert.equal(await searchIndexKey(outDir, 'EventCatalog', '/'), key);
  // The bundler's file names are not part of the index, and a cached build may name its runtime chunk differently.
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    '<script src="/assets/js/runtime~main.1a2b3c4d.js"></script><h1>Home</h1>',
  );
  const withRuntime = await searchIndexKey(outDir, 'EventCatalog', '/');
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    '<script src="/assets/js/runtime~main.5e6f7a8b.js"></script><h1>Home</h1>',
  );
  assert.equal(await searchIndexKey(outDir, 'EventCatalog', '/'), withRuntime);
  fs.writeFileSync(path.join(outDir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(outDir, 'styles.css'), 'h2{}');
  assert.equal(await searchIndexKey(outDir, 'EventCatalog', '/'), key, 'files other than pages do not count');
  assert.notEqual(await searchIndexKey(outDir, 'EventCatalog', '/docs/'), key);
  assert.notEqual(await searchIndexKey(outDir, 'Catalog', '/'), key);
  fs.writeFileSync(path.join(outDir, 'docs', 'intro.html'), '<h1>Introduction</h1>');
  assert.notEqual(await searchIndexKey(outDir, 'EventCatalog', '/'), key);
  fs.renameSync(path.join(outDir, 'docs', 'intro.html'), path.join(outDir, 'docs', 'start.html'));
  const renamed = await searchIndexKey(outDir, 'EventCatalog', '/');
  fs.writeFileSync(path.join(outDir, 'docs', 'intro.html'), '<h1>Introduction</h1>');
  fs.rmSync(path.join(outDir, 'docs', 'start.html'));
  assert.notEqual(await searchIndexKey(outDir, 'EventCatalog', '/'), renamed, 'a page moved to another path counts');
  // Only the pages Docusaurus rendered count, not those other plugins add beside them (redirect pages).
  const routes = new Set(['/', '/docs/intro']);
  const rendered = await searchIndexKey(outDir, 'EventCatalog', '/', routes);
  const everyFile = await searchIndexKey(outDir, 'EventCatalog', '/');
  fs.mkdirSync(path.join(outDir, 'old'));
  fs.writeFileSync(path.join(outDir, 'old', 'index.html'), '<meta http-equiv="refresh" content="0; url=/docs/intro">');
  assert.equal(await searchIndexKey(outDir, 'EventCatalog', '/', routes), rendered);
  assert.notEqual(
    await searchIndexKey(outDir, 'EventCatalog', '/'),
    everyFile,
    'without the routes, every HTML file counts',
  );
  fs.rmSync(outDir, {recursive: true});
});

/** A Pagefind result of `page` (section `n`) in group `lvl0`, counting the fragments fetched. */
function candidate(lvl0: string, page: string, n: number, fetched: string[], score = 0) {
  const url = `${page}#s${n}`;
  const rec = {
    url,
    content: '',
    anchors: [],
    locations: [],
    filters: {lvl0: [lvl0], lvl1: [page], url: [url]},
  } as PagefindRecord;
  return {group: lvl0, result: {id: url, score, data: async () => (fetched.push(url), rec)}};
}

test('the modal fetches one screen of hits, skips full groups, and shows three different pages first', async () => {
  const fetched: string[] = [];
  const candidates = [
    candidate('Blog', '/blog/post', 1, fetched),
    candidate('Blog', '/blog/post', 2, fetched),
    candidate('Blog', '/blog/post', 3, fetched),
    candidate('Docs', '/docs/a', 1, fetched),
    candidate('Docs', '/docs/a', 2, fetched),
    candidate('Docs', '/docs/b', 1, fetched),
    ...[1, 2, 3, 4, 5, 6].map((n) => candidate('SDK', `/docs/sdk/f${n}`, 1, fetched)),
  ];
  const kept = await pickHits(candidates, {wanted: 8, perGroup: 5, distinctPages: 3});
  const shown = modalOrder(kept, 5).map((r) => r.url);
  // The post's other sections and page a's second are dropped; b and the SDK hits fill their places.
  assert.deepEqual(shown.slice(0, 3), ['/blog/post#s1', '/docs/a#s1', '/docs/b#s1']);
  assert.equal(kept.length, 8);
  assert.equal(modalOrder(kept, 5).length, 8, 'every kept hit is shown: no group over five');
  assert.ok(!fetched.includes('/docs/sdk/f6#s1'), 'a sixth SDK hit would not be shown: its fragment is not fetched');
  assert.ok(fetched.length <= 11, `fetched ${fetched.length} fragments`);
});

test('fragments fetched before every group is known are only of results the modal then picks', async () => {
  // Results best first, as the unfiltered search returns them: a crowded
  // group (more than five), marketing pages, and ties at several scores.
  const layout: [string, number][] = [
    ['SDK', 9],
    ['Docs', 9],
    ['SDK', 8],
    ['SDK', 8],
    ['Blog', 7],
    ['SDK', 7],
    ['SDK', 7],
    ['SDK', 6],
    [MARKETING_GROUP, 6],
    ['Docs', 5],
    [MARKETING_GROUP, 5],
    ['Blog', 4],
    ['Docs', 4],
    ['SDK', 3],
    ['Blog', 2],
  ];
  for (const distinctScores of [false, true]) {
    const wanted = 10;
    const perGroup = 5;
    // Every result on a page of its own: pickHits fetches in one round, nothing dropped.
    const fetched: string[] = [];
    const results = layout.map(([group, score], n) =>
      candidate(group, `/p/r${n}`, 1, fetched, distinctScores ? 100 - n : score),
    );
    const ranked = results.map(({result}) => result);
    // As the modal's client lists them: group by group, then by score.
    const candidates = hitGroups
      .flatMap((group) => results.filter((r) => r.group === group))
      .sort((a, b) => b.result.score - a.result.score);
    await pickHits(candidates, {wanted, perGroup, distinctPages: 0});
    // The groups become known one search at a time, in the modal's order.
    const groupOf = new Map<string, string>();
    const early = new Set(surelyPicked(ranked, groupOf, {wanted, perGroup}).map((r) => r.id));
    assert.ok(early.size > 0, 'some fragments start before any group is known');
    for (const group of hitGroups) {
      for (const r of results.filter((r) => r.group === group)) groupOf.set(r.result.id, group);
      for (const r of surelyPicked(ranked, groupOf, {wanted, perGroup})) early.add(r.id);
    }
    const wasted = [...early].filter((id) => !fetched.includes(id));
    assert.deepEqual(wasted, [], `fetched early but not picked (${distinctScores ? 'distinct scores' : 'ties'})`);
    assert.ok(!early.has(ranked[7].id), 'a sixth SDK result is never fetched');
    // Without ties, once every group is known, every fragment the modal needs has started.
    if (distinctScores) assert.deepEqual([...early].sort(), [...fetched].sort());
  }
});

test('a blog post counts less than a doc: its heading and text carry scaled weights; every record names its modal group', () => {
  const doc = extract(docPage)!;
  const post: SearchPage = {
    ...doc,
    path: '/blog/channels',
    tag: 'default',
    sections: doc.sections.map((s) => ({...s, hierarchy: {...s.hierarchy, lvl0: searchSections.blog}})),
  };
  const docRecord = pagefindDocument(doc, doc.sections[1], 1).content;
  const postRecord = pagefindDocument(post, post.sections[1], 1).content;
  assert.match(docRecord, /<h2 id="h">/, 'a doc keeps Pagefind’s own heading weight');
  assert.match(postRecord, new RegExp(`<h2 id="h" data-pagefind-weight="${+(6 * BLOG_WEIGHT).toFixed(2)}">`));
  assert.match(postRecord, new RegExp(`<div id="b" data-pagefind-weight="${BLOG_WEIGHT}">`));
  assert.match(docRecord, /data-pagefind-filter="group\[data-value\]" data-value="Docs"/);
  assert.match(postRecord, /data-pagefind-filter="group\[data-value\]" data-value="Blog"/);
});

test("a modal query overtaken by the next keystroke fetches no fragments, and answers with the newer query's hits", async () => {
  const fetched: string[] = [];
  const gates = new Map<string, () => void>();
  // Each query's words arrive only when the test lets them: both queries are under way at once, as when typing.
  const pagefind = {
    init: async () => {},
    preload: (query: string | null) =>
      query === null ? Promise.resolve() : new Promise<void>((resolve) => gates.set(query, resolve)),
    search: async (query: string | null) => ({
      results: query ? [candidate('Docs', `/docs/${query}`, 1, fetched, 1).result] : [],
    }),
  } as unknown as Pagefind;
  const client = createLocalSearchClient(
    {basePath: '/pagefind/', searchTags: ['default']},
    {modal: true, loadPagefind: async () => ({createInstance: () => pagefind})},
  );
  const request = (query: string) => [{indexName: 'local', query, params: {hitsPerPage: 20}}];
  const first = client.search(request('chan'));
  await new Promise((resolve) => setImmediate(resolve));
  const second = client.search(request('channel'));
  await new Promise((resolve) => setImmediate(resolve));
  // The older query's words come first: it finds itself overtaken and stops.
  for (const open of gates.values()) open();
  const [older, newer] = await Promise.all([first, second]);
  assert.deepEqual(fetched, ['/docs/channel#s1']);
  assert.equal(newer.results[0].hits.length, 1);
  assert.deepEqual(older, newer, 'the overtaken query shows the newer answer, not an empty one');
});

test('a half-typed word waits for the next keystroke where its longer forms run over more than one word file', () => {
  // Ranges as Pagefind shortens them: a file's last word may run on past its "to" ("chang…").
  const table = readSectionTable({
    pages: [],
    headings: [],
    sections: [],
    wordFiles: [
      ['bot', 'can'],
      ['canc', 'chang'],
      ['change', 'command'],
    ],
  });
  const waits = (query: string) => waitsForNextKey(query, table);
  assert.deepEqual(
    ['ch', 'cha', 'Chan', 'chang', 'chann', 'channel', 'changelog', 'cancel', 'publish chann', 'publish cha'].filter(
      waits,
    ),
    ['ch', 'cha', 'Chan', 'chang', 'publish cha'],
  );
  assert.equal(waitsForNextKey('cha '), false, 'a whole word: nothing to complete');
  assert.equal(waitsForNextKey('cha'), false, 'without the table, only the length counts');
});

test('the section table gives each record what its fragment gives, but the text: a heading hit is the same from either', () => {
  const full = record([3]);
  const table = readSectionTable({
    pages: [['/docs/channels', 'docs-default-current', 'Docs', 'Docs', 'Channels']],
    headings: ['Parameters & values'],
    // An h3 with no h2 above it: no lvl2 (-1).
    sections: [['en_abc', 0, 2, 'params', 3, 3, 6, -1, 0]],
    wordFiles: [],
  });
  const outline = table.get('en_abc')!;
  assert.equal(outline.url, '/docs/channels#2');
  assert.deepEqual(outline.filters.url, ['/docs/channels#params']);
  assert.deepEqual(outline.filters.group, ['Docs']);
  const heading = {...outline, locations: [3]};
  assert.deepEqual(toHit(heading, options), toHit(full, options));
  assert.equal(showsText(heading), false);
  assert.equal(showsText({...outline, locations: [14]}), true, 'a match in the text needs the text for its snippet');
});

test('with the section table, the modal fetches the fragment of a hit that shows a snippet, and of no other', async () => {
  const fetched: string[] = [];
  const table = readSectionTable({
    pages: [
      ['/docs/a', 'docs-default-current', 'Docs', 'Docs', 'Alpha'],
      ['/docs/b', 'docs-default-current', 'Docs', 'Docs', 'Beta'],
    ],
    headings: [],
    // Three sections: a page title of three words, whose text starts at word 3.
    sections: [
      ['en_a0', 0, 0, '', 1, 2, 3],
      ['en_a1', 0, 1, '', 1, 2, 3],
      ['en_b0', 1, 0, '', 1, 2, 3],
    ],
    wordFiles: [],
  });
  // The first matches in its heading, the others in their text.
  const words: Record<string, number[]> = {en_a0: [2], en_a1: [5], en_b0: [4]};
  const pagefind = {
    init: async () => {},
    preload: async () => {},
    search: async () => ({
      results: ['en_a0', 'en_b0', 'en_a1'].map((id, n) => ({
        id,
        score: 3 - n,
        words: words[id],
        data: async () => {
          fetched.push(id);
          return {...table.get(id)!, locations: words[id], content: 'Docs · Alpha one two three four five six'};
        },
      })),
    }),
  } as unknown as Pagefind;
  // The engine of an earlier test is loaded once per page, as in the browser: this test brings its own.
  forgetPagefind();
  const client = createLocalSearchClient(
    {basePath: '/pagefind/', searchTags: ['default']},
    {modal: true, loadPagefind: async () => ({createInstance: () => pagefind}), sectionTable: async () => table},
  );
  const {results} = await client.search([{indexName: 'local', query: 'alpha', params: {hitsPerPage: 20}}]);
  // Page a's second section is left out: the first three hits come from different pages, and a has its best.
  assert.deepEqual(
    results[0].hits.map((hit) => [hit.objectID, hit.type]),
    [
      ['/docs/a#0', 'lvl1'],
      ['/docs/b#0', 'content'],
    ],
  );
  assert.deepEqual(fetched, ['en_b0'], 'only the hit with a snippet fetched its fragment');
});

test('a query of one or two letters overtaken by the next keystroke fetches none of its words', async () => {
  const preloaded: string[] = [];
  const pagefind = {
    init: async () => {},
    preload: async (query: string | null) => void (query && preloaded.push(query)),
    search: async () => ({results: []}),
  } as unknown as Pagefind;
  forgetPagefind();
  const client = createLocalSearchClient(
    {basePath: '/pagefind/', searchTags: ['default']},
    {modal: true, loadPagefind: async () => ({createInstance: () => pagefind}), sectionTable: async () => undefined},
  );
  const request = (query: string) => [{indexName: 'local', query, params: {hitsPerPage: 20}}];
  const typed = [client.search(request('c')), client.search(request('ch')), client.search(request('cha'))];
  await Promise.all(typed);
  assert.ok(
    preloaded.every((query) => query.startsWith('cha')),
    `words fetched: ${preloaded.join(', ')}`,
  );
  // Alone, a short query is answered, after a moment.
  preloaded.length = 0;
  await client.search(request('ch'));
  assert.ok(preloaded.includes(`ch ${completionsEnd('ch')}`));
});

test("a query's words are asked of the engine once, however many times they are wanted", async () => {
  const asked: (string | null)[] = [];
  const pagefind = {
    init: async () => {},
    preload: async (query: string | null) => void asked.push(query),
    search: async () => ({results: []}),
  } as unknown as Pagefind;
  // As a keystroke wants them: the search box as the key is typed, then the modal's client with its filters.
  await Promise.all([loadWords(pagefind, 'channel'), loadWords(pagefind, 'channel', {docusaurus_tag: ['default']})]);
  // In one message: the worker answers its messages one at a time.
  assert.deepEqual(asked, [`channel ${completionsEnd('channel')}`]);
  await loadWords(pagefind, 'channels');
  assert.deepEqual(asked.slice(1), [`channels ${completionsEnd('channels')}`]);
});

test('an answer the next keystroke overtook while the engine worked it out is not drawn: the modal gets the newer one', async () => {
  const request = (query: string) => [{indexName: 'local', query, params: {hitsPerPage: 20}}];
  let nextKey: ReturnType<typeof setTimeout> | undefined;
  const pagefind = {
    init: async () => {},
    preload: async () => {},
    search: async (query: string) => {
      // The next key comes as the engine answers "chan", before the modal would draw that answer.
      if (query === 'chan') nextKey ??= setTimeout(() => void client.search(request('chann')));
      return {results: []};
    },
  } as unknown as Pagefind;
  forgetPagefind();
  const client = createLocalSearchClient(
    {basePath: '/pagefind/', searchTags: ['default']},
    {modal: true, loadPagefind: async () => ({createInstance: () => pagefind}), sectionTable: async () => undefined},
  );
  const {results} = await client.search(request('chan'));
  assert.equal(results[0].query, 'chann');
});
