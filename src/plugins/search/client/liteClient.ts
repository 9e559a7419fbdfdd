/**
 * Stands in for 'algoliasearch/lite' in the site's bundles (see the plugin's
 * configureWebpack). The theme's /search page creates its client with
 * liteClient(appId, apiKey) and offers no hook to pass another; this gives it
 * the local index's client when the local index answers, Algolia's otherwise.
 * DocSearch's modal bundles its own Algolia client and is switched in
 * src/plugins/search/theme/SearchBar instead.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {activeSearchEngine, searchSettings} from './engine';
import {createLocalSearchClient} from './searchClient';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  if (activeSearchEngine() === 'local') {
    return createLocalSearchClient(searchSettings()) as unknown as ReturnType<typeof algoliaLiteClient>;
  }
  return algoliaLiteClient(...args);
}
