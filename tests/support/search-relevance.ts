import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {INDEX_DIR} from '../../src/plugins/search/settings';

/**
 * The relevance set: queries a reader types, each with the page that should
 * answer it (any of `pages` counts). The local index must put that page in
 * the first three hits the search modal lists for at least RELEVANCE_TARGET
 * of them. Pages are site paths of real pages: a page that is moved or
 * removed fails the check (expectedPagesMissing) rather than lowering the
 * score silently.
 */
export type RelevanceQuery = {query: string; pages: string[]};

export const RELEVANCE_TARGET = 0.9;

export const relevanceSet: RelevanceQuery[] = [
  // SDK functions, by name.
  {query: 'getEvent', pages: ['/docs/sdk/function/getEvent']},
  {query: 'writeService', pages: ['/docs/sdk/function/writeService']},
  {query: 'addEventToChannel', pages: ['/docs/sdk/function/addEventToChannel']},
  {query: 'versionCommand', pages: ['/docs/sdk/function/versionCommand']},
  {query: 'getDomains', pages: ['/docs/sdk/function/getDomains']},
  {query: 'addFileToAdr', pages: ['/docs/sdk/function/addFileToAdr']},
  // Front-matter fields of resources.
  {
    query: 'resourceGroups',
    pages: ['/docs/api/domain', '/docs/api/flow', '/docs/api/entity', '/docs/api/data-product'],
  },
  {
    query: 'schemaPath',
    pages: ['/docs/development/components/schemas', '/docs/api/event', '/docs/development/guides/messages'],
  },
  {query: 'event front matter', pages: ['/docs/api/event']},
  {query: 'service front matter', pages: ['/docs/api/service']},
  {query: 'channel front matter', pages: ['/docs/api/channel']},
  // Configuration keys (eventcatalog.config.js).
  {query: 'trailingSlash', pages: ['/docs/api/config', '/docs/development/deployment/overview']},
  {query: 'landingPage', pages: ['/docs/development/customization/landing-page', '/docs/api/config']},
  {query: 'llmsTxt', pages: ['/docs/development/developer-tools/llms-txt', '/docs/api/config']},
  {query: 'config file', pages: ['/docs/api/config']},
  // Licence variables.
  // A 4.x key someone still holds: in the current docs only the page about 4.x keys and the upgrade guide name it.
  {
    query: 'EVENTCATALOG_SCALE_LICENSE_KEY',
    pages: ['/docs/development/licensing/v4-licence-keys', '/docs/development/guides/upgrading'],
  },
  {query: 'EVENTCATALOG_LICENSE_KEY_OPENAPI', pages: ['/docs/development/licensing/v4-licence-keys']},
  {query: 'EVENTCATALOG_DISABLE_CHANNEL_MIGRATION', pages: ['/docs/api/event']},
  // Generator options.
  {
    query: 'saveParsedSpecFile',
    pages: ['/docs/plugins/asyncapi/plugin-configuration', '/docs/plugins/openapi/plugin-configuration'],
  },
  {query: 'sidebarBadgeType', pages: ['/docs/plugins/openapi/plugin-configuration']},
  {query: 'registryName', pages: ['/docs/plugins/eventbridge/configuration']},
  // Topics.
  {query: 'upgrade', pages: ['/docs/development/guides/upgrading']},
  {query: 'deployment', pages: ['/docs/development/deployment/overview']},
  {query: 'docker', pages: ['/docs/development/deployment/docker']},
  {query: 'hosting', pages: ['/docs/development/deployment/hosting']},
  {query: 'changelog', pages: ['/docs/development/guides/changelogs', '/docs/changelogs']},
  {query: 'asyncapi generator', pages: ['/docs/plugins/asyncapi/intro']},
  {query: 'openapi generator', pages: ['/docs/plugins/openapi/intro']},
  {query: 'eventbridge', pages: ['/docs/plugins/eventbridge/intro', '/integrations/amazon-eventbridge']},
  {query: 'federation', pages: ['/docs/plugins/eventcatalog-federation/introduction', '/federation']},
  {query: 'mcp server', pages: ['/docs/development/developer-tools/mcp-server']},
  {query: 'installation', pages: ['/docs/development/getting-started/installation']},
  {
    query: 'project structure',
    pages: ['/docs/development/getting-started/project-structure', '/docs/development/guides/project-structure'],
  },
  {query: 'branding', pages: ['/docs/development/customization/branding']},
  {query: 'custom components', pages: ['/docs/development/customization/custom-components']},
  {query: 'rss feed', pages: ['/docs/development/guides/rss']},
  {query: 'owners', pages: ['/docs/development/guides/owners', '/docs/owners']},
  {query: 'flows', pages: ['/docs/development/guides/flows', '/docs/flows', '/docs/api/flow']},
  {query: 'environments', pages: ['/docs/development/deployment/environments']},
  {query: 'backstage', pages: ['/docs/plugins/backstage/intro', '/integrations/backstage']},
  // EventCatalog 5 topics, one query each: sign-in, custom pages, embedding, linting and governance, the CLI and the
  // Editor, AI tools, schemas, custom docs, analytics, and the schema-registry generators.
  {query: 'AUTH_SECRET', pages: ['/docs/development/authentication/overview']},
  {query: 'okta sign in callback', pages: ['/docs/development/authentication/providers']},
  {query: 'pages/api api routes', pages: ['/docs/development/customization/custom-pages']},
  {query: 'embed=true iframe', pages: ['/docs/development/customization/embedding']},
  {query: 'eventcatalogrc.js', pages: ['/docs/development/governance/linter']},
  {query: 'governance.yaml consumer_added', pages: ['/docs/development/governance/architecture-change-detection']},
  {query: 'defineFitnessFunction', pages: ['/docs/development/governance/fitness-functions']},
  {query: '@eventcatalog/cli', pages: ['/docs/development/cli/overview']},
  {query: 'export DSL .ec file', pages: ['/docs/development/cli/export-import']},
  {query: 'custom exports partners', pages: ['/docs/development/cli/export-import']},
  {query: 'architecture.html reference', pages: ['/docs/development/cli/export-import']},
  {query: 'X-Forwarded-Host allowedDomains', pages: ['/docs/api/config']},
  {query: 'npm run editor', pages: ['/docs/development/developer-tools/editor']},
  {query: 'npx skills add event-catalog/skills', pages: ['/docs/development/developer-tools/ai-skills']},
  {query: 'ubiquitous-language.txt', pages: ['/docs/development/developer-tools/ubiquitous-language-txt']},
  {query: 'SLACK_APP_TOKEN', pages: ['/docs/development/developer-tools/slack-bot']},
  {query: 'Code-to-Docs', pages: ['/docs/development/developer-tools/agents']},
  {query: 'eventcatalog.chat.js', pages: ['/docs/development/guides/chat']},
  {query: 'fields explorer', pages: ['/docs/development/guides/schema-explorer']},
  {query: 'schema sources', pages: ['/docs/development/guides/schemas']},
  {query: 'resource references', pages: ['/docs/development/components/resource-references']},
  {query: 'customDocs sidebar', pages: ['/docs/development/customization/custom-documentation']},
  {query: 'PostHog', pages: ['/docs/development/guides/analytics']},
  {query: 'graphql generator', pages: ['/docs/plugins/graphql/intro']},
  {query: 'EVENTCATALOG_GITHUB_TOKEN', pages: ['/docs/plugins/github/installation']},
  {query: 'AWS Glue schema registry', pages: ['/docs/plugins/aws-glue/intro']},
  {query: 'Apicurio registry', pages: ['/docs/plugins/apicurio/intro']},
  {query: 'CONFLUENT_SCHEMA_REGISTRY_KEY', pages: ['/docs/plugins/confluent-schema-registry/installation']},
  {query: 'AZURE_SCHEMA_REGISTRY_TOKEN', pages: ['/docs/plugins/azure-schema-registry/installation']},
];

