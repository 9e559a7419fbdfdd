/**
 * Writes a Pagefind index: reads {dir, wordIndexChunkSize, sectionTableFile} and then documents ({url, content})
 * as JSON lines on stdin, indexes each document (an HTML string), writes the files the
 * browser needs into dir and prints {records, files, bytes} as JSON.
 *
 * A script of its own because Pagefind's Node API is an ES module only, and
 * Docusaurus loads plugins as CommonJS (./index.ts runs this with node).
 */
import fs from 'node:fs/promises';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {gunzipSync} from 'node:zlib';
import {close, createIndex} from 'pagefind';
import {ENTRY_FILE, ENTRY_FILES_KEY} from './entryFiles.mjs';

/** Pagefind's ready-made UIs: the modal is our UI. Its web worker stays: the engine runs there (client/pagefind.ts). */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.|^playground\//;

/** What Pagefind writes first inside the gzip of a fragment (before its JSON) and of its metadata (before its CBOR). */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/**
 * The section table: what the modal shows of a hit besides its snippet
 * (hierarchy, link, group, page, where its heading and text start), for
 * every record of the index, keyed by the id Pagefind gives its results. The
 * modal's client loads it with the engine, so that the first hits wait for
 * the word index alone, and a fragment is fetched only for a hit that shows
 * a snippet of its text. Read from Pagefind's own fragments, so it holds what
 * they hold (without the text). Compact: pages and headings are listed once.
 *
 * {pages: [[path, tag, group, lvl0, lvl1]], headings: [lvl2…lvl6 text],
 *  sections: [[id, page, position, anchor, level, headingStart, bodyStart, ...heading indexes of lvl2…, -1 for none]],
 *  wordFiles: [[from, to]] (see indexFiles)}
 */
function sectionTable(fragments, wordFiles) {
  const pages = [];
  const pageIndex = new Map();
  const headings = [];
  const headingIndex = new Map();
  const sections = [];
  for (const {id, fragment} of fragments) {
    const first = (key) => fragment.filters[key]?.[0] ?? '';
    const [pagePath, anchor = ''] = first('url').split('#');
    const pageKey = JSON.stringify([pagePath, first('docusaurus_tag'), first('group'), first('lvl0'), first('lvl1')]);
    if (!pageIndex.has(pageKey)) pageIndex.set(pageKey, pages.push(JSON.parse(pageKey)) - 1);
    const level = Number(first('type').slice(3));
    const headingIndexes = [];
    for (let l = 2; l <= level; l++) {
      const text = fragment.filters[`lvl${l}`]?.[0];
      // A level the section has no heading at (an h3 with no h2 above it): -1.
      if (text !== undefined && !headingIndex.has(text)) headingIndex.set(text, headings.push(text) - 1);
      headingIndexes.push(text === undefined ? -1 : headingIndex.get(text));
    }
    const location = (anchorId, fallback) => fragment.anchors.find((a) => a.id === anchorId)?.location ?? fallback;
    // The record's key is the page path and the section's position on it (index.ts pagefindDocument).
    const position = Number(fragment.url.split('#')[1] ?? 0);
    sections.push([
      id,
      pageIndex.get(pageKey),
      position,
      anchor,
      level,
      location('h', 0),
      location('b', fragment.word_count),
      ...headingIndexes,
    ]);
  }
  // By page and position rather than Pagefind's order (its ids): 1 KB less of its 56 KB compressed (28 November
  // 2026, gzip -9 of build/pagefind/sections.json with its rows in either order).
  sections.sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  return {pages, headings, sections, wordFiles};
}

/**
 * The files of the index as Pagefind's metadata lists them:
 * - words: the range of words each file of the word index holds, [first, last, hash], in its order (first and last
 *   shortened to the letters that tell neighbouring files apart). The client reads the ranges to tell whether a
 *   half-typed word's longer forms lie in one file (client/preload.ts waitsForNextKey), and which file to fetch for a
 *   word before the engine has started (client/preload.ts preloadQuery);
 * - filters: the file of each filter, {name: hash}.
 *
 * The metadata is CBOR (after Pagefind's signature, inside its gzip): an array whose third item lists the word files
 * as [from, to, hash] and whose fourth lists the filters as [name, hash]. This reads the few CBOR forms it is made of;
 * a form it does not know fails the build.
 */
