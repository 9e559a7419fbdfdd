import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownTwinPath} from './twins.mjs';
import {releaseOf, type DocsVersionName} from '../../data/release';
import {workerFiles, writeHostWorker} from './hostWorker';
import {contentPages, readBuiltSite, startReaders, type ContentPage} from '../site-pages';
import {docsDescribe, writeMcpIndex} from './mcp/writeIndex';
import {DOCS_MCP_PAGE} from './mcp/docsMcpPage';
// Not from ./mcp/handler.mjs, which loads the MCP SDK (0.2 s) that only the server needs.
import {MCP_PATH} from './mcp/searchIndex.mjs';

/**
 * Writes, after the build, what language models and readers of raw text use: a Markdown twin of every page with one
 * (/docs/a/b.md, /index.md; the page actions menu copies and links these), made from the page's built <main> so that it
 * says what the page shows; /llms.txt and an index per part of the site; /llms-full.txt, every twin in one file; the
 * MCP server's index (./mcp) and the host's worker (./hostWorker.ts). Pages are named as their content plugins named
 * them, others by their <title> (src/plugins/site-pages).
 */

type Doc = Pick<ContentPage, 'title' | 'description' | 'permalink'>;
type IndexFile = {file: string; text: string};

/** The most a Markdown index may hold: agent platforms start cutting an llms.txt beyond about 50,000 characters. */
export const LLMS_TXT_LIMIT = 50_000;

