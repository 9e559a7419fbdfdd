import fs from 'node:fs/promises';
import path from 'node:path';
import {version as siteVersion} from '../../../../package.json';
import {docsRelease, releaseName} from '../../../data/release';
import {buildIndex, INDEX_PATH, VERSIONS} from './searchIndex.mjs';

/** What the server tells a client when it connects: the release the docs describe, and what the SDK is for. */
export function serverInstructions(site: string): string {
  const release =
    `The docs describe ${releaseName} (checked against @eventcatalog/core ${docsRelease.coreVersion}` +
    (docsRelease.newestMarkedRelease
      ? `; features of later releases, up to ${docsRelease.newestMarkedRelease}, name the release that added them).`
      : ').');
  return [
    `Search and read the EventCatalog documentation (${site}). ${release}`,
    `The docs of EventCatalog ${VERSIONS.slice(1).join(', ')} are searched with version "${VERSIONS[1]}": use them only for a catalog on that version.`,
    'To create or change catalog files (domains, services, events, commands, queries, channels, flows) from code, use the SDK, @eventcatalog/sdk: search with section "sdk" for its functions.',
    'search_docs finds pages; fetch_page returns a page as Markdown.',
  ].join('\n');
}

/**
 * Writes the docs MCP server's search index (build/mcp-index/index.json) from the pages the Markdown twins were
 * made from, and returns its size in bytes.
 */
export async function writeMcpIndex(
  outDir: string,
  twins: {doc: {permalink: string; title: string; description?: string}; markdown: string}[],
  site: string,
): Promise<number> {
  const started = Date.now();
  const index = buildIndex(
    twins.map(({doc, markdown}) => ({
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description ?? '',
      markdown,
    })),
    {site, serverVersion: siteVersion, instructions: serverInstructions(site)},
  );
  const text = JSON.stringify(index);
  const file = path.join(outDir, INDEX_PATH);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
  console.log(
    `[mcp] search index of ${twins.length} pages, ${(text.length / 1024).toFixed(0)} KB, in ${Date.now() - started} ms`,
  );
  return text.length;
}
