import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlToMarkdown} from '../../src/plugins/agents/htmlToMarkdown';
import {markdownTwinPath} from '../../src/plugins/agents/twins.mjs';

/**
 * The Markdown twins are made from each page's built HTML. These fixtures copy
 * the markup the classic theme writes (class names and structure), so a theme
 * upgrade that changes it shows up here as well as in the build's own checks
 * (tests/e2e/markdown-twins.spec.ts).
 */
const site = 'https://www.eventcatalog.dev';
const docPage = (content: string) =>
  `<!doctype html><html><body><nav class="navbar">Menu</nav><main><article>` +
  `<nav class="theme-doc-breadcrumbs">Home</nav>` +
  `<div class="theme-doc-markdown markdown"><header><div><h1>Channels</h1>` +
  `<div class="pageActions" data-search-ignore="true"><button type="button">Page actions</button></div></div></header>` +
  `${content}</div><footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
const convert = (content: string, pagePath = '/docs/channels') => htmlToMarkdown(docPage(content), {site, pagePath});

test('a doc twin is the content: title and text, without anchors, page actions, breadcrumbs or footer', () => {
  const markdown = convert(
    '<h2 class="anchor" id="what">What they are<a href="#what" class="hash-link" aria-label="Direct link to What they are">​</a></h2>' +
      '<p>Channels carry <strong>messages</strong>.',
  );
  assert.equal(markdown, '# Channels\n\n## What they are\n\nChannels carry **messages**.\n');
});

test('a code block keeps every line and its language, under its title', () => {
  const markdown = convert(
    '<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">scripts/a.ts</div>' +
      '<div class="codeBlockContent_QJqH"><pre class="prism-code language-ts"><code class="codeBlockLines_e6Vv">' +
      '<div class="token-line"><span class="token keyword">import</span><span> utils </span><span>from \'@eventcatalog/sdk\';</span><br/></div>' +
      '<div class="token-line"><span> </span><br/></div>' +
      '<div class="token-line"><span>const {getEvent} = utils(&#x27;catalog&#x27;);</span><br/></div>' +
      '</code></pre><button type="button">Copy</button></div></div>',
  );
  assert.equal(
    markdown,
    [
      '# Channels',
      '',
      '**scripts/a.ts**',
      '',
      '```ts',
      "import utils from '@eventcatalog/sdk';",
      ' ',
      "const {getEvent} = utils('catalog');",
      '```',
      '',
    ].join('\n'),
  );
});

test('a table the page renders (from a partial or a component) is a Markdown table', () => {
  const markdown = convert(
    '<div class="frame"><table><thead><tr><th>Key<th>Matches when<tbody><tr><td><code>source</code><td>The source equals a value' +
      '<tr><td><code>prefix</code><td>The name starts with a value</table></div>',
  );
  assert.match(
    markdown,
    /\| Key \| Matches when \|\n\| - \| - \|\n\| `source` \| The source equals a value \|\n\| `prefix` \|/,
  );
});

test('an admonition is a quote headed by its title; tabs show every panel under its label', () => {
  const markdown = convert(
    '<div class="theme-admonition theme-admonition-info alert"><div class="admonitionHeading_Gvgb"><span><svg></svg></span>Which release</div>' +
      '<div class="admonitionContent_BuS1"><p>Core 4.</p></div></div>' +
      '<div class="tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">yarn</li></ul>' +
      '<div class="margin-top--md"><div role="tabpanel"><p>npm i</p></div><div role="tabpanel" hidden><p>yarn add</p></div></div></div>',
  );
  assert.match(markdown, /> \*\*Which release\*\*\n>\n> Core 4\./);
  assert.match(markdown, /\*\*npm\*\*\n\nnpm i\n\n\*\*yarn\*\*\n\nyarn add/);
});

test("a diagram's source, which the page writes in a <noscript>, is a mermaid block", () => {
  const markdown = convert(
    '<noscript><pre><code class="language-mermaid">flowchart LR\n  a --&gt; b</code></pre></noscript>',
  );
  assert.match(markdown, /```mermaid\nflowchart LR\n {2}a --> b\n```/);
});

