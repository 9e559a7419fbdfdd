import type {Plugin} from '@docusaurus/types';

/**
 * On the server `mermaid` resolves to an empty module. The Mermaid theme imports it from an effect, so the server
 * never runs it, yet the bundler compiled it (with its parser, cytoscape and KaTeX, some 7 MB of source) into the
 * server bundle of every build. The diagrams render in the browser as before.
 *
 * When it can go: once @docusaurus/theme-mermaid (or Docusaurus's server bundle config) leaves browser-only imports
 * out of the server bundle by itself.
 */
export default function browserOnlyLibrariesPlugin(): Plugin {
  return {
    name: 'browser-only-libraries',
    // `false` is the bundler's "ignore this module": the import resolves to an empty module.
    configureWebpack: (_config, isServer) => (isServer ? {resolve: {alias: {mermaid$: false}}} : {}),
  };
}
