import path from 'node:path';
import type {PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';

/** The package the reference documents (./typedoc-plugin.mjs resolves it by this name too). */
export const sdkPackageName = '@eventcatalog/sdk';

/** docusaurus-plugin-typedoc's options for the SDK reference; ./typedoc-plugin.mjs writes the entry and tsconfig. */
export function sdkTypedocOptions({siteDir, out, workDir}: {siteDir: string; out: string; workDir: string}) {
  return {
    // A plugin instance of its own; the docs instance that shows the pages has id "sdk".
    id: 'sdk-typedoc',
    entryPoints: [path.join(workDir, 'sdk.d.ts')],
    tsconfig: path.join(workDir, 'tsconfig.json'),
    out,
    plugin: [path.join(siteDir, 'src/plugins/sdk-reference/typedoc-plugin.mjs')],
    router: 'sdk-function',
    name: 'EventCatalog SDK',
    readme: 'none',
    disableSources: true,
    sort: ['alphabetical'],
    // The types the signatures name are not exported (only functions get pages); say nothing about that.
    validation: {notExported: false, invalidLink: true, notDocumented: false},
    // The SDK's declarations have slips (an undeclared ExportedResource, Buffer without Node types).
    skipErrorChecking: true,
    logLevel: 'Warn',
    // The family sidebar of ./index.ts replaces the theme's generated one.
    sidebar: {autoConfiguration: false},
    // The docs page supplies the title and the navigation; the front matter, the rest.
    ...({
      hidePageTitle: true,
      hidePageHeader: true,
      hideBreadcrumbs: true,
      useCodeBlocks: true,
      sanitizeComments: true,
      expandParameters: false,
      parametersFormat: 'table',
    } satisfies Partial<MarkdownOptions>),
  };
}
