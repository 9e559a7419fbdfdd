// Plain JavaScript: this file runs in worker threads (see ./worker.mjs), outside the build's TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

/**
 * The drawing of one social card: 1200×630, the page title, its section and
 * the brand. Bump `cardTemplateVersion` (cardName.mjs) whenever the drawing
 * changes, so cached cards are drawn again. Flat colours on purpose: a
 * gradient over the whole card doubles the time resvg takes to paint and
 * encode it.
 */
export const cardSize = {width: 1200, height: 630};

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

/**
 * Draws one card as a PNG.
 * @param {{title: string, section: string}} input
 * @param {string} siteDir
 * @returns {Promise<Buffer>}
 */
export async function drawCard(input, siteDir) {
  fonts ??= [interFont(siteDir, 400), interFont(siteDir, 700)];
  const svg = await satori(cardTree(input, siteDir), {...cardSize, fonts});
  // Satori has already turned the text into paths: resvg needs no fonts, and looking up the system's took a fifth of
  // each card's time. The PNGs come out byte for byte the same.
  return new Resvg(svg, {fitTo: {mode: 'width', value: cardSize.width}, font: {loadSystemFonts: false}})
    .render()
    .asPng();
}
