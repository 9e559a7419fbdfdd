/**
 * Pagefind's entry file, which its script reads first (the index's language, metadata and WebAssembly), and the key
 * under which the build adds the index's word and filter files to it (pagefind-writer.mjs indexFiles; read by
 * client/preload.ts). Plain JavaScript: the writer runs in Node without a TypeScript loader.
 */
export const ENTRY_FILE = 'pagefind-entry.json';
export const ENTRY_FILES_KEY = 'files';
