import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownTwinPath} from './twins.mjs';
import {docsRelease, releaseName, releaseOf, type DocsVersionName} from '../../data/release';
import {writeHostWorker} from './hostWorker';
import {contentPages, readBuiltSite, type ContentPage} from '../site-pages';
import {writeMcpIndex} from './mcp/writeIndex';
import {DOCS_MCP_PAGE} from './mcp/docsMcpPage';
import {MCP_PATH} from './mcp/handler.mjs';

/**
 * Writes, after the build, what language models and readers of raw text use:
 * - a Markdown twin of every page of the sitemap: /docs/a/b -> /docs/a/b.md, /blog/slug -> /blog/slug.md,
 *   / -> /index.md (the page actions menu copies and links these)
 * - /llms.txt: what the site is, instructions for agents, and links to an index per part of the site
 *   (<part>/llms.txt: title, link to the twin, description), each under LLMS_TXT_LIMIT characters
 * - /llms-full.txt: every one of those pages' Markdown in one file
 * Which pages have a twin, and what each is called, comes from the model of
 * the site's pages (src/plugins/site-pages): the content pages by the names the
 * content plugins gave them, every other page with a twin by its <title>. Each
 * twin is made from the page's built <main> (./htmlToMarkdown.ts), so that it
 * says what the page shows. The host's worker is written here too (./hostWorker.ts).
 */

/** A page as the indexes list it. */
type Doc = Pick<ContentPage, 'title' | 'description' | 'permalink'>;

/** The most a Markdown index may hold: agent platforms start cutting an llms.txt beyond about 50,000 characters. */
export const LLMS_TXT_LIMIT = 50_000;

