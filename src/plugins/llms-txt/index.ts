import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {IntegrationsContent} from '../integrations/index';
import {inlinePartials} from './partials';
import {docsRelease, releaseName} from '../../data/release';
import {markersToMarkdown} from '../../data/markerChecks';
import {markdownTwinPath} from '../../data/markdownTwins';

/**
 * Writes, after the build, what language models and readers of raw text use:
 * - a Markdown twin of every doc page, blog post and integration page:
 *   /docs/a/b -> /docs/a/b.md, /blog/slug -> /blog/slug.md, /integrations/slug -> /integrations/slug.md
 *   (the page actions menu copies and links these)
 * - /llms.txt: the index (title, link to the twin, description), by section
 * - /llms-full.txt: every one of those pages' Markdown in one file
 * It reads the content plugins' own loaded content, so it covers exactly the
 * pages the site builds, including generated ones (the SDK reference).
 */

type Doc = DocsContent['loadedVersions'][number]['docs'][number];

/**
 * Docs name the release they describe through MDX expressions on src/data/release.ts
 * ({releaseName}, {docsRelease.coreVersion}); the twin is raw source, so put the values in.
 */
function resolveReleaseExpressions(text: string): string {
  return text
    .replace(/\{releaseName\}/g, releaseName)
    .replace(/\{docsRelease\.(\w+)\}/g, (expression, key: string) =>
      key in docsRelease ? String(docsRelease[key as keyof typeof docsRelease]) : expression,
    );
}

