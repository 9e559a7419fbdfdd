/**
 * Writes a Pagefind index: reads {dir, documents: [{url, content}], wordIndexChunkSize}
 * as JSON on stdin, indexes each document (an HTML string), writes the files the
 * browser needs into dir and prints {records, files, bytes} as JSON.
 *
 * A script of its own because Pagefind's Node API is an ES module only, and
 * Docusaurus loads plugins as CommonJS (./index.ts runs this with node).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {close, createIndex} from 'pagefind';

/** Pagefind's ready-made UIs: the modal is our UI. Its web worker stays: the engine runs there (client/pagefind.ts). */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.|^playground\//;

let input = '';
for await (const chunk of process.stdin) input += chunk;
const {dir, documents, wordIndexChunkSize} = JSON.parse(input);
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
  await Promise.all(
    documents.map(async (document) => {
      const response = await index.addHTMLFile(document);
      if (response.errors.length) failures.push(`${document.url}: ${response.errors.join('; ')}`);
    }),
  );
  if (failures.length)
    throw new Error(`Pagefind rejected ${failures.length} records:\n${failures.slice(0, 10).join('\n')}`);
  const files = await index.getFiles();
  if (files.errors.length) throw new Error(`Pagefind could not write the index: ${files.errors.join('; ')}`);
  await fs.rm(dir, {recursive: true, force: true});
  let written = 0;
  let bytes = 0;
  for (const file of files.files) {
    if (UNUSED_FILES.test(file.path)) continue;
    const target = path.join(dir, file.path);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, file.content);
    written += 1;
    bytes += file.content.length;
  }
  process.stdout.write(JSON.stringify({records: documents.length, files: written, bytes}));
} finally {
  await close();
}
