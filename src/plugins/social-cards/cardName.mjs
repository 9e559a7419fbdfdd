// Plain JavaScript without Node imports: the build (TypeScript), the drawing threads and the pages' own code
// (client/SocialCard.tsx, when the server renders a page and again in the browser) all name cards with it.

/** Bump whenever the drawing (card.mjs) changes, so that cached cards are drawn again under new names. */
export const cardTemplateVersion = 4;

/** Where built cards are served from. */
export const cardsPath = '/img/social-cards';

/**
 * 64 bits of a string's hash as 16 hex digits (two FNV-1a lanes, finished with MurmurHash3's mixing step): it only has
 * to name a few hundred files without clashing, the same in Node and in the browser, synchronously.
 */
function hash64(text) {
  let a = 0x811c9dc5;
  let b = 0x3c6ef372;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const finish = (h) => {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return ((h ^ (h >>> 16)) >>> 0).toString(16).padStart(8, '0');
  };
  return finish(a) + finish(b);
}

/** A card's name, from what it shows (previews cache images by URL). @param {{title: string, section: string}} card */
export const cardFileName = ({title, section}) =>
  `${hash64(JSON.stringify([cardTemplateVersion, title, section]))}.png`;

/** The section a doc page's card names, from its address. @param {string} permalink */
export function docSection(permalink) {
  if (permalink === '/docs/sdk' || permalink.startsWith('/docs/sdk/')) return 'SDK';
  if (permalink === '/docs/api' || permalink.startsWith('/docs/api/')) return 'API reference';
  return 'Docs';
}
