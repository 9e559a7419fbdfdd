import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '../support/test';
import {buildDir} from '../support/site';
import {INDEX_DIR} from '../../src/plugins/search/settings';
import {createLocalSearchClient} from '../../src/plugins/search/client/searchClient';
import {
  currentDocsFacetFilters,
  searchTagsOf,
  expectedPagesMissing,
  modalRequest,
  nodePagefindLoader,
  RELEVANCE_TARGET,
  relevanceSet,
  scoreRelevance,
} from '../support/search-relevance';

/**
 * The relevance set (tests/support/search-relevance.ts) against the built
 * index, through the site's own search client answering the request the
 * modal sends, with Pagefind loaded in Node from the test server.
 */
test('every page the relevance set expects exists in the build', () => {
  expect(relevanceSet.length).toBeGreaterThanOrEqual(30);
  expect(expectedPagesMissing(buildDir)).toEqual([]);
});

test(`the expected page is among the first three hits for at least ${RELEVANCE_TARGET * 100} % of the relevance set`, async ({
  baseURL,
}) => {
  test.slow();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'search-relevance-'));
  try {
    const searchTags = searchTagsOf(buildDir);
    const client = createLocalSearchClient(
      {basePath: `${baseURL}/${INDEX_DIR}/`, searchTags},
      {modal: true, perGroup: 5, loadPagefind: nodePagefindLoader(buildDir, scratch)},
    );
    // As from a page of the current docs: the older docs version is filtered out, as the modal does.
    const filters = currentDocsFacetFilters(searchTags);
    expect(JSON.stringify(filters)).toContain('docs-default-current');
    const score = await scoreRelevance(
      async (query) => (await client.search(modalRequest(query, filters))).results[0].hits,
    );
    const misses = score.misses.map(
      (m) => `"${m.query}" → ${m.expected}: first three were ${m.firstThree.join(', ') || 'nothing'}`,
    );
    expect(score.inFirstThree / score.total, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(RELEVANCE_TARGET);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
});
