import type {Plugin} from '@docusaurus/types';

/**
 * Keeps libraries that only ever run in the browser out of the server bundle.
 *
 * The Mermaid theme imports mermaid dynamically, from an effect, so the server
 * never evaluates it; but the bundler still compiled it, with its parser,
 * cytoscape and KaTeX (some 7 MB of source), into the server bundle of every
 * build. On the server `mermaid` resolves to an empty module instead: the
 * diagrams render in the browser exactly as before, and the server bundle
 * stops paying for them in build time and memory.
 *
 * When it can go: once @docusaurus/theme-mermaid (or Docusaurus's server bundle
 * config) leaves browser-only imports out of the server bundle by itself.
 */
export const browserOnlyLibraries = ['mermaid'] as const;

export default function browserOnlyLibrariesPlugin(): Plugin {
  return {
    name: 'browser-only-libraries',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      // `false` is the bundler's "ignore this module": the import resolves to an empty module.
      return {resolve: {alias: Object.fromEntries(browserOnlyLibraries.map((name) => [`${name}$`, false]))}};
    },
  };
}