test('links and images are absolute on the site; a drawing becomes its description', () => {
  const markdown = convert(
    '<p><a href="/docs/api/event">Event</a>, <a href="#fields">fields</a>, <a href="https://asyncapi.com">AsyncAPI</a></p>' +
      '<p><img src="/img/a.png" alt="A diagram"></p>' +
      '<div role="img" aria-label="A domain with two services" data-search-ignore="true"><svg></svg></div>',
  );
  assert.match(markdown, /\[Event\]\(https:\/\/www\.eventcatalog\.dev\/docs\/api\/event\)/);
  assert.match(markdown, /\[fields\]\(https:\/\/www\.eventcatalog\.dev\/docs\/channels#fields\)/);
  assert.match(markdown, /\[AsyncAPI\]\(https:\/\/asyncapi\.com\)/);
  assert.match(markdown, /!\[A diagram\]\(https:\/\/www\.eventcatalog\.dev\/img\/a\.png\)/);
  assert.match(markdown, /_Illustration: A domain with two services_/);
});

test("a drawing's labels follow its description, one a line: each box's name, kind and version", () => {
  const markdown = convert(
    '<div role="img" aria-label="Checkout sends an event" data-search-ignore="true"><p>Node graph · <!-- -->Checkout</p>' +
      '<div><span data-kind="service"><span>Checkout</span> <span>service v1.2.0</span> </span>' +
      '<span aria-hidden="true"></span><span data-kind="event"><span>Order<wbr/>Placed</span> <span>event v2.0.0</span> </span></div></div>',
  );
  assert.match(
    markdown,
    /_Illustration: Checkout sends an event_\n\n- Node graph · Checkout\n- Checkout service v1\.2\.0\n- OrderPlaced event v2\.0\.0\n/,
  );
});

test('a page without a content area is an error naming the page', () => {
  assert.throws(() => htmlToMarkdown('<html><body><p>x</p></body></html>', {site, pagePath: '/x'}), /\/x: no content/);
});

test("a page's Markdown twin is its address plus .md, an index page without its trailing slash", () => {
  assert.equal(markdownTwinPath('/docs/api/event'), '/docs/api/event.md');
  assert.equal(markdownTwinPath('/docs/sdk/'), '/docs/sdk.md');
  assert.equal(markdownTwinPath('/blog/eventcatalog-sdk'), '/blog/eventcatalog-sdk.md');
  assert.equal(markdownTwinPath('/'), '/index.md');
});

test('llms.txt links an index per part of the site; a part too long for one index is split, and every page is listed once', async () => {
  const {llmsIndexes, LLMS_TXT_LIMIT} = await import('../../src/plugins/agents/index');
  const page = (permalink: string) => ({title: `Page ${permalink}`, description: 'x'.repeat(200), permalink});
  const pages = [
    page('/'),
    page('/pricing'),
    // Enough SDK pages to pass the limit: they are split by the next segment of their address.
    page('/docs/sdk'),
    ...Array.from({length: 300}, (_, i) => page(`/docs/sdk/function/f${i}`)),
    ...Array.from({length: 300}, (_, i) => page(`/docs/sdk/type/t${i}`)),
    page('/docs/api/event'),
    page('/blog/a-post'),
  ] as Parameters<typeof llmsIndexes>[0];
  const files = llmsIndexes(pages, site, 'EventCatalog', 'Tagline');
  for (const {file, text} of files) assert.ok(text.length <= LLMS_TXT_LIMIT, `${file}: ${text.length} characters`);
  const names = files.map(({file}) => file);
  assert.ok(
    names.includes('llms.txt') && names.includes('docs/sdk/llms.txt') && names.includes('docs/sdk/function/llms.txt'),
  );
  const root = files.find(({file}) => file === 'llms.txt')!.text;
  assert.match(root, /## Instructions for agents/);
  assert.match(root, /\(https:\/\/www\.eventcatalog\.dev\/docs\/sdk\/llms\.txt\)/);
  const listed = files.flatMap(({text}) =>
    [...text.matchAll(/\]\(https:\/\/www\.eventcatalog\.dev(\/[^)]*\.md)\)/g)].map(([, twin]) => twin),
  );
  // 300 pages side by side under /docs/sdk/function/ are listed over numbered indexes that its own index links.
  assert.ok(names.includes('docs/sdk/function/llms-2.txt'), names.join(', '));
  assert.equal(listed.length, pages.length);
  assert.equal(new Set(listed).size, pages.length);
  // Home and marketing pages are in the root index itself.
  assert.match(root, /\(https:\/\/www\.eventcatalog\.dev\/index\.md\)/);
});

test('content negotiation: which Accept headers ask for Markdown, and which twin answers a request path', async () => {
  const {prefersMarkdown, twinOfRequestPath} = await import('../../src/plugins/agents/twins.mjs');
  assert.equal(prefersMarkdown('text/markdown'), true);
  assert.equal(prefersMarkdown('text/markdown, text/html;q=0.9'), true);
  assert.equal(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8'), false);
  assert.equal(prefersMarkdown('text/html;q=0.5, text/markdown;q=0.4'), false);
  assert.equal(prefersMarkdown('*/*'), false);
  assert.equal(prefersMarkdown(undefined), false);
  assert.equal(twinOfRequestPath('/docs/api/event'), '/docs/api/event.md');
  assert.equal(twinOfRequestPath('/docs/api/event.html'), '/docs/api/event.md');
  assert.equal(twinOfRequestPath('/docs/sdk/'), '/docs/sdk.md');
  assert.equal(twinOfRequestPath('/'), '/index.md');
  assert.equal(twinOfRequestPath('/assets/js/main.js'), undefined);
  assert.equal(twinOfRequestPath('/docs/api/event.md'), undefined);
});
