import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {inlinePartials} from './partials';
import {docsRelease, releaseName} from '../../data/release';
import {markersToMarkdown} from '../../data/markerChecks';

/**
 * Writes, after the build, what language models and readers of raw text use:
 * - a Markdown twin of every doc page: /docs/a/b -> /docs/a/b.md
 * - /llms.txt: the docs index (title, link to the twin, description), by section
 * - /llms-full.txt: every doc page's Markdown in one file
 * It reads the docs plugin's own loaded content, so it covers exactly the pages
 * the site builds, including generated ones (the SDK reference).
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
  return /^# /m.test(body) ? `${body}\n` : `# ${title}\n\n${body}\n`;
}

const SECTION_NAMES: Record<string, string> = {
  development: 'Guides',
  api: 'API reference',
  plugins: 'Plugins',
  sdk: 'SDK reference',
  contributing: 'Contributing',
};

function sectionOf(doc: Doc): string {
  const first = doc.permalink.split('/')[2] ?? '';
  return SECTION_NAMES[first] ?? 'Concepts';
}

/** One line of a Markdown index: a link to the page's twin, then its description. */
const indexLine = (doc: Doc, site: string) =>
  `- [${doc.title}](${site}${doc.permalink}.md)${doc.description ? `: ${doc.description}` : ''}`;

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]; link?: Record<string, string>};

/** A category's generated index page (/docs/development/guides …): its title, description and the docs in it. */
type CategoryIndex = {title: string; description?: string; permalink: string; docIds: string[]};

function generatedIndices(items: SidebarItem[]): CategoryIndex[] {
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
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      // Every docs instance: the main docs and the SDK reference.
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      docs = instances
        .flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs))
        // An instance's index page (slug "/") has a trailing slash; the site serves it without one.
        .map((doc) => ({...doc, permalink: doc.permalink.replace(/(.)\/$/, '$1')}));
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
      const entries: {doc: Doc; markdown?: string}[] = [...docs.map((doc) => ({doc})), ...indexPages];
      const pages = await Promise.all(
        entries
          .sort((a, b) => a.doc.permalink.localeCompare(b.doc.permalink))
          .map(async ({doc, markdown: generated}) => {
            const markdown = generated ?? (await sourceMarkdown(doc));
            const twin = path.join(outDir, `${doc.permalink}.md`);
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
        ...[...sections].flatMap(([name, lines]) => [`## ${name}`, '', ...lines, '']),
      ].join('\n');
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        pages.map(({doc, markdown}) => `<!-- ${site}${doc.permalink} -->\n${markdown}`).join('\n---\n\n'),
      );
    },
  };
}