function indexFiles(metaFile) {
  const bytes = gunzipSync(metaFile.content);
  if (bytes.subarray(0, PAGEFIND_SIGNATURE.length).toString() !== PAGEFIND_SIGNATURE)
    throw new Error(`${metaFile.path} is not a Pagefind metadata file this writer knows.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = PAGEFIND_SIGNATURE.length;
  const number = (info) => {
    if (info < 24) return info;
    const size = 2 ** (info - 24);
    const value = [view.getUint8, view.getUint16, view.getUint32][Math.log2(size)]?.call(view, at);
    if (value === undefined) throw new Error(`${metaFile.path}: a CBOR length this writer cannot read (${info}).`);
    at += size;
    return value;
  };
  const item = () => {
    const head = bytes[at++];
    const count = number(head & 31);
    const read = [
      () => count,
      () => -1 - count,
      () => bytes.subarray(at, (at += count)),
      () => new TextDecoder().decode(bytes.subarray(at, (at += count))),
      () => Array.from({length: count}, item),
    ][head >> 5];
    if (!read) throw new Error(`${metaFile.path}: a CBOR form this writer does not read (${head >> 5}).`);
    return read();
  };
  const [, , chunks, filters] = item();
  const strings = (row, length) => row?.length === length && row.every((value) => typeof value === 'string');
  if (!chunks?.every?.((chunk) => strings(chunk, 3)) || !filters?.every?.((filter) => strings(filter, 2)))
    throw new Error(`${metaFile.path} does not list its word and filter files as the Pagefind this writer knows.`);
  return {words: chunks, filters: Object.fromEntries(filters)};
}

// The input is JSON lines: first the settings, then one document per line, sent as the build's pages are read, so
// Pagefind indexes the first while the last are still being parsed.
const lines = createInterface({input: process.stdin, crlfDelay: Infinity})[Symbol.asyncIterator]();
// sectionTableFile: where the section table goes, under the index's folder (named in client/sectionTable.ts, which reads it).
const {dir, wordIndexChunkSize, sectionTableFile} = JSON.parse((await lines.next()).value);
// Pagefind's binary, which the Node API starts below, reads the size of the
// word index's files from its environment; the variable is its only setting
// for it, named unstable. Should a later Pagefind drop it, the files go back
// to its default size, which the local-search browser tests notice.
process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(wordIndexChunkSize);

const {index, errors} = await createIndex({});
if (!index) {
  // Pagefind's binary comes from an optional package per platform; a lock file
  // written on another platform can leave it out until `npm install` runs.
  const binaryPackage = `@pagefind/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  throw new Error(
    `Pagefind could not start (${errors.join('; ')}). Its binary comes from ${binaryPackage}: run \`npm install\` to fetch it.`,
  );
}
try {
  const failures = [];
  const added = [];
  for await (const line of {[Symbol.asyncIterator]: () => lines}) {
    const document = JSON.parse(line);
    added.push(
      index.addHTMLFile(document).then((response) => {
        if (response.errors.length) failures.push(`${document.url}: ${response.errors.join('; ')}`);
      }),
    );
  }
  await Promise.all(added);
  if (failures.length)
    throw new Error(`Pagefind rejected ${failures.length} records:\n${failures.slice(0, 10).join('\n')}`);
  const files = await index.getFiles();
  if (files.errors.length) throw new Error(`Pagefind could not write the index: ${files.errors.join('; ')}`);
  await fs.rm(dir, {recursive: true, force: true});
  const kept = files.files.filter((file) => !UNUSED_FILES.test(file.path));
  for (const folder of new Set(kept.map((file) => path.dirname(path.join(dir, file.path)))))
    mkdirSync(folder, {recursive: true});
  // Synchronous: this process does nothing else meanwhile, and writing the 3,100 files one awaited mkdir and write
  // after another made the whole index take 2.8 s against 1.8 s (28 November 2026: writeSearchIndex over the pages
  // of a finished build, run alone with `node --import tsx`).
  for (const file of kept) writeFileSync(path.join(dir, file.path), file.content);
  const written = kept.length;
  const bytes = kept.reduce((sum, file) => sum + file.content.length, 0);
  const fragments = [];
  for (const file of kept) {
    const fragment = /^fragment\/(.+)\.pf_fragment$/.exec(file.path);
    if (!fragment) continue;
    const text = gunzipSync(file.content).toString('utf8');
    if (!text.startsWith(PAGEFIND_SIGNATURE))
      throw new Error(`${file.path} is not a Pagefind fragment this writer knows.`);
    fragments.push({id: fragment[1], fragment: JSON.parse(text.slice(PAGEFIND_SIGNATURE.length))});
  }
  // In the order of the ids: the same index always writes the same table.
  fragments.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const metaFile = kept.find((file) => file.path.endsWith('.pf_meta'));
  const indexed = indexFiles(metaFile);
  const table = JSON.stringify(
    sectionTable(
      fragments,
      indexed.words.map(([from, to]) => [from, to]),
    ),
  );
  writeFileSync(path.join(dir, sectionTableFile), table);
  // The entry file, which the page reads first, also names the index's word and filter files (under a key of its own,
  // which Pagefind does not read): with data saver on, the page fetches those a query needs while Pagefind's
  // WebAssembly is still on its way, instead of after it (client/preload.ts).
  const entryFile = kept.find((file) => file.path === ENTRY_FILE);
  const entry = JSON.parse(new TextDecoder().decode(entryFile.content));
  entry[ENTRY_FILES_KEY] = indexed;
  const entryJson = JSON.stringify(entry);
  writeFileSync(path.join(dir, ENTRY_FILE), entryJson);
  const total = bytes + table.length + entryJson.length - entryFile.content.length;
  process.stdout.write(JSON.stringify({records: added.length, files: written + 1, bytes: total}));
} finally {
  await close();
}
