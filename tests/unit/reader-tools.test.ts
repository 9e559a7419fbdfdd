import {test} from 'node:test';
import assert from 'node:assert/strict';
import {markdownTwinPath} from '../../src/data/markdownTwins';
import {cardFileName, docSection, withCard} from '../../src/plugins/social-cards/index';
import {drawCard} from '../../src/plugins/social-cards/card.mjs';

test('a page Markdown twin is its address plus .md, an index page without its trailing slash', () => {
  assert.equal(markdownTwinPath('/docs/api/event'), '/docs/api/event.md');
  assert.equal(markdownTwinPath('/docs/sdk/'), '/docs/sdk.md');
  assert.equal(markdownTwinPath('/blog/eventcatalog-sdk'), '/blog/eventcatalog-sdk.md');
  assert.equal(markdownTwinPath('/'), '/index.md');
});

test('a card names the section of its page', () => {
  assert.equal(docSection('/docs/sdk/function/getEvent'), 'SDK');
  assert.equal(docSection('/docs/sdk'), 'SDK');
  assert.equal(docSection('/docs/api/event'), 'API reference');
  assert.equal(docSection('/docs/development/getting-started/introduction'), 'Docs');
  assert.equal(docSection('/docs/sdkless-page'), 'Docs');
});

test('a card file is named by what it shows: another title or section is another file', () => {
  const card = cardFileName({title: 'getEvent', section: 'SDK'});
  assert.match(card, /^[0-9a-f]{16}\.png$/);
  assert.equal(cardFileName({title: 'getEvent', section: 'SDK'}), card);
  assert.notEqual(cardFileName({title: 'getEvents', section: 'SDK'}), card);
  assert.notEqual(cardFileName({title: 'getEvent', section: 'Docs'}), card);
});

test("only the default card's address is replaced, in og:image and twitter:image", () => {
  const site = 'https://www.eventcatalog.dev';
  const html = [
    `<meta data-rh=true property=og:image content=${site}/img/social-card.png />`,
    `<meta data-rh=true name=twitter:image content="${site}/img/social-card.png"/>`,
    `<meta property=og:url content=${site}/img/social-card.png />`,
  ].join('');
  const out = withCard(html, `${site}/img/social-card.png`, `${site}/img/social-cards/abc.png`);
  assert.equal(out.match(/social-cards\/abc\.png/g)?.length, 2);
  assert.match(out, /og:url content=https:\/\/www\.eventcatalog\.dev\/img\/social-card\.png/);
  // A page with an image of its own keeps it.
  const own = `<meta property=og:image content=${site}/img/blog/cover.png />`;
  assert.equal(withCard(own, `${site}/img/social-card.png`, `${site}/img/social-cards/abc.png`), own);
});

test('a card is a 1200×630 PNG', async () => {
  const png = await drawCard({title: 'Event front matter fields', section: 'API reference'}, process.cwd());
  assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
});
