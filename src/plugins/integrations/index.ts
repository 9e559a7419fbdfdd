import fs from 'node:fs/promises';
import path from 'node:path';
import {aliasedSitePath, docuHash, DEFAULT_PARSE_FRONT_MATTER, addTrailingPathSeparator} from '@docusaurus/utils';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';
import remarkMarkers from '../markers/remark';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {drawSetLogo, generatedLogoPath, logoSets, parseSetLogo} from './logos';
import {
  IntegrationValidationError,
  invalidIntegration,
  validateIntegration,
  validateIntegrationSet,
  type IntegrationFrontMatter,
} from './schema';

/**
 * The `integrations/` content type, one MDX file per integration: like the official content plugins it validates every
 * file once, writes the metadata as JSON, compiles each body with the site's MDX pipeline and creates the routes
 * /integrations and /integrations/{slug}.
 */

export type IntegrationMetadata = IntegrationFrontMatter & {
  /** Where the card links: the detail page, or `href` for card-only entries. */
  permalink: string;
  source: string;
};

/** What a card on /integrations shows: no configuration examples or licence text. */
const cardFields = [
  'slug',
  'title',
  'description',
  'kind',
  'logo',
  'permalink',
  'author',
  'new',
  'comingSoon',
  'upvoteUrl',
] as const;
export type IntegrationCardData = Pick<IntegrationMetadata, (typeof cardFields)[number]>;

export type IntegrationsContent = {
  integrations: (IntegrationMetadata & {
    filePath: string;
    /** The mark drawn from an icon set, written to `logo` when the site builds. */
    logoSvg?: string;
  })[];
};

const PLUGIN_NAME = 'integrations';

/** Static directory the marks drawn from icon sets are written to; docusaurus.config.ts lists it. */
export const logosStaticDir = '.docusaurus/integrations-static';

const fail = (file: string, problem: string): never => {
  throw invalidIntegration(file, [problem]);
};

export async function loadIntegrations(
  contentDir: string,
  siteDir: string,
  staticDirs: string[],
): Promise<IntegrationsContent> {
  const files = (await fs.readdir(contentDir)).filter((f) => f.endsWith('.mdx')).sort();
  const entries = await Promise.all(
    files.map(async (name) => {
      const filePath = path.join(contentDir, name);
      const file = path.relative(siteDir, filePath);
      const {frontMatter, content: body} = await DEFAULT_PARSE_FRONT_MATTER({
        filePath,
        fileContent: await fs.readFile(filePath, 'utf8'),
      });
      const valid = validateIntegration(frontMatter, file);
      // A file `logo` or `cover` must be in one of the static folders.
      const checkStaticFile = (field: string, sitePath: string) =>
        Promise.any(staticDirs.map((dir) => fs.access(path.join(dir, sitePath)))).catch(() =>
          fail(file, `${field}: no file at static${sitePath}; add the image or fix the path`),
        );
      if (`${valid.slug}.mdx` !== name) {
        fail(file, `slug: "${valid.slug}" must match the file name (${valid.slug}.mdx)`);
      }
      // The page shows `configure` where the body says, inside its worked example.
      const placements = body.match(/<Configuration\s*\/>/g)?.length ?? 0;
      if (valid.detailPage && placements !== 1) {
        fail(file, `configure: the body must place the example once with <Configuration /> (found ${placements})`);
      }
      let logoSvg: string | undefined;
      const fromSet = parseSetLogo(valid.logo);
      if (fromSet) {
        logoSvg = await drawSetLogo(fromSet.set, fromSet.name);
        if (!logoSvg)
          fail(file, `logo: ${logoSets[fromSet.set]} has no icon "${fromSet.name}"; check the name in the set`);
      } else await checkStaticFile('logo', valid.logo);
      if (valid.cover) await checkStaticFile('cover', valid.cover);
      return {file, filePath, frontMatter: valid, logoSvg};
    }),
  );
  validateIntegrationSet(entries);
  return {
    integrations: entries.map(({file, filePath, frontMatter, logoSvg}) => ({
      ...frontMatter,
      logo: logoSvg ? generatedLogoPath(frontMatter.slug) : frontMatter.logo,
      permalink: frontMatter.detailPage ? `/integrations/${frontMatter.slug}` : frontMatter.href,
      source: file,
      filePath,
      logoSvg,
    })),
  };
}

export default async function integrationsPlugin(context: LoadContext): Promise<Plugin<IntegrationsContent>> {
  const {siteDir, siteConfig, generatedFilesDir} = context;
  const contentDir = path.join(siteDir, 'integrations');
  const logosDir = path.resolve(siteDir, logosStaticDir);
  const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir));
  if (!staticDirs.includes(logosDir)) {
    throw new Error(
      `The integrations plugin writes logos to ${logosStaticDir}: add it to staticDirectories in docusaurus.config.ts`,
    );
  }
  // Logos given as a file live in the site's own static folders.
  const sourceStaticDirs = staticDirs.filter((dir) => dir !== logosDir);
  const dataDir = path.join(generatedFilesDir, PLUGIN_NAME, 'default');
  const metadataPath = (mdxPath: string) => path.join(dataDir, `${docuHash(aliasedSitePath(mdxPath, siteDir))}.json`);

  const mdxRule = await createMDXLoaderRule({
    include: [addTrailingPathSeparator(contentDir)],
    options: {
      useCrossCompilerCache: siteConfig.future.faster.mdxCrossCompilerCache,
      admonitions: true,
      // <Since /> and <PlanMarker />, checked as in the docs.
      remarkPlugins: [remarkMarkers],
      staticDirs,
      siteDir,
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
      const content = await loadIntegrations(contentDir, siteDir, sourceStaticDirs);
      await fs.rm(logosDir, {recursive: true, force: true});
      for (const {logo, logoSvg} of content.integrations) {
        if (!logoSvg) continue;
        await fs.mkdir(path.dirname(path.join(logosDir, logo)), {recursive: true});
        await fs.writeFile(path.join(logosDir, logo), logoSvg);
      }
      return content;
    },

    async contentLoaded({content, actions}) {
      const {createData, addRoute} = actions;
      // Pages get their integrations as route modules; the menus read them in src/plugins/navigation.
      const cards = content.integrations.map((i) => Object.fromEntries(cardFields.map((field) => [field, i[field]])));
      const listPath = await createData('integrations.json', JSON.stringify(cards));
      addRoute({
        path: '/integrations',
        component: '@site/src/plugins/integrations/theme/IntegrationsIndexPage',
        exact: true,
        modules: {integrations: listPath},
      });

      for (const {filePath, logoSvg, ...metadata} of content.integrations.filter((i) => i.detailPage)) {
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
      // `href` is where "Read the docs" points: it must be a page this build made
      // (its #section is checked by the broken-anchor check of the build).
      const routes = new Set(routesPaths);
      const broken = content.integrations.filter((i) => !routes.has(i.href.split('#')[0]));
      if (broken.length > 0) {
        const problem = (href: string) => `href: "${href}" is not a page of this site; link to an existing doc page`;
        const messages = broken.map((i) => invalidIntegration(i.source, [problem(i.href)]).message);
        throw new IntegrationValidationError(messages.join('\n'));
      }
    },
  };
}
