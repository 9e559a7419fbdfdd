import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
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

/** The RGB of a pixel of a card (card.mjs writes its rows unfiltered). */
function cardPixels(png: Buffer) {
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = zlib.inflateSync(Buffer.concat(chunks));
  const width = png.readUInt32BE(16);
  return (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4;
    return [rows[at], rows[at + 1], rows[at + 2]];
  };
}

// The longest SDK function name, and one of the widest for its length (24 letters, drawn at the largest size).
for (const title of ['getProducersAndConsumersForMessage()', 'getExamplesFromCommand()'])
  test(`a title of one long word (${title}) is drawn whole, inside the card`, async () => {
    const pixel = cardPixels(await drawCard({title, section: 'SDK'}, process.cwd()));
    const background = pixel(0, 0);
    const inked = (x0: number, x1: number) => {
      for (let y = 150; y < 520; y++)
        for (let x = x0; x < x1; x++) if (pixel(x, y).join() !== background.join()) return true;
      return false;
    };
    assert.ok(inked(80, 200), 'the title starts at the left margin');
    // The last pixels before the right margin stay empty: the word ends before the edge, rather than being cut there.
    assert.equal(inked(1105, 1200), false);
  });
