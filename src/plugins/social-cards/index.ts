import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {BlogPost, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {contentPages} from '../site-pages';
// Plain JavaScript: pages name their card with it too (client/SocialCard.tsx).
import {cardFileName, cardsPath, docSection} from './cardName.mjs';

export type CardInput = {title: string; section: string};

/**
 * A social card (og:image, twitter:image) of its own for every doc, SDK page,
 * blog post and integration page: a 1200×630 PNG with the page title, its
 * section and the brand, drawn at build time (card.mjs). Marketing pages keep
 * the site's hand-made card (themeConfig.image), and so does a page whose front
 * matter names an image of its own.
 *
 * Pages name their card while they render (client/SocialCard.tsx, in the docs'
 * and integration pages' theme components; blog posts through their front
 * matter image, see blogPostsWithCards), from the same file name this plugin
 * draws it under (cardName.mjs). Cards are kept in
 * node_modules/.cache/social-cards/ between builds: a rebuild only draws the
 * cards whose title or section changed. Drawing starts as soon as the content
 * is loaded, while the bundler works; once the pages are written, the cards
 * they name are linked into build/.
 */

const cacheDir = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/social-cards');
/**
 * The cards folder of the last build, moved aside before Docusaurus empties build/ (see allContentLoaded) and moved
 * back in postBuild, where only the cards that changed are linked or removed: linking all 445 again took 0.4-1.9 s of
 * a rebuild, the pages having just been written (28 November 2026, the [social-cards] line of `npx docusaurus build`).
 */
const lastBuildCards = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/social-cards-last-build');

/** A blog post's card, as the site serves it (e.g. /img/social-cards/0123456789abcdef.png). */
const postCardPath = (title: string) => `${cardsPath}/${cardFileName({title, section: 'Blog'})}`;
export const blogPostCardPath = (post: BlogPost) => postCardPath(post.metadata.title);

/**
 * The blog plugin's processBlogPosts: a post without an image of its own gets
 * its card as its front matter `image`, which the blog theme then names
 * wherever it names a post's image: og:image, twitter:image and the `image`
 * of the post's BlogPosting structured data. This plugin draws the card as it
 * draws the others.
 */
export const blogPostsWithCards: BlogPluginOptions['processBlogPosts'] = async ({blogPosts}) =>
  blogPosts.map((post) =>
    post.metadata.frontMatter.image
      ? post
      : {
          ...post,
          metadata: {...post.metadata, frontMatter: {...post.metadata.frontMatter, image: blogPostCardPath(post)}},
        },
  );

/** What the card of every page that gets one shows: the content pages without an image of their own. */
export function cardPages(allContent: AllContent): CardInput[] {
  return contentPages(allContent)
    .filter(
      // A post whose image is its card (blogPostsWithCards) still needs the card drawn.
      (page) => !page.image || (page.kind === 'blog-post' && page.image === postCardPath(page.title)),
    )
    .map(({kind, title, permalink}) => ({
      title,
      section: kind === 'blog-post' ? 'Blog' : kind === 'integration' ? 'Integrations' : docSection(permalink),
    }));
}

/** Runs one worker thread over its share of the cards. */
function drawInWorker(siteDir: string, cards: [string, CardInput][]): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(siteDir, 'src/plugins/social-cards/worker.mjs'), {
      workerData: {siteDir, cacheDir: cacheDir(siteDir), cards},
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once(
      'exit',
      (code) => code !== 0 && reject(new Error(`social-cards: a drawing thread stopped with code ${code}`)),
    );
  });
}

/**
 * Draws the cards missing from the cache, in worker threads (one per core, at
 * most two: the bundler runs at the same time); returns how many it drew.
 */
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

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  // Only production builds draw cards and let pages name them; `npm start` keeps the site-wide card.
  const drawsCards = process.env.NODE_ENV === 'production';
  let pages: CardInput[] = [];
  let drawing: Promise<number> | undefined;
  return {
    name: 'social-cards',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({drawn: drawsCards});
      pages = cardPages(allContent);
      if (!drawsCards) return;
      const kept = lastBuildCards(siteDir);
      await fs.rm(kept, {recursive: true, force: true});
      // On another file system the rename fails: postBuild then links every card.
      await fs.rename(path.join(context.outDir, cardsPath), kept).catch(() => {});
      drawing = fillCache(pages, siteDir);
      // The build awaits it in postBuild; until then a failure must not be reported as unhandled.
      drawing.catch(() => {});
    },
    async postBuild({outDir}) {
      if (!drawing) return;
      const started = Date.now();
      const drawn = await drawing;
      const waited = Date.now() - started;
      const cardsDir = path.join(outDir, cardsPath);
      await fs.mkdir(path.dirname(cardsDir), {recursive: true});
      await fs.rename(lastBuildCards(siteDir), cardsDir).catch(() => fs.mkdir(cardsDir, {recursive: true}));
      const used = new Set(pages.map(cardFileName));
      const present = new Set(await fs.readdir(cardsDir));
      for (const name of present) if (!used.has(name)) await fs.rm(path.join(cardsDir, name), {force: true});
      await Promise.all(
        [...used]
          .filter((name) => !present.has(name))
          .map(async (name) => {
            // A hard link where the file system allows it: nothing to copy.
            const [from, to] = [path.join(cacheDir(siteDir), name), path.join(cardsDir, name)];
            await fs.link(from, to).catch(() => fs.copyFile(from, to));
          }),
      );
      // Cards no page uses any more leave the cache.
      for (const name of await fs.readdir(cacheDir(siteDir))) {
        if (!used.has(name)) await fs.rm(path.join(cacheDir(siteDir), name), {force: true});
      }
      // What the cards cost this build: the drawing runs beside the bundler, so only the wait for it and the
      // links add to the build's time.
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `[social-cards] ${pages.length} pages, ${used.size} cards (${drawn} drawn, ${used.size - drawn} from the cache); ` +
          `waited ${seconds(waited)} for the drawing, cards linked into the build in ${seconds(Date.now() - started - waited)}`,
      );
    },
  };
}
