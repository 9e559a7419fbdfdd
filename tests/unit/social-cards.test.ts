import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardFileName, docSection} from '../../src/plugins/social-cards/cardName.mjs';
import {drawCard} from '../../src/plugins/social-cards/card.mjs';

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

test('card names do not clash: 5,000 titles, 5,000 files', () => {
  const names = new Map<string, string>();
  for (let i = 0; i < 5000; i++) {
    const input = {title: `Page ${i}`, section: i % 2 ? 'Docs' : 'SDK'};
    const name = cardFileName(input);
    assert.equal(names.get(name), undefined, `${JSON.stringify(input)} and ${names.get(name)} share ${name}`);
    names.set(name, JSON.stringify(input));
  }
});

test('a card is a 1200×630 PNG', async () => {
  const png = await drawCard({title: 'Event front matter fields', section: 'API reference'}, process.cwd());
  assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
});