/** Front matter and MDX-only lines (imports, exports, comments) are noise in plain Markdown; markers become words. */
export function docToMarkdown(source: string, title: string): string {
  const body = markersToMarkdown(resolveReleaseExpressions(
    source
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .split('\n')
      .filter((line) => !/^(import|export) .* from ['"]/.test(line) && !/^\{\/\*.*\*\/\}\s*$/.test(line))
      .join('\n')
      .trim(),
  ));
  // A `# comment` inside a code block is no title.
  const hasTitle = /^# /m.test(body.replace(/^```[\s\S]*?^```/gm, ''));
  return hasTitle ? `${body}\n` : `# ${title}\n\n${body}\n`;
}

/**
 * An integration page's twin: its title and description, the install command,
 * then the body with the `configure` example where the page shows it.
 */
export function integrationToMarkdown(
  source: string,
  integration: {title: string; description: string; install?: string; configure: string; configureFile: string},
): string {
  const language = integration.configureFile.split('.').pop() ?? '';
  const configuration = `\`\`\`${language} title="${integration.configureFile}"\n${integration.configure.trimEnd()}\n\`\`\``;
  const body = docToMarkdown(source, integration.title)
    .replace(/^# .*\n\n?/, '')
    .replace(/^[ \t]*<Configuration\s*\/>[ \t]*$/m, () => configuration);
  return [
    `# ${integration.title}`,
    '',
    integration.description,
    '',
    ...(integration.install ? ['Install:', '', '```bash', integration.install, '```', ''] : []),
    body,
  ].join('\n');
}

const SECTION_NAMES: Record<string, string> = {
  development: 'Guides',
  api: 'API reference',
  plugins: 'Plugins',
  sdk: 'SDK reference',
  contributing: 'Contributing',
};

const laterSections = ['Integrations', 'Blog'];

function sectionOf(doc: Doc): string {
  const [, root, first = ''] = doc.permalink.split('/');
  if (root === 'blog') return 'Blog';
  if (root === 'integrations') return 'Integrations';
  return SECTION_NAMES[first] ?? 'Concepts';
}

/** One line of a Markdown index: a link to the page's twin, then its description. */
const indexLine = (doc: Doc, site: string) =>
  `- [${doc.title}](${site}${markdownTwinPath(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`;

export type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]; link?: Record<string, string>};

/** A category's generated index page (/docs/development/guides …): its title, description and the docs in it. */
type CategoryIndex = {title: string; description?: string; permalink: string; docIds: string[]};

export function generatedIndices(items: SidebarItem[]): CategoryIndex[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const nested = generatedIndices(item.items ?? []);
    if (item.link?.type !== 'generated-index') return nested;
    const docIds = (item.items ?? []).filter((child) => child.type === 'doc' && child.id).map((child) => child.id!);
    const title = item.link.title ?? item.label ?? '';
    return [{title, description: item.link.description, permalink: item.link.permalink, docIds}, ...nested];
  });
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docs: Doc[] = [];
  let categories: CategoryIndex[] = [];
  /** Blog posts and integration pages, with the Markdown of their twin. */
  let otherPages: {doc: Doc; markdown: () => Promise<string>}[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      // Every docs instance: the main docs and the SDK reference.
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      docs = instances
        .flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs))
        // An instance's index page (slug "/") has a trailing slash; the site serves it without one.
        .map((doc) => ({...doc, permalink: doc.permalink.replace(/(.)\/$/, '$1')}));
      const sourceFile = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const integrations = allContent.integrations?.default as IntegrationsContent | undefined;
      otherPages = [
        ...(blog?.blogPosts ?? []).map(({metadata}) => ({
          doc: {title: metadata.title, description: metadata.description, permalink: metadata.permalink} as Doc,
          markdown: async () => docToMarkdown(await fs.readFile(sourceFile(metadata.source), 'utf8'), metadata.title),
        })),
        ...(integrations?.integrations ?? [])
          .filter((integration) => integration.detailPage)
          .map((integration) => ({
            doc: {title: integration.title, description: integration.description, permalink: integration.permalink} as Doc,
            markdown: async () => integrationToMarkdown(await fs.readFile(integration.filePath, 'utf8'), integration),
          })),
      ];
      categories = instances.flatMap((instance) =>
        instance.loadedVersions.flatMap((version) =>
          Object.values(version.sidebars).flatMap((items) => generatedIndices(items as SidebarItem[])),
        ),
      );
    },
    async postBuild({outDir, siteConfig}) {
      // A page's own file, with the MDX partials it renders put in place.
      const sourceMarkdown = async (doc: Doc) => {
        const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        return docToMarkdown(inlinePartials(await fs.readFile(file, 'utf8'), file), doc.title);
      };
      const site = siteConfig.url.replace(/\/$/, '');
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      // Generated index pages have no source file: their twin is the list of their pages.
      const indexPages = categories.map((category) => ({
        doc: {title: category.title, description: category.description ?? '', permalink: category.permalink} as Doc,
        markdown: [
          `# ${category.title}`,
          '',
          ...(category.description ? [category.description, ''] : []),
          ...category.docIds
            .map((id) => byId.get(id))
            .filter((doc): doc is Doc => Boolean(doc))
            .map((doc) => indexLine(doc, site)),
          '',
        ].join('\n'),
      }));
      const entries: {doc: Doc; markdown: () => Promise<string>}[] = [
        ...docs.map((doc) => ({doc, markdown: () => sourceMarkdown(doc)})),
        ...indexPages.map(({doc, markdown}) => ({doc, markdown: async () => markdown})),
        ...otherPages,
      ];
      const pages = await Promise.all(
        entries
          .sort((a, b) => a.doc.permalink.localeCompare(b.doc.permalink))
          .map(async ({doc, markdown: toMarkdown}) => {
            const markdown = await toMarkdown();
            const twin = path.join(outDir, markdownTwinPath(doc.permalink));
            await fs.mkdir(path.dirname(twin), {recursive: true});
            await fs.writeFile(twin, markdown);
            return {doc, markdown};
          }),
      );

      const sections = new Map<string, string[]>();
      for (const {doc} of pages) {
        const lines = sections.get(sectionOf(doc)) ?? [];
        lines.push(indexLine(doc, site));
        sections.set(sectionOf(doc), lines);
      }
      const index = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}. EventCatalog is an open-source tool that documents event-driven architectures: domains, services, events, commands, queries, channels, flows, teams and users.`,
        '',
        `Every page below is also available as one file: ${site}/llms-full.txt`,
        '',
        // Docs first, in the order of their addresses; then integrations and the blog.
        ...[...sections]
          .sort(([a], [b]) => laterSections.indexOf(a) - laterSections.indexOf(b))
          .flatMap(([name, lines]) => [`## ${name}`, '', ...lines, '']),
      ].join('\n');
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        pages.map(({doc, markdown}) => `<!-- ${site}${doc.permalink} -->\n${markdown}`).join('\n---\n\n'),
      );
    },
  };
}
