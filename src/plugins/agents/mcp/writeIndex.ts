import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {version as siteVersion} from '../../../../package.json';
import {docsRelease, releaseName} from '../../../data/release';
import {buildIndex, INDEX_PATH, VERSIONS} from './searchIndex.mjs';

/** The release the docs describe, as /llms.txt and the MCP server's instructions say it. */
export const docsDescribe =
  `The docs describe ${releaseName} (checked against @eventcatalog/core ${docsRelease.coreVersion}` +
  (docsRelease.newestMarkedRelease
    ? `; features of later releases, up to ${docsRelease.newestMarkedRelease}, name the release that added them)`
    : ')');

/** What the server tells a client when it connects: the release the docs describe, and what the SDK is for. */
function serverInstructions(site: string): string {
  return [
    `Search and read the EventCatalog documentation (${site}). ${docsDescribe}.`,
    `The docs of EventCatalog ${VERSIONS.slice(1).join(', ')} are searched with version "${VERSIONS[1]}": use them only for a catalog on that version.`,
    'To create or change catalog files (domains, services, events, commands, queries, channels, flows) from code, use the SDK, @eventcatalog/sdk: search with section "sdk" for its functions.',
    'search_docs finds pages; fetch_page returns a page as Markdown.',
  ].join('\n');
}

/**
 * Writes the docs MCP server's search index (build/mcp-index/index.json) from the twins. A rebuild with the same twins
 * and texts writes the last index again (node_modules/.cache/agents/): building it took 0.13-0.2 s of every rebuild.
 */
export async function writeMcpIndex(
  outDir: string,
  twins: {doc: {permalink: string; title: string; description?: string}; markdown: string}[],
  site: string,
): Promise<void> {
  const started = Date.now();
  const pages = twins.map(({doc, markdown}) => ({
    permalink: doc.permalink,
    title: doc.title,
    description: doc.description ?? '',
    markdown,
  }));
  const about = {site, serverVersion: siteVersion, instructions: serverInstructions(site)};
  const indexer = await fs.readFile(path.join(__dirname, 'searchIndex.mjs'), 'utf8');
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([indexer, about, pages]))
    .digest('base64url');
  const cacheFile = path.join(__dirname, '../../../../node_modules/.cache/agents/mcp-index.json');
  const cached: {key: string; text: string} | undefined = await fs
    .readFile(cacheFile, 'utf8')
    .then(JSON.parse, () => undefined);
  const text = cached?.key === key ? cached.text : JSON.stringify(buildIndex(pages, about));
  const file = path.join(outDir, INDEX_PATH);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
  if (cached?.key !== key) {
    await fs.mkdir(path.dirname(cacheFile), {recursive: true});
    await fs.writeFile(cacheFile, JSON.stringify({key, text}));
  }
  console.log(
    `[mcp] search index of ${twins.length} pages, ${(text.length / 1024).toFixed(0)} KB, ` +
      `${cached?.key === key ? 'unchanged since the last build' : 'built'}, in ${Date.now() - started} ms`,
  );
}
