/**
 * Search settings. With ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME
 * set, DocSearch asks Algolia. With none set, the same DocSearch modal and
 * search page answer from a local index the build writes
 * (src/plugins/search). Some set: the build stops and names what is
 * missing, rather than shipping a broken search box.
 */
export const searchEnvVars = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: true;
  insights: boolean;
  searchPagePath: 'search';
  /** Each group of results in the search modal lists at most this many hits. */
  maxResultsPerGroup: number;
};

/** Which engine answers searches: Algolia, or the index the build writes. */
export type SearchEngine = 'algolia' | 'local';

export function algoliaConfigFromEnv(env: NodeJS.ProcessEnv): AlgoliaConfig | undefined {
  const values = searchEnvVars.map((name) => env[name]?.trim() ?? '');
  const missing = searchEnvVars.filter((_, i) => !values[i]);
  if (missing.length === searchEnvVars.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Search is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        `Set all of ${searchEnvVars.join(', ')} to enable DocSearch, or none of them to answer from the index the build writes (Pagefind).`,
    );
  }
  const [appId, apiKey, indexName] = values;
  return {
    appId,
    apiKey,
    indexName,
    contextualSearch: true,
    insights: true,
    searchPagePath: 'search',
    maxResultsPerGroup: 5,
  };
}

/**
 * The theme config when the local index answers. The search theme needs an
 * app id, key and index name; DocSearch never reaches Algolia with them
 * (src/plugins/search/theme/SearchBar swaps its client for the local one), and the theme's
 * preconnect hint to https://{appId}-dsn.algolia.net is left out of the page
 * (src/plugins/search/client/SearchBarHead.tsx). The app id has spaces,
 * so it can never name a real host either. The index name names the recent
 * and favourite searches in browser storage.
 */
/** The local index's folder under build/ (and its address under the site's base URL). */
export const INDEX_DIR = 'pagefind';

export const localSearchAppId = 'local index, not Algolia';

export function searchThemeConfigFromEnv(env: NodeJS.ProcessEnv): {engine: SearchEngine; algolia: AlgoliaConfig} {
  const algolia = algoliaConfigFromEnv(env);
  if (algolia) return {engine: 'algolia', algolia};
  return {
    engine: 'local',
    algolia: {
      appId: localSearchAppId,
      apiKey: localSearchAppId,
      indexName: 'eventcatalog',
      contextualSearch: true,
      // Algolia's click analytics: nothing to report to without Algolia.
      insights: false,
      searchPagePath: 'search',
      maxResultsPerGroup: 5,
    },
  };
}

/**
 * The first level of a result (lvl0, the group the modal shows it under), by
 * kind of page. Docs are named per docs plugin instance id; marketing pages
 * are each named after the page.
 */
export const searchSections = {
  docs: {default: 'Docs', sdk: 'SDK'},
  blog: 'Blog',
  integrations: 'Integrations',
} as const;

/** Words in a result's snippet when the request names no length (also the Algolia index setting, src/plugins/search/algolia.ts). */
export const snippetWords = 10;

/** Where "Let us know" sends a visitor whose search found nothing. */
export function missingResultsUrl(repositoryUrl: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

/**
 * How the empty-results screen reads when every search host failed, or the
 * local index could not be fetched: the title and help DocSearch defines for
 * that case.
 */
export const searchFailureText = {
  noResultsText: 'Unable to fetch results for',
  reportMissingResultsText: 'You might want to check your network connection.',
  reportMissingResultsLinkText: 'Report an outage.',
};

/**
 * How the empty-results screen reads on the development server: the local
 * index is written by the production build, which `npm start` does not run.
 */
export const searchNeedsBuildText = {
  noResultsText: 'Search needs the production build (npm run build, then npm run serve). Nothing was searched for',
  page: 'Search answers from an index the production build writes, so it does not run on the development server. Run npm run build, then npm run serve, to try it.',
};