/** The frozen docs versions (versions.json), each with an index of its own. */
const olderVersions: string[] = JSON.parse(readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8'));

/**
 * The parts of the site, each with an index of its own at `<prefix>/llms.txt` that the root /llms.txt links. A
 * page belongs to the part with the longest prefix it starts with; pages in no part (home, marketing pages) are
 * listed in the root index itself.
 */
const PARTS: {prefix: string; name: string; about: string}[] = [
  {
    prefix: '/docs/development/',
    name: 'Guides',
    about: 'installing, licence, customizing, deploying, developer tools and step-by-step guides',
  },
  {
    prefix: '/docs/api/',
    name: 'API reference',
    about: 'every front-matter field of each resource type, and eventcatalog.config.js',
  },
  {
    prefix: '/docs/plugins/',
    name: 'Plugins and generators',
    about: 'generators that fill a catalog from AsyncAPI, OpenAPI, registries and gateways',
  },
  {
    prefix: '/docs/sdk',
    name: 'SDK reference',
    about: 'one page per function of @eventcatalog/sdk, the library for reading and writing catalog files',
  },
  {
    prefix: '/docs/',
    name: 'Concepts',
    about: 'what domains, services, messages, channels, flows, teams and the other resources are',
  },
  ...olderVersions.map((version) => ({
    prefix: `/docs/${version}/`,
    name: `EventCatalog ${version} docs (previous version)`,
    about: `the docs of EventCatalog ${version}, kept for catalogs not yet upgraded`,
  })),
  {prefix: '/integrations', name: 'Integrations', about: 'what each integration does, how to install and configure it'},
  {prefix: '/blog', name: 'Blog', about: 'release notes and articles, each true as of its date'},
];

function partOf(permalink: string) {
  const within = (prefix: string) => {
    const base = prefix.replace(/\/$/, '');
    return permalink === base || permalink.startsWith(`${base}/`);
  };
  return PARTS.filter(({prefix}) => within(prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** How an agent finds any page's Markdown; told in every twin's directive and in /llms.txt's instructions. */
const markdownAddressRule = (site: string) =>
  `Every page is available as Markdown: add .md to its address (the home page: ${site}${markdownTwinPath('/')}).`;

/** The line at the top of every twin that tells an agent where the index of the site's Markdown pages is. */
const agentDirective = (site: string) =>
  `> For AI agents: the index of this site in Markdown is ${site}/llms.txt. ${markdownAddressRule(site)}`;

function withAgentDirective(markdown: string, site: string): string {
  return markdown.replace(/^(# .*\n)/, `$1\n${agentDirective(site)}\n`);
}

/**
 * A twin opens with its page's h1. On pages whose hero puts a line above the h1 (an eyebrow), that line follows
 * the heading instead; a page with no h1 at all gets its title as one.
 */
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
 * The Markdown indexes: /llms.txt (what the site is, instructions for agents, the parts, the pages in no part)
 * and one `<prefix>/llms.txt` per part. A part whose index would pass LLMS_TXT_LIMIT is split by the next segment
 * of its pages' addresses, its own index linking the smaller ones.
 */
export function llmsIndexes(
  pages: Doc[],
  site: string,
  title: string,
  tagline: string,
): {file: string; text: string}[] {
  const files: {file: string; text: string}[] = [];
  const indexFile = (prefix: string) => `${prefix.replace(/^\//, '').replace(/\/$/, '')}/llms.txt`;
  // Writes the index of `prefix` (splitting it when too long) and returns its file.
  const writePart = (prefix: string, name: string, about: string, members: Doc[]): string => {
    const file = indexFile(prefix);
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
      const subFile = writePart(
        `${base}${segment}/`,
        `${name}, ${segment}`,
        `${about}: the pages under ${base}${segment}`,
        docs,
      );
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
    files.push({
      file,
      text: [...header, '## Parts', '', ...subLines, ...(lines.length ? ['', '## Pages', '', ...lines] : []), ''].join(
        '\n',
      ),
    });
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
    `- The docs describe ${releaseName} (checked against @eventcatalog/core ${docsRelease.coreVersion}` +
      (docsRelease.newestMarkedRelease
        ? `; features of later releases, up to ${docsRelease.newestMarkedRelease}, name the release that added them). `
        : '). ') +
      `The docs of earlier versions are kept under ${olderVersions.map((v) => `${site}/docs/${v}`).join(', ')}, with indexes of their own below: use them only for a catalog on that version.`,
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
  files.push({file: 'llms.txt', text: root});
  return files;
}

export default function agentsPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  /** The content pages, by the names their plugins gave them. */
  let named = new Map<string, Doc>();
  return {
    name: 'agents',
    async allContentLoaded({allContent}) {
      named = new Map(contentPages(allContent).map((page) => [page.permalink, page]));
    },
    async postBuild(props) {
      const {outDir, siteConfig} = props;
      await writeHostWorker(outDir, staticDirs);
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
        return markdown.replace(/^(# .*\n)/, `$1\n${note}\n`);
      };
      const started = Date.now();
      // Every page with a twin has its Markdown (site-pages/reading.ts).
      const twins = everyPage.map(({page, doc}) => ({
        doc,
        markdown: withAgentDirective(withVersionNote(leadWithTitle(page.markdown!, doc.title), doc.permalink), site),
      }));
      // Written all at once: one after another, each waited for the disk, busy with the pages just written.
      const files = twins.map(({doc}) => path.join(outDir, markdownTwinPath(doc.permalink)));
      for (const dir of new Set(files.map((file) => path.dirname(file)))) await fs.mkdir(dir, {recursive: true});
      await Promise.all(twins.map(({markdown}, i) => fs.writeFile(files[i], markdown)));
      console.log(`[agents] ${twins.length} Markdown twins written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      await writeMcpIndex(outDir, twins, site);

      const indexes = llmsIndexes(
        twins.map(({doc}) => doc),
        site,
        siteConfig.title,
        siteConfig.tagline,
      );
      for (const {file, text} of indexes) {
        await fs.mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await fs.writeFile(path.join(outDir, file), text);
      }
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        twins.map(({doc, markdown}) => `<!-- ${site}${doc.permalink} -->\n${markdown}`).join('\n---\n\n'),
      );
    },
  };
}
