// A worker thread that draws social cards into the cache: its own event loop, so drawing goes on while the
// build's main thread bundles and renders pages. Receives {siteDir, cacheDir, cards: [fileName, input][]}.
import fs from 'node:fs/promises';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import {drawCard} from './card.mjs';

const {siteDir, cacheDir, cards} = workerData;
for (const [name, input] of cards) {
  const png = await drawCard(input, siteDir);
  // Written under a temporary name first, so an interrupted build leaves no half card in the cache.
  await fs.writeFile(path.join(cacheDir, `${name}.tmp`), png);
  await fs.rename(path.join(cacheDir, `${name}.tmp`), path.join(cacheDir, name));
}
parentPort.postMessage(cards.length);
