// Plain JavaScript: this file runs in worker threads (see ./worker.mjs), outside the build's TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import satori from 'satori';
import zlib from 'node:zlib';
import {Resvg} from '@resvg/resvg-js';

/**
 * One social card: 1200×630, the page title, its section and the brand. Bump `cardTemplateVersion` (cardName.mjs)
 * whenever the drawing changes. Flat colours: a gradient over the card doubles resvg's time to paint and encode it.
 */
const cardSize = {width: 1200, height: 630};

/** Inter from its npm package (satori reads WOFF, not WOFF2): no network at build time. */
function interFont(siteDir, weight) {
  const file = createRequire(path.join(siteDir, 'package.json')).resolve(
    `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  );
  return {name: 'Inter', data: fs.readFileSync(file), weight, style: 'normal'};
}

let fonts;
let logo;

const el = (type, style, children, props = {}) => ({type, props: {style, children, ...props}});

/** Long titles get a smaller size so they fit in three lines. */
function titleSize(title) {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 62;
  return 50;
}

function cardTree({title, section}, siteDir) {
  logo ??= `data:image/svg+xml;base64,${fs.readFileSync(path.join(siteDir, 'static/img/logo.svg')).toString('base64')}`;
  const size = titleSize(title);
  return el(
    'div',
    {
      // Satori sizes boxes without their padding: the padding comes off the card's size.
      width: cardSize.width - 2 * 80,
      height: cardSize.height - 2 * 64,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      paddingTop: 64,
      paddingRight: 80,
      paddingBottom: 64,
      paddingLeft: 80,
      background: '#2e1065',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
        el('div', {display: 'flex', alignItems: 'center'}, [
          el('img', {width: 72, height: 72, marginRight: 22}, undefined, {src: logo, width: 72, height: 72}),
          el('div', {fontSize: 40, fontWeight: 700}, 'EventCatalog'),
        ]),
        el(
          'div',
          {
            display: 'flex',
            padding: '10px 26px',
            border: '2px solid #a78bfa',
            borderRadius: 999,
            color: '#ede9fe',
            fontSize: 28,
            fontWeight: 700,
          },
          section,
        ),
      ]),
      el(
        'div',
        {
          display: 'flex',
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: -1,
          maxHeight: 3 * 1.15 * size,
          overflow: 'hidden',
        },
        title,
      ),
      el(
        'div',
        {display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 28, color: '#c4b5fd'},
        [
          el('div', {display: 'flex'}, 'eventcatalog.dev'),
          el('div', {display: 'flex'}, [
            el('div', {width: 120, height: 10, borderRadius: 5, background: '#f472b6', marginRight: 12}),
            el('div', {width: 40, height: 10, borderRadius: 5, background: '#a78bfa'}),
          ]),
        ],
      ),
    ],
  );
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return [head, data, crc];
}

/**
 * RGBA pixels as a PNG, rows unfiltered and deflated at zlib's fastest level. resvg's own encoder (asPng) filters
 * every row and compresses harder: 9.6 ms a card against 3.4 ms for this, taking the pixels included, for files of
 * 45 KB instead of 36 KB (28 November 2026: a card rendered 60 times and encoded both ways in one Node process,
 * alternating). Only link previews fetch the cards, not readers of the site.
 */
function pngOf({width, height, pixels}) {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  // Each row starts with its filter type, 0 (none).
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per channel, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...pngChunk('IHDR', header),
    ...pngChunk('IDAT', zlib.deflateSync(rows, {level: 1})),
    ...pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {{title: string, section: string}} input @param {string} siteDir @returns {Promise<Buffer>} a PNG */
export async function drawCard(input, siteDir) {
  fonts ??= [interFont(siteDir, 400), interFont(siteDir, 700)];
  const svg = await satori(cardTree(input, siteDir), {...cardSize, fonts});
  // Satori turned the text into paths: resvg needs no fonts (looking up the system's took a fifth of each card's time).
  const image = new Resvg(svg, {
    fitTo: {mode: 'width', value: cardSize.width},
    font: {loadSystemFonts: false},
  }).render();
  return pngOf({width: image.width, height: image.height, pixels: image.pixels});
}