/** Expected pages with no built HTML in buildDir: the set names pages that no longer exist. */
export function expectedPagesMissing(buildDir: string): string[] {
  const built = (sitePath: string) =>
    fs.existsSync(path.join(buildDir, `${sitePath}.html`)) ||
    fs.existsSync(path.join(buildDir, sitePath, 'index.html'));
  return [...new Set(relevanceSet.flatMap((q) => q.pages))].filter((page) => !built(page));
}

/**
 * Pagefind's script from a build, loaded in Node: copied to a .mjs file
 * (Node would read the .js one as CommonJS) and imported from there.
 */
export function nodePagefindLoader(buildDir: string, scratchDir: string) {
  return async () => {
    fs.mkdirSync(scratchDir, {recursive: true});
    const file = path.join(scratchDir, 'pagefind.mjs');
    fs.copyFileSync(path.join(buildDir, INDEX_DIR, 'pagefind.js'), file);
    return import(pathToFileURL(file).href);
  };
}

/** The request DocSearch's modal sends (the parts the local client reads). */
/** Every docusaurus_tag the build's pages carry ("default", "docs-default-current", "docs-default-4.x", …). */
export function searchTagsOf(dir: string): string[] {
  const tags = new Set<string>(['default']);
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html')) continue;
    const tag = /<meta[^>]*name=["']?docusaurus_tag["']?[^>]*content=["']?([\w.-]+)/.exec(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    )?.[1];
    if (tag) tags.add(tag);
  }
  return [...tags].sort();
}

