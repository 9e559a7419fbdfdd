/**
 * DocSearch (Algolia) settings from the environment. All three variables set:
 * search on. None set: the site builds without search. Some set: the build
 * stops and names what is missing, rather than shipping a broken search box.
 */
export const searchEnvVars = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: true;
  insights: true;
  searchPagePath: 'search';
  /** Each group of results in the search modal lists at most this many hits. */
  maxResultsPerGroup: number;
};

export function algoliaConfigFromEnv(env: NodeJS.ProcessEnv): AlgoliaConfig | undefined {
  const values = searchEnvVars.map((name) => env[name]?.trim() ?? '');
  const missing = searchEnvVars.filter((_, i) => !values[i]);
  if (missing.length === searchEnvVars.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Search is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        `Set all of ${searchEnvVars.join(', ')} to enable DocSearch, or none of them to build without search.`,
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

/** Where "Let us know" sends a visitor whose search found nothing. */
export function missingResultsUrl(repositoryUrl: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

/**
 * How the empty-results screen reads when every search host failed, so a reader
 * knows the search is down rather than empty: the title and help DocSearch
 * defines for that case.
 */
export const searchFailureText = {
  noResultsText: 'Unable to fetch results for',
  reportMissingResultsText: 'You might want to check your network connection.',
  reportMissingResultsLinkText: 'Report an outage.',
};
