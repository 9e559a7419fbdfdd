/**
 * Pushes the site's search records to an Algolia index, for DocSearch: the
 * same pages, sections and hierarchy as the local index, read from a build.
 *
 *   npm run build
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push-algolia
 *
 * Options: --dir <build dir> (default build), --dry-run (count and write the
 * records to <dir>/algolia-records.json, send nothing). Records carry
 * absolute URLs on SITE_URL (default https://www.eventcatalog.dev), as the
 * DocSearch crawler's do. The index is replaced atomically: Algolia fills a
 * temporary index, then moves it over the old one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {algoliasearch} from 'algoliasearch';
import createConfig from '../docusaurus.config';
import {algoliaIndexSettings, algoliaRecords} from '../src/plugins/search/algolia';
import {readBuiltPages} from '../src/plugins/search/index';

async function main() {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, 'dry-run': {type: 'boolean', default: false}},
  });
  const dryRun = values['dry-run'];
  const appId = process.env.ALGOLIA_APP_ID?.trim();
  const adminKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim();
  const indexName = process.env.ALGOLIA_INDEX_NAME?.trim();
  const missing = Object.entries({
    ALGOLIA_APP_ID: appId,
    ALGOLIA_ADMIN_API_KEY: adminKey,
    ALGOLIA_INDEX_NAME: indexName,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length && !dryRun) {
    throw new Error(
      `Set ${missing.join(', ')}. The admin key (or another key allowed to add records and change settings) writes; ` +
        'the search-only key the site uses cannot. Or pass --dry-run to only write the records to a file.',
    );
  }

  const dir = path.resolve(values.dir!);
  // Only the site's title and URL are read: search settings of the environment do not matter here.
  const {title, url, baseUrl} = createConfig({SITE_URL: process.env.SITE_URL});
  const pages = await readBuiltPages(dir, title, baseUrl);
  if (!pages.length) throw new Error(`No searchable pages in ${dir}. Run "npm run build" first.`);
  const records = algoliaRecords(pages, url);
  console.log(`${pages.length} pages, ${records.length} records`);
  if (dryRun) {
    const file = path.join(dir, 'algolia-records.json');
    await fs.writeFile(file, JSON.stringify(records, null, 2));
    console.log(`Dry run: records written to ${path.relative(process.cwd(), file)}, nothing sent.`);
    return;
  }
  const client = algoliasearch(appId!, adminKey!);
  const replaced = await client.replaceAllObjects({indexName: indexName!, objects: records, batchSize: 1000});
  console.log(`Replaced the records of ${indexName} (${replaced.batchResponses.length} batches).`);
  const {taskID} = await client.setSettings({indexName: indexName!, indexSettings: algoliaIndexSettings});
  await client.waitForTask({indexName: indexName!, taskID});
  console.log(`Settings of ${indexName} updated.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
