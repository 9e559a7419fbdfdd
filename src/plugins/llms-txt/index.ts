import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {IntegrationsContent} from '../integrations/index';
import {htmlToMarkdown, mainOf} from './htmlToMarkdown';
import {markdownTwinPath} from '../../data/markdownTwins';
import {docsRelease, releaseName, releaseOf, type DocsVersionName} from '../../data/release';

/**
 * Writes, after the build, what language models and readers of raw text use:
 * - a Markdown twin of every doc page, blog post and integration page:
 *   /docs/a/b -> /docs/a/b.md, /blog/slug -> /blog/slug.md, /integrations/slug -> /integrations/slug.md
 *   (the page actions menu copies and links these)
 * - /llms.txt: the index (title, link to the twin, description), by section
 * - /llms-full.txt: every one of those pages' Markdown in one file
 * It reads the content plugins' own loaded content, so it covers exactly the
 * pages the site builds, including generated ones (the SDK reference), and
 * makes each twin from the page's built HTML (./htmlToMarkdown.ts), so that
 * the twin says what the page shows.
 */

type Doc = DocsContent['loadedVersions'][number]['docs'][number];

const SECTION_NAMES: Record<string, string> = {
  development: 'Guides',
  api: 'API reference',
  plugins: 'Plugins',
  sdk: 'SDK reference',
  contributing: 'Contributing',
};

/** The frozen docs versions (versions.json), each listed in a section of its own after the current docs. */
const olderVersions: string[] = JSON.parse(readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8'));
const olderSection = (version: string) => `Previous version: EventCatalog ${version} docs`;
const laterSections = [...olderVersions.map(olderSection), 'Integrations', 'Blog'];

function sectionOf(doc: Doc): string {
  const [, root, first = ''] = doc.permalink.split('/');
  if (root === 'blog') return 'Blog';
  if (root === 'integrations') return 'Integrations';
  if (olderVersions.includes(first)) return olderSection(first);
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
  /** Every page that gets a twin: docs, generated index pages, blog posts and integration pages. */
  let pages: Doc[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      // Every docs instance: the main docs and the SDK reference.
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      const docs = instances
        .flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs))
        // An instance's index page (slug "/") has a trailing slash; the site serves it without one.
        .map((doc) => ({...doc, permalink: doc.permalink.replace(/(.)\/$/, '$1')}));
      const categories = instances.flatMap((instance) =>
        instance.loadedVersions.flatMap((version) =>
          Object.values(version.sidebars).flatMap((items) => generatedIndices(items as SidebarItem[])),
        ),
      );
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const integrations = allContent.integrations?.default as IntegrationsContent | undefined;
      const page = (title: string, description: string | undefined, permalink: string) =>
        ({title, description: description ?? '', permalink}) as Doc;
      pages = [
        ...docs,
        ...categories.map((category) => page(category.title, category.description, category.permalink)),
        ...(blog?.blogPosts ?? []).map(({metadata}) => page(metadata.title, metadata.description, metadata.permalink)),
        ...(integrations?.integrations ?? [])
          .filter((integration) => integration.detailPage)
          .map((integration) => page(integration.title, integration.description, integration.permalink)),
      ].sort((a, b) => a.permalink.localeCompare(b.permalink));
    },
    async postBuild({outDir, siteConfig}) {
      const site = siteConfig.url.replace(/\/$/, '');
      // Converting takes about 10 ms a page. A rebuild reuses the twin of a page whose HTML, address and
      // converter are unchanged (most pages of a warm build; only <main> counts), kept in node_modules/.cache/llms-txt/.
      const cacheFile = path.join(context.siteDir, 'node_modules', '.cache', 'llms-txt', 'twins.json');
      const cached: Record<string, string> = await fs.readFile(cacheFile, 'utf8').then(JSON.parse, () => ({}));
      const fresh: Record<string, string> = {};
      const converter = await fs.readFile(path.join(__dirname, 'htmlToMarkdown.ts'), 'utf8');
      const permalinks = new Set(pages.map((page) => page.permalink));
      // A page of an older docs version says so under its title, with the address of the current page.
      const withVersionNote = (markdown: string, permalink: string) => {
        const version = olderVersions.find((name) => permalink.startsWith(`/docs/${name}/`));
        if (!version) return markdown;
        const {docsRelease} = releaseOf(version as DocsVersionName);
        const current = permalink.replace(`/docs/${version}/`, '/docs/');
        const note =
          `> This page documents EventCatalog ${version} (checked against @eventcatalog/core ${docsRelease.coreVersion}), ` +
          `an earlier version. ${permalinks.has(current) ? `The current version of this page: ${site}${current}` : `The current docs: ${site}/docs`}`;
        return markdown.replace(/^(# .*\n)/, `$1\n${note}\n`);
      };
      const started = Date.now();
      const twins = [];
      // One page at a time: the other plugins' postBuild (search index, social cards) runs beside this one.
      for (const doc of pages) {
        const html = await fs.readFile(path.join(outDir, `${doc.permalink}.html`), 'utf8');
        const key = crypto.createHash('sha256').update(`${converter}\0${site}\0${doc.permalink}\0${mainOf(html) ?? html}`).digest('base64url');
        const converted = cached[key] ?? htmlToMarkdown(html, {site, pagePath: doc.permalink});
        fresh[key] = converted;
        const markdown = withVersionNote(converted, doc.permalink);
        const twin = path.join(outDir, markdownTwinPath(doc.permalink));
        await fs.mkdir(path.dirname(twin), {recursive: true});
        await fs.writeFile(twin, markdown);
        twins.push({doc, markdown});
      }

      const sections = new Map<string, string[]>();
      for (const {doc} of twins) {
        const lines = sections.get(sectionOf(doc)) ?? [];
        lines.push(indexLine(doc, site));
        sections.set(sectionOf(doc), lines);
      }
      const index = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}. EventCatalog documents event-driven architectures: domains, services, events, commands, queries, channels, flows, teams and users.`,
        '',
        `The docs describe ${releaseName} (checked against @eventcatalog/core ${docsRelease.coreVersion}). ` +
          `The docs of earlier versions are listed in their own sections below (${olderVersions.map((v) => `${site}/docs/${v}`).join(', ')}).`,
        '',
        `Every page below is also available as one file: ${site}/llms-full.txt`,
        '',
        // Docs first, in the order of their addresses; then integrations and the blog.
        ...[...sections]
          .sort(([a], [b]) => laterSections.indexOf(a) - laterSections.indexOf(b))
          .flatMap(([name, lines]) => [`## ${name}`, '', ...lines, '']),
      ].join('\n');
      await fs.mkdir(path.dirname(cacheFile), {recursive: true});
      await fs.writeFile(cacheFile, JSON.stringify(fresh));
      const converted = Object.keys(fresh).filter((key) => !(key in cached)).length;
      console.log(`[llms-txt] ${twins.length} Markdown twins (${converted} converted, ${twins.length - converted} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        twins.map(({doc, markdown}) => `<!-- ${site}${doc.permalink} -->\n${markdown}`).join('\n---\n\n'),
      );
    },
  };
}
