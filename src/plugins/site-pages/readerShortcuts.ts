import path from 'node:path';
import type {Plugin} from 'esbuild';

/**
 * Shortcuts in the bundle of the reader threads (./built.ts), for work the twins' HTML-to-Markdown libraries
 * repeat on every page. Each leaves every reading byte for byte the same: the twins of all 654 built pages compared
 * with and without the first two (28 November 2026), which cut the conversion by about a fifth (2.8-2.9 s against
 * 2.1-2.5 s for those pages in one thread, three passes of a bundle with and without this plugin, run with node);
 * the readings of the 593 pages with a <main> compared with and without the third (29 November 2026).
 *
 * - hast-util-minify-whitespace (1.0.1, the latest) asks hast-util-is-element whether each node is one of 80 tag
 *   names, passing the list, and is-element builds a test from the list on every call. Here a list of names is
 *   turned into a test once, which checks a Set. It can go once minify-whitespace builds its tests once itself.
 * - hast-util-to-mdast copies the whole tree before it changes it. The readers hand it a tree that nothing uses
 *   afterwards (./reading.ts converts the twin last), so that copy is skipped (its other copies, of parts it
 *   wraps, stay). It must go if a reader ever uses the tree after the twin.
 * - mdast-util-to-markdown (2.2.3) escapes each run of text by trying every one of its some 40 unsafe patterns on it,
 *   a copy of the text and a regular expression each. A pattern matches only where its character is, so here the
 *   patterns whose character the text lacks are left out first. Its escaping took 1.6 s of three passes over the
 *   pages in one thread, 0.7 s with this (29 November 2026, `node --cpu-prof` on the bundle, self time of `safe`).
 *   It can go once mdast-util-to-markdown passes over the patterns whose character a text lacks itself.
 *
 * The modules are written inside `setup`, so that the bundle cache's key (./bundle.ts) covers all of this code.
 */
export const readerShortcuts: Plugin = {
  name: 'reader-shortcuts',
  setup(build) {
    const namespace = 'reader-shortcuts';
    const modules: Record<string, string | ((real: string) => string)> = {
      'no-copy': 'export default (tree) => tree;',
      'is-element': `
        import {convertElement as convertEach} from 'hast-util-is-element';
        const isNode = (node) => node !== null && typeof node === 'object' && 'type' in node && 'tagName' in node;
        const tests = new WeakMap();
        export function convertElement(test) {
          if (!Array.isArray(test) || !test.every((name) => typeof name === 'string')) return convertEach(test);
          let check = tests.get(test);
          if (!check) {
            const names = new Set(test);
            tests.set(test, (check = (node) => isNode(node) && names.has(node.tagName)));
          }
          return check;
        }
        export const isElement = (node, test, index, parent, context) =>
          isNode(node) ? convertElement(test).call(context, node, index, parent) : false;`,
      'safe-prefiltered': (real: string) => `
        import {safe as safeWithEvery} from ${JSON.stringify(real)};
        export function safe(state, input, config) {
          const value = (config.before || '') + (input || '') + (config.after || '');
          const unsafe = state.unsafe.filter((pattern) => value.includes(pattern.character));
          return unsafe.length === state.unsafe.length
            ? safeWithEvery(state, input, config)
            : safeWithEvery(Object.assign(Object.create(state), {unsafe}), input, config);
        }`,
    };
    build.onResolve({filter: /^hast-util-is-element$/}, (args) =>
      args.namespace === namespace ? undefined : {path: 'is-element', namespace},
    );
    build.onResolve({filter: /^@ungap\/structured-clone$/}, (args) =>
      /[/\\]hast-util-to-mdast[/\\]lib[/\\]index\.js$/.test(args.importer) ? {path: 'no-copy', namespace} : undefined,
    );
    build.onResolve({filter: /^\.\/util\/safe\.js$/}, (args) =>
      /[/\\]mdast-util-to-markdown[/\\]lib[/\\]index\.js$/.test(args.importer)
        ? {path: 'safe-prefiltered', namespace, pluginData: path.join(args.resolveDir, args.path)}
        : undefined,
    );
    build.onLoad({filter: /.*/, namespace}, (args) => {
      const module = modules[args.path];
      return {resolveDir: __dirname, contents: typeof module === 'string' ? module : module(args.pluginData)};
    });
  },
};
