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
 *
 * What every card shares (background, logo, name, address, the two bars) is drawn once per thread; each card draws
 * only its title and its section's pill, each on a transparent layer of its own size, laid over a copy of that base.
 * A whole card took 14.7-17.6 ms to draw, a third of it resvg painting the title's overflow mask over the whole card;
 * with layers, 6.6-7.6 ms, and 8.0-11.5 ms where one title in four is a word too long for its size and is drawn again
 * smaller (titleOf; whole cards cut 9 of the 214 SDK function names at the edge) (28 November 2026: 60 cards at a time
 * with drawCard, old and new code alternating three times in one Node 20 process, four runs).
 */
const cardSize = {width: 1200, height: 630};
const padding = {x: 80, y: 64};
const contentWidth = cardSize.width - 2 * padding.x;
const background = '#2e1065';
/** The header row's height: the logo's. */
const headerHeight = 72;

/** Inter from its npm package (satori reads WOFF, not WOFF2): no network at build time. */
function interFont(siteDir, weight) {
  const file = createRequire(path.join(siteDir, 'package.json')).resolve(
    `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  );
  return {name: 'Inter', data: fs.readFileSync(file), weight, style: 'normal'};
}

const el = (type, style, children, props = {}) => ({type, props: {style, children, ...props}});

/** Long titles get a smaller size so they fit in three lines (titleOf also makes room for a long word). */
function titleSize(title) {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 62;
  return 50;
}

/** A tree drawn as RGBA pixels (premultiplied, as resvg paints them), its height the content's unless given. */
async function layer(tree, fonts, width, height) {
  const svg = await satori(tree, {width, height, fonts});
  // Satori turned the text into paths: resvg needs no fonts (looking up the system's took a fifth of each card's time).
  const image = new Resvg(svg, {font: {loadSystemFonts: false}}).render();
  return {width: image.width, height: image.height, pixels: image.pixels};
}

/** The card without its title and pill, and where those go (the footer's height sets the title's band). */
async function baseOf(siteDir, fonts) {
  const logo = `data:image/svg+xml;base64,${fs.readFileSync(path.join(siteDir, 'static/img/logo.svg')).toString('base64')}`;
  const footer = el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      fontSize: 28,
      fontFamily: 'Inter',
      color: '#c4b5fd',
    },
    [
      el('div', {display: 'flex'}, 'eventcatalog.dev'),
      el('div', {display: 'flex'}, [
        el('div', {width: 120, height: 10, borderRadius: 5, background: '#f472b6', marginRight: 12}),
        el('div', {width: 40, height: 10, borderRadius: 5, background: '#a78bfa'}),
      ]),
    ],
  );
  const footerHeight = (await layer(footer, fonts, contentWidth)).height;
  const card = el(
    'div',
    {
      // Satori sizes boxes without their padding: the padding comes off the card's size.
      width: contentWidth,
      height: cardSize.height - 2 * padding.y,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${padding.y}px ${padding.x}px`,
      background,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', {display: 'flex', alignItems: 'center', height: headerHeight}, [
        el('img', {width: 72, height: 72, marginRight: 22}, undefined, {src: logo, width: 72, height: 72}),
        el('div', {fontSize: 40, fontWeight: 700}, 'EventCatalog'),
      ]),
      footer,
    ],
  );
  const titleBand = {top: padding.y + headerHeight, bottom: cardSize.height - padding.y - footerHeight};
  return {image: await layer(card, fonts, cardSize.width, cardSize.height), titleBand};
}

/** Lays `top` (premultiplied RGBA) over the opaque `image` at x, y, its rows past maxHeight left out. */
function lay(image, top, x, y, maxHeight = top.height) {
  const {pixels} = image;
  for (let row = 0; row < Math.min(top.height, maxHeight); row++) {
    for (let column = 0; column < top.width; column++) {
      const from = (row * top.width + column) * 4;
      const alpha = top.pixels[from + 3];
      if (alpha === 0) continue;
      const to = ((y + row) * image.width + x + column) * 4;
      for (let c = 0; c < 3; c++)
        pixels[to + c] = top.pixels[from + c] + Math.round((pixels[to + c] * (255 - alpha)) / 255);
    }
  }
}

const kits = new Map();
/** What this thread draws a site's cards with: fonts, the base and each section's pill. */
function drawingKit(siteDir) {
  if (!kits.has(siteDir))
    kits.set(
      siteDir,
      (async () => {
        const fonts = [interFont(siteDir, 400), interFont(siteDir, 700)];
        return {fonts, ...(await baseOf(siteDir, fonts)), pills: new Map()};
      })(),
    );
  return kits.get(siteDir);
}

/** A section's pill, at the right end of the header row. */
async function pillOf(section, kit) {
  let pill = kit.pills.get(section);
  if (!pill) {
    const tree = el(
      'div',
      {display: 'flex', justifyContent: 'flex-end', fontFamily: 'Inter'},
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
    );
    pill = await layer(tree, kit.fonts, contentWidth);
    kit.pills.set(section, pill);
  }
  return pill;
}

/** Whether a layer's last column has ink: what it shows ran on past its width and was cut there. */
function runsOver({width, height, pixels}) {
  for (let row = 0; row < height; row++) if (pixels[(row * width + width - 1) * 4 + 3] !== 0) return true;
  return false;
}

/**
 * The title's layer and the height it is cut to: three lines at most. A word too long for a line (an SDK function's
 * name, such as getProducersAndConsumersForMessage()) is not broken: the title is drawn smaller until it fits.
 */
async function titleOf(title, kit) {
  const sizes = [76, 62, 50, 40].filter((size) => size <= titleSize(title));
  for (const size of sizes) {
    const tree = el(
      'div',
      {
        display: 'flex',
        fontFamily: 'Inter',
        color: '#ffffff',
        fontSize: size,
        fontWeight: 700,
        lineHeight: 1.15,
        letterSpacing: -1,
      },
      title,
    );
    const image = await layer(tree, kit.fonts, contentWidth);
    if (size === sizes.at(-1) || !runsOver(image)) return {image, maxHeight: Math.floor(3 * 1.15 * size)};
  }
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
export async function drawCard({title, section}, siteDir) {
  const kit = await drawingKit(siteDir);
  const card = {...kit.image, pixels: Buffer.from(kit.image.pixels)};
  const pill = await pillOf(section, kit);
  lay(card, pill, padding.x, padding.y + Math.round((headerHeight - pill.height) / 2));
  const titleLayer = await titleOf(title, kit);
  const height = Math.min(titleLayer.image.height, titleLayer.maxHeight);
  const {top, bottom} = kit.titleBand;
  lay(card, titleLayer.image, padding.x, top + Math.round((bottom - top - height) / 2), height);
  return pngOf(card);
}