/** The frozen docs versions (versions.json), each with an index of its own. */
const olderVersions: string[] = JSON.parse(readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8'));

/**
 * The parts of the site, each with an index of its own at `<prefix>/llms.txt` that the root /llms.txt links. A page
 * belongs to the part with the longest prefix it starts with; pages in no part are listed in the root index itself.
 */
const PARTS: {prefix: string; name: string; about: string}[] = [
  [
    '/docs/development/',
    'Guides',
    'installing, licence, customizing, deploying, developer tools, Studio and step-by-step guides',
  ],
  ['/docs/api/', 'API reference', 'every front-matter field of each resource type, and eventcatalog.config.js'],
  [
    '/docs/plugins/',
    'Plugins and generators',
    'generators that fill a catalog from AsyncAPI, OpenAPI, registries and gateways',
  ],
  [
    '/docs/sdk',
    'SDK reference',
    'one page per function of @eventcatalog/sdk, the library for reading and writing catalog files',
  ],
  ['/docs/', 'Concepts', 'what domains, services, messages, channels, flows, teams and the other resources are'],
  ...olderVersions.map((version) => [
    `/docs/${version}/`,
    `EventCatalog ${version} docs (previous version)`,
    `the docs of EventCatalog ${version}, kept for catalogs not yet upgraded`,
  ]),
  ['/integrations', 'Integrations', 'what each integration does, how to install and configure it'],
  ['/blog', 'Blog', 'release notes and articles, each true as of its date'],
].map(([prefix, name, about]) => ({prefix, name, about}));

function partOf(permalink: string) {
  const within = (prefix: string) => {
    const base = prefix.replace(/\/$/, '');
    return permalink === base || permalink.startsWith(`${base}/`);
  };
  return PARTS.filter(({prefix}) => within(prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

const markdownAddressRule = (site: string) =>
  `Every page is available as Markdown: add .md to its address (the home page: ${site}${markdownTwinPath('/')}).`;

/** The line under every twin's and index's title that tells an agent where the index of the site's Markdown is. */
const agentDirective = (site: string) =>
  `> For AI agents: the index of this site in Markdown is ${site}/llms.txt. ${markdownAddressRule(site)}`;

/** A note as the first paragraph under a Markdown page's h1. */
const underTitle = (markdown: string, note: string) => markdown.replace(/^(# .*\n)/, `$1\n${note}\n`);

/** A twin opens with its page's h1, a hero's line above it (an eyebrow) moved below it, or with its title as one. */
function leadWithTitle(markdown: string, title: string): string {
  if (markdown.startsWith('# ')) return markdown;
  const heading = /^# .*$/m.exec(markdown);
  if (!heading) return `# ${title}\n\n${markdown}`;
  const before = markdown.slice(0, heading.index).trim();
  const after = markdown.slice(heading.index + heading[0].length).replace(/^\n+/, '');
  return `${heading[0]}\n\n${before}\n\n${after}`;
}

/** One line of a Markdown index: a link to the page's twin, then its description. */
const indexLine = (doc: Doc, site: string) =>
  `- [${doc.title}](${site}${markdownTwinPath(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`;

/**
 * /llms.txt (what the site is, instructions for agents, the parts, the pages in no part) and a `<prefix>/llms.txt` per
 * part; a part past LLMS_TXT_LIMIT is split by the next segment of its pages' addresses, its index linking the parts.
 */
export function llmsIndexes(pages: Doc[], site: string, title: string, tagline: string): IndexFile[] {
  const files: IndexFile[] = [];
  // Writes the index of `prefix` (splitting it when too long) and returns its file.
  const writePart = (prefix: string, name: string, about: string, members: Doc[]): string => {
    const file = `${prefix.replace(/^\//, '').replace(/\/$/, '')}/llms.txt`;
    const header = [
      `# ${title}: ${name}`,
      '',
      `> ${about[0].toUpperCase()}${about.slice(1)}.`,
      '',
      agentDirective(site),
      '',
    ];
    const whole = [...header, ...members.map((doc) => indexLine(doc, site)), ''].join('\n');
    if (whole.length <= LLMS_TXT_LIMIT || members.length < 2) {
      files.push({file, text: whole});
      return file;
    }
    const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
    const bySegment = new Map<string, Doc[]>();
    const direct: Doc[] = [];
    for (const doc of members) {
      const rest = doc.permalink.slice(base.length);
      if (!doc.permalink.startsWith(base) || !rest.includes('/')) direct.push(doc);
      else bySegment.set(rest.split('/')[0], [...(bySegment.get(rest.split('/')[0]) ?? []), doc]);
    }
    const subLines = [...bySegment].map(([segment, docs]) => {
      const under = `${base}${segment}`;
      const subFile = writePart(`${under}/`, `${name}, ${segment}`, `${about}: the pages under ${under}`, docs);
      return `- [${name}, ${segment}](${site}/${subFile}): ${docs.length} pages`;
    });
    // Pages side by side at one level that are still too many for one index go in numbered indexes.
    let lines = direct.map((doc) => indexLine(doc, site));
    const room = LLMS_TXT_LIMIT - [...header, ...subLines].join('\n').length - 200;
    if (lines.join('\n').length > room) {
      const chunks: string[][] = [[]];
      for (const line of lines) {
        if ([...chunks.at(-1)!, line].join('\n').length > LLMS_TXT_LIMIT - header.join('\n').length - 100)
          chunks.push([]);
        chunks.at(-1)!.push(line);
      }
      lines = chunks.map((chunk, i) => {
        const chunkFile = `${base.replace(/^\//, '')}llms-${i + 1}.txt`;
        files.push({file: chunkFile, text: [...header, ...chunk, ''].join('\n')});
        return `- [${name}, pages ${i + 1} of ${chunks.length}](${site}/${chunkFile}): ${chunk.length} pages`;
      });
    }
    const pagesPart = lines.length ? ['', '## Pages', '', ...lines] : [];
    files.push({file, text: [...header, '## Parts', '', ...subLines, ...pagesPart, ''].join('\n')});
    return file;
  };
  const partLines: string[] = [];
  for (const part of PARTS) {
    const members = pages.filter((doc) => partOf(doc.permalink) === part);
    if (members.length === 0) continue;
    const file = writePart(part.prefix, part.name, part.about, members);
    partLines.push(`- [${part.name}](${site}/${file}): ${part.about} (${members.length} pages)`);
  }
  const rest = pages.filter((doc) => !partOf(doc.permalink));
  const root = [
    `# ${title}`,
    '',
    `> ${tagline}. EventCatalog documents event-driven architectures: domains, services, events, commands, queries, channels, flows, teams and users.`,
    '',
    '## Instructions for agents',
    '',
    `- ${docsDescribe}. The docs of earlier versions are kept under ${olderVersions.map((v) => `${site}/docs/${v}`).join(', ')}, with indexes of their own below: use them only for a catalog on that version.`,
    `- To create or change catalog files from code, use the SDK (@eventcatalog/sdk), not hand-written files: ${site}${markdownTwinPath('/docs/sdk')}.`,
    `- ${markdownAddressRule(site)} Each part of the site has an index of its own, linked below.`,
    `- Every page in one file: ${site}/llms-full.txt`,
    `- To search these docs from an MCP client, connect it to the docs MCP server, ${site}${MCP_PATH} (Streamable HTTP, no login; tools search_docs and fetch_page): ${site}${markdownTwinPath(DOCS_MCP_PAGE)}.`,
    '',
    '## Parts of the site',
    '',
    ...partLines,
    '',
    '## Site pages',
    '',
    ...rest.map((doc) => indexLine(doc, site)),
    '',
  ].join('\n');
  return [...files, {file: 'llms.txt', text: root}];
}

export default function agentsPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  let named = new Map<string, Doc>();
  let hostWorker: Promise<Record<string, string>> | undefined;
  return {
    name: 'agents',
    async allContentLoaded({allContent}) {
      // A production build starts, beside the bundler, the threads that read every page again in postBuild and the
      // host worker's bundle (or the check that the last one is current): done first in postBuild, the check held the
      // twins back by 0.9 s of a rebuild (29 November 2026, timestamps logged in postBuild during
      // `npx docusaurus build`).
      if (process.env.NODE_ENV === 'production') {
        startReaders();
        hostWorker = workerFiles();
        hostWorker.catch(() => {});
      }
      named = new Map(contentPages(allContent).map((page) => [page.permalink, page]));
    },
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      const workerWritten = writeHostWorker(outDir, staticDirs, hostWorker ?? workerFiles());
      workerWritten.catch(() => {});
      const site = siteConfig.url.replace(/\/$/, '');
      const built = (await readBuiltSite(props)).pages.filter((page) => page.hasTwin);
      // Pages the content plugins do not list (home, marketing pages, listings) are named by their <title>.
      const docOf = (page: (typeof built)[number]): Doc =>
        named.get(page.path) ?? {
          title: page.title.replace(/ \| [^|]+$/, ''),
          description: page.description,
          permalink: page.path,
        };
      const everyPage = built
        .map((page) => ({page, doc: docOf(page)}))
        .sort((a, b) => a.doc.permalink.localeCompare(b.doc.permalink));
      const permalinks = new Set(everyPage.map(({doc}) => doc.permalink));
      // A page of an older docs version says so under its title, with the address of the current page.
      const withVersionNote = (markdown: string, permalink: string) => {
        const version = olderVersions.find((name) => permalink.startsWith(`/docs/${name}/`));
        if (!version) return markdown;
        const {docsRelease: olderRelease} = releaseOf(version as DocsVersionName);
        const current = permalink.replace(`/docs/${version}/`, '/docs/');
        const note =
          `> This page documents EventCatalog ${version} (checked against @eventcatalog/core ${olderRelease.coreVersion}), ` +
          `an earlier version. ${permalinks.has(current) ? `The current version of this page: ${site}${current}` : `The current docs: ${site}/docs`}`;
        return underTitle(markdown, note);
      };
      const started = Date.now();
      // Every page with a twin has its Markdown (site-pages/reading.ts).
      const twins = everyPage.map(({page, doc}) => {
        const markdown = withVersionNote(leadWithTitle(page.markdown!, doc.title), doc.permalink);
        return {doc, markdown: underTitle(markdown, agentDirective(site))};
      });
      // Written all at once: one after another, each waited for the disk, busy with the pages just written.
      const files = twins.map(({doc}) => path.join(outDir, markdownTwinPath(doc.permalink)));
      for (const dir of new Set(files.map((file) => path.dirname(file)))) await fs.mkdir(dir, {recursive: true});
      await Promise.all(twins.map(({markdown}, i) => fs.writeFile(files[i], markdown)));
      console.log(`[agents] ${twins.length} Markdown twins written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      await writeMcpIndex(outDir, twins, site);

      const docs = twins.map(({doc}) => doc);
      for (const {file, text} of llmsIndexes(docs, site, siteConfig.title, siteConfig.tagline)) {
        await fs.mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await fs.writeFile(path.join(outDir, file), text);
      }
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        twins.map(({doc, markdown}) => `<!-- ${site}${doc.permalink} -->\n${markdown}`).join('\n---\n\n'),
      );
      await workerWritten;
    },
  };
}
