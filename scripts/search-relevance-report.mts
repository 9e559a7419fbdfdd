/**
 * Scores the relevance set (tests/support/search-relevance.ts) against a
 * built index, through the site's own search client answering the request
 * the modal sends, and prints the result as JSON. Run by
 * scripts/bench-search.mjs; alone:
 *
 *   node --import tsx scripts/search-relevance-report.mts [--port 5331] [--dir build] [--before <dir>]
 *
 * --before <dir>: a checkout's src/ of the client before results were picked
 * for the modal (Pagefind's first 20 results in score order, as hits), to
 * score an older build the way it answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startServer} from './start-server.mjs';
import {createLocalSearchClient} from '../src/plugins/search/client/searchClient';
import type {SearchResponse} from '../src/plugins/search/client/requests';
import {INDEX_DIR} from '../src/plugins/search/settings';
import {PAGEFIND_RANKING} from '../src/plugins/search/shared';
import {
  currentDocsFacetFilters,
  searchTagsOf,
  expectedPagesMissing,
  modalRequest,
  nodePagefindLoader,
  scoreRelevance,
} from '../tests/support/search-relevance';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '5331'}, dir: {type: 'string', default: 'build'}, before: {type: 'string'}},
});
const port = Number(values.port);
const dir = path.resolve(values.dir);
const missing = expectedPagesMissing(dir);
if (missing.length) throw new Error(`The relevance set names pages that ${dir} does not have: ${missing.join(', ')}`);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'search-relevance-'));
const server = await startServer(port, ['--dir', dir]);
try {
  const basePath = `http://127.0.0.1:${port}/${INDEX_DIR}/`;
  const load = nodePagefindLoader(dir, scratch);
  let search: (query: string) => Promise<SearchResponse['hits']>;
  if (values.before) {
    const {toHit} = await import(path.resolve(values.before, 'src/plugins/search/client/hits.ts'));
    const pagefind = (await load()).createInstance({basePath, noWorker: true, ranking: PAGEFIND_RANKING}) as {
      init: () => Promise<void>;
      search: (q: string) => Promise<{results: {data: () => Promise<unknown>}[]}>;
    };
    await pagefind.init();
    const options = {origin: '', snippetWords: 10, ellipsis: '…', preTag: '<mark>', postTag: '</mark>'};
    search = async (query) =>
      Promise.all((await pagefind.search(query)).results.slice(0, 20).map(async (r) => toHit(await r.data(), options)));
  } else {
    const searchTags = searchTagsOf(dir);
    const client = createLocalSearchClient({basePath, searchTags}, {modal: true, perGroup: 5, loadPagefind: load});
    const filters = currentDocsFacetFilters(searchTags);
    search = async (query) => (await client.search(modalRequest(query, filters))).results[0].hits;
  }
  const score = await scoreRelevance(search);
  process.stdout.write(JSON.stringify(score));
} finally {
  server.kill();
  fs.rmSync(scratch, {recursive: true, force: true});
}