/**
 * The contextual filter the modal sends from a page of the current docs (or any page outside the docs): the
 * language, and the pages tagged "default" or with the current version of a docs plugin; older docs versions are
 * left out.
 */
export function currentDocsFacetFilters(tags: string[]): (string | string[])[] {
  return [
    'language:en',
    tags.filter((tag) => tag === 'default' || tag.endsWith('-current')).map((tag) => `docusaurus_tag:${tag}`),
  ];
}

export const modalRequest = (query: string, facetFilters: (string | string[])[] = []) => ({
  requests: [{indexName: 'eventcatalog', query, hitsPerPage: 20, attributesToSnippet: ['content:10'], facetFilters}],
});

export type RelevanceResult = {query: string; expected: string; rank: number; firstThree: string[]};

/**
 * Hits' pages in the order the modal lists them: grouped by lvl0 in order of
 * first appearance, at most perGroup each, pages (lvl1) kept together.
 */
export function modalPages(hits: {url: string; hierarchy: Record<string, string | null>}[], perGroup = 5): string[] {
  const groups = new Map<string, typeof hits>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0 ?? '') ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(hit.hierarchy.lvl0 ?? '', group);
  }
  return [...groups.values()].flatMap((group) => {
    const pages = new Map<string, typeof hits>();
    for (const hit of group) pages.set(hit.hierarchy.lvl1 ?? '', [...(pages.get(hit.hierarchy.lvl1 ?? '') ?? []), hit]);
    return [...pages.values()].flat().map((hit) => new URL(hit.url, 'http://site.invalid').pathname);
  });
}

/** Scores a search function (query → modal hits) on the set. */
export async function scoreRelevance(
  search: (query: string) => Promise<{url: string; hierarchy: Record<string, string | null>}[]>,
): Promise<{
  total: number;
  inFirstThree: number;
  first: number;
  misses: RelevanceResult[];
  results: RelevanceResult[];
}> {
  const results: RelevanceResult[] = [];
  for (const {query, pages} of relevanceSet) {
    const shown = modalPages(await search(query));
    const rank = shown.findIndex((page) => pages.includes(page)) + 1;
    results.push({query, expected: pages.join(' or '), rank, firstThree: shown.slice(0, 3)});
  }
  const inFirstThree = results.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  return {
    total: results.length,
    inFirstThree,
    first: results.filter((r) => r.rank === 1).length,
    misses: results.filter((r) => !(r.rank >= 1 && r.rank <= 3)),
    results,
  };
}
