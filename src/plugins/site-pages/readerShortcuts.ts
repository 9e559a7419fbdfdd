import type {Plugin} from 'esbuild';

/**
 * Two shortcuts in the bundle of the reader threads (./built.ts), for work the twins' HTML-to-Markdown libraries
 * repeat on every page. Both leave every twin byte for byte the same: the twins of all 654 built pages compared
 * with and without them (28 November 2026). Together they cut the conversion by about a fifth (2.8-2.9 s against
 * 2.1-2.5 s for those pages in one thread, three passes of a bundle with and without this plugin, run with node).
 *
 * - hast-util-minify-whitespace (1.0.1, the latest) asks hast-util-is-element whether each node is one of 80 tag
 *   names, passing the list, and is-element builds a test from the list on every call. Here a list of names is
 *   turned into a test once, which checks a Set. It can go once minify-whitespace builds its tests once itself.
 * - hast-util-to-mdast copies the whole tree before it changes it. The readers hand it a tree that nothing uses
 *   afterwards (./reading.ts converts the twin last), so that copy is skipped (its other copies, of parts it
 *   wraps, stay). It must go if a reader ever uses the tree after the twin.
 *
 * The modules are written inside `setup`, so that the bundle cache's key (./bundle.ts) covers all of this code.
 */
export const readerShortcuts: Plugin = {
  name: 'reader-shortcuts',
  setup(build) {
    const namespace = 'reader-shortcuts';
    const modules: Record<string, string> = {
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
    };
    build.onResolve({filter: /^hast-util-is-element$/}, (args) =>
      args.namespace === namespace ? undefined : {path: 'is-element', namespace},
    );
    build.onResolve({filter: /^@ungap\/structured-clone$/}, (args) =>
      /[/\\]hast-util-to-mdast[/\\]lib[/\\]index\.js$/.test(args.importer) ? {path: 'no-copy', namespace} : undefined,
    );
    build.onLoad({filter: /.*/, namespace}, (args) => ({resolveDir: __dirname, contents: modules[args.path]}));
  },
};
