import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {contentPages} from '../site-pages';
// Plain JavaScript: pages name their card with it too (client/SocialCard.tsx).
import {cardFileName, cardsPath, docSection} from './cardName.mjs';

export type CardInput = {title: string; section: string};

/**
 * A social card (og:image, twitter:image) for every doc, SDK page, blog post and integration page without an image of
 * its own: a 1200×630 PNG of the title, section and brand (card.mjs); marketing pages keep the site's card. Pages name
 * their card as they render (client/SocialCard.tsx; posts through their front matter, blogPostsWithCards) by the file
 * name it is drawn under (cardName.mjs). Drawing starts once the content is loaded, beside the bundler, into a cache
 * (a rebuild draws only changed cards), and the cards the pages name are then linked into a folder that postBuild
 * moves into build/.
 */

const cacheDir = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/social-cards');
/**
 * The build's cards: the last build's, moved aside before Docusaurus empties build/, brought up to date beside the
 * bundler (only changed cards linked or removed) and moved back in postBuild. Linking all 445 in postBuild took
 * 0.4-1.9 s of a build (28 November 2026, the [social-cards] line of `npx docusaurus build`), while the pages were read.
 */
const lastBuildCards = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/social-cards-last-build');

/** A blog post's card, as the site serves it (/img/social-cards/0123456789abcdef.png). */
const postCardPath = (title: string) => `${cardsPath}/${cardFileName({title, section: 'Blog'})}`;

/**
 * The blog plugin's processBlogPosts: a post without an image gets its card as front matter `image`, which the blog
 * theme names wherever it names a post's image (og:image, twitter:image, the BlogPosting structured data).
 */
export const blogPostsWithCards: BlogPluginOptions['processBlogPosts'] = async ({blogPosts}) =>
  blogPosts.map((post) => {
    const {frontMatter, title} = post.metadata;
    if (frontMatter.image) return post;
    return {...post, metadata: {...post.metadata, frontMatter: {...frontMatter, image: postCardPath(title)}}};
  });

function cardPages(allContent: AllContent): CardInput[] {
  // A post whose image is its card (blogPostsWithCards) still needs the card drawn.
  return contentPages(allContent)
    .filter((page) => !page.image || (page.kind === 'blog-post' && page.image === postCardPath(page.title)))
    .map(({kind, title, permalink}) => ({
      title,
      section: kind === 'blog-post' ? 'Blog' : kind === 'integration' ? 'Integrations' : docSection(permalink),
    }));
}

/** Runs one worker thread over its share of the cards. */
function drawInWorker(siteDir: string, cards: [string, CardInput][]): Promise<number> {
  return new Promise((resolve, reject) => {
    const workerData = {siteDir, cacheDir: cacheDir(siteDir), cards};
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData});
    worker.once('message', resolve).once('error', reject);
    worker.once(
      'exit',
      (code) => code && reject(new Error(`social-cards: a drawing thread stopped with code ${code}`)),
    );
  });
}

/** Draws the cards missing from the cache in threads (at most two: the bundler runs meanwhile); returns how many. */
async function fillCache(pages: CardInput[], siteDir: string): Promise<number> {
  const dir = cacheDir(siteDir);
  await fs.mkdir(dir, {recursive: true});
  const cached = new Set(await fs.readdir(dir));
  const toDraw = new Map<string, CardInput>();
  for (const {title, section} of pages) {
    const name = cardFileName({title, section});
    if (!cached.has(name)) toDraw.set(name, {title, section});
  }
  if (toDraw.size === 0) return 0;
  const threads = Math.min(2, os.availableParallelism(), toDraw.size);
  const shares: [string, CardInput][][] = Array.from({length: threads}, () => []);
  [...toDraw].forEach((card, index) => shares[index % threads].push(card));
  await Promise.all(shares.map((share) => drawInWorker(siteDir, share)));
  return toDraw.size;
}

/**
 * Makes `dir` hold the cards named `used` and no others: those it lacks linked from the cache (copied where the file
 * system has no hard links). Returns how many were linked.
 */
async function syncCards(dir: string, used: Set<string>, siteDir: string): Promise<number> {
  await fs.mkdir(dir, {recursive: true});
  const present = new Set(await fs.readdir(dir));
  for (const name of present) if (!used.has(name)) await fs.rm(path.join(dir, name), {force: true});
  const missing = [...used].filter((name) => !present.has(name));
  const link = (from: string, to: string) => fs.link(from, to).catch(() => fs.copyFile(from, to));
  await Promise.all(missing.map((name) => link(path.join(cacheDir(siteDir), name), path.join(dir, name))));
  return missing.length;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  // Only production builds draw cards and let pages name them; `npm start` keeps the site-wide card.
  const drawsCards = process.env.NODE_ENV === 'production';
  let pages: CardInput[] = [];
  let drawing: Promise<{used: Set<string>; drawn: number; linked: number; seconds: number}> | undefined;
  return {
    name: 'social-cards',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({drawn: drawsCards});
      pages = cardPages(allContent);
      if (!drawsCards) return;
      const kept = lastBuildCards(siteDir);
      await fs.rm(kept, {recursive: true, force: true});
      // On another file system the rename fails: the cards are then all linked anew.
      await fs.rename(path.join(context.outDir, cardsPath), kept).catch(() => {});
      const used = new Set(pages.map(cardFileName));
      drawing = (async () => {
        const started = Date.now();
        const drawn = await fillCache(pages, siteDir);
        const linked = await syncCards(kept, used, siteDir);
        // Cards no page uses any more leave the cache.
        for (const name of await fs.readdir(cacheDir(siteDir)))
          if (!used.has(name)) await fs.rm(path.join(cacheDir(siteDir), name), {force: true});
        return {used, drawn, linked, seconds: (Date.now() - started) / 1000};
      })();
      // The build awaits it in postBuild; until then a failure must not be reported as unhandled.
      drawing.catch(() => {});
    },
    async postBuild({outDir}) {
      if (!drawing) return;
      const started = Date.now();
      const {used, drawn, linked, seconds} = await drawing;
      const waited = (Date.now() - started) / 1000;
      const cardsDir = path.join(outDir, cardsPath);
      await fs.mkdir(path.dirname(cardsDir), {recursive: true});
      const kept = lastBuildCards(siteDir);
      // Where the folder cannot be moved (another file system), the cards are linked into build/ here.
      await fs.rename(kept, cardsDir).catch(() => syncCards(cardsDir, used, siteDir));
      console.log(
        `[social-cards] ${pages.length} pages, ${used.size} cards (${drawn} drawn, ${used.size - drawn} from the cache, ` +
          `${linked} linked) in ${seconds.toFixed(1)} s beside the bundler; postBuild waited ${waited.toFixed(1)} s ` +
          `for them and moved them into build/ in ${((Date.now() - started) / 1000 - waited).toFixed(1)} s`,
      );
    },
  };
}
