import fs from 'node:fs/promises';
import path from 'node:path';
import {aliasedSitePath, docuHash, DEFAULT_PARSE_FRONT_MATTER, addTrailingPathSeparator} from '@docusaurus/utils';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  IntegrationValidationError,
  integrationKinds,
  validateIntegration,
  validateIntegrationSet,
  type IntegrationFrontMatter,
} from './schema';

/**
 * The `integrations/` content type: one MDX file per integration. Like the
 * official content plugins it loads and validates every file once, writes the
 * metadata as JSON, compiles each body with the site's MDX pipeline and
 * creates the routes /integrations and /integrations/{slug}.
 */

export type IntegrationMetadata = IntegrationFrontMatter & {
  /** Where the card links: the detail page, or `href` for card-only entries. */
  permalink: string;
  source: string;
};

export type IntegrationsContent = {integrations: (IntegrationMetadata & {filePath: string})[]};

/** What components read with usePluginData('integrations'). */
export type IntegrationsGlobalData = {
  kinds: typeof integrationKinds;
  integrations: IntegrationMetadata[];
};

const PLUGIN_NAME = 'integrations';

export async function loadIntegrations(contentDir: string, siteDir: string, staticDirs: string[]): Promise<IntegrationsContent> {
  const files = (await fs.readdir(contentDir)).filter((f) => f.endsWith('.mdx')).sort();
  const entries = await Promise.all(
    files.map(async (name) => {
      const filePath = path.join(contentDir, name);
      const file = path.relative(siteDir, filePath);
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: await fs.readFile(filePath, 'utf8')});
      const valid = validateIntegration(frontMatter, file);
      if (`${valid.slug}.mdx` !== name) {
        throw new IntegrationValidationError(
          `Invalid integration ${file}:\n  - slug: "${valid.slug}" must match the file name (${valid.slug}.mdx)`,
        );
      }
      const logoExists = await Promise.any(staticDirs.map((dir) => fs.access(path.join(dir, valid.logo)))).then(
        () => true,
        () => false,
      );
      if (!logoExists) {
        throw new IntegrationValidationError(
          `Invalid integration ${file}:\n  - logo: no file at static${valid.logo}; add the image or fix the path`,
        );
      }
      return {file, filePath, frontMatter: valid};
    }),
  );
  validateIntegrationSet(entries);
  return {
    integrations: entries.map(({file, filePath, frontMatter}) => ({
      ...frontMatter,
      permalink: frontMatter.detailPage ? `/integrations/${frontMatter.slug}` : frontMatter.href,
      source: file,
      filePath,
    })),
  };
}

export default async function integrationsPlugin(context: LoadContext): Promise<Plugin<IntegrationsContent>> {
  const {siteDir, siteConfig, generatedFilesDir} = context;
  const contentDir = path.join(siteDir, 'integrations');
  const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir));
  const dataDir = path.join(generatedFilesDir, PLUGIN_NAME, 'default');
  const metadataPath = (mdxPath: string) => path.join(dataDir, `${docuHash(aliasedSitePath(mdxPath, siteDir))}.json`);

  const mdxRule = await createMDXLoaderRule({
    include: [addTrailingPathSeparator(contentDir)],
    options: {
      useCrossCompilerCache: siteConfig.future.faster.mdxCrossCompilerCache,
      admonitions: true,
      remarkPlugins: [],
      rehypePlugins: [],
      recmaPlugins: [],
      beforeDefaultRehypePlugins: [],
      beforeDefaultRemarkPlugins: [],
      staticDirs,
      siteDir,
      isMDXPartial: () => false,
      metadataPath,
      createAssets: () => ({}),
      markdownConfig: siteConfig.markdown,
    },
  });

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return [`${contentDir}/*.mdx`];
    },

    async loadContent() {
      return loadIntegrations(contentDir, siteDir, staticDirs);
    },

    async contentLoaded({content, actions}) {
      const {createData, addRoute, setGlobalData} = actions;
      const integrations: IntegrationMetadata[] = content.integrations.map(({filePath, ...metadata}) => metadata);
      setGlobalData({kinds: integrationKinds, integrations} satisfies IntegrationsGlobalData);

      const listPath = await createData('integrations.json', JSON.stringify(integrations));
      addRoute({
        path: '/integrations',
        component: '@site/src/plugins/integrations/theme/IntegrationsIndexPage',
        exact: true,
        modules: {integrations: listPath},
      });

      for (const {filePath, ...metadata} of content.integrations.filter((i) => i.detailPage)) {
        const jsonName = path.basename(metadataPath(filePath));
        const dataPath = await createData(jsonName, JSON.stringify(metadata));
        addRoute({
          path: metadata.permalink,
          component: '@site/src/plugins/integrations/theme/IntegrationPage',
          exact: true,
          modules: {content: aliasedSitePath(filePath, siteDir), metadata: dataPath},
        });
      }
    },

    configureWebpack() {
      return {module: {rules: [mdxRule]}};
    },

    async postBuild({content, routesPaths}) {
      // `href` is where "Read the docs" points: it must be a page this build made.
      const routes = new Set(routesPaths);
      const broken = content.integrations.filter((i) => !routes.has(i.href));
      if (broken.length > 0) {
        throw new IntegrationValidationError(
          broken
            .map((i) => `Invalid integration ${i.source}:\n  - href: "${i.href}" is not a page of this site; link to an existing doc page`)
            .join('\n'),
        );
      }
    },
  };
}
