import React, {useCallback, useMemo, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteLinks} from '@site/src/data/siteLinks';
import {missingResultsUrl, searchFailureText} from '@site/src/data/search';

type Props = WrapperProps<typeof SearchBarType>;
type SearchClient = {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (...args: unknown[]) => Promise<unknown>;
};

/**
 * Two additions to the theme's search box, passed as props because the (JSON)
 * theme config cannot carry functions:
 * - a "Let us know" link under empty results;
 * - a truthful message when every Algolia host failed. DocSearch 3.9.0 sets
 *   its error state and autocomplete resets it to idle straight away, so a
 *   visitor who is offline would read "No results for …". We watch the client
 *   instead and word the empty-results screen as the failure it is. The
 *   wording is read through getters: a new translations object would make
 *   DocSearch rebuild its state and drop the query.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const failed = useRef(false);

  const transformSearchClient = useCallback(
    (client: SearchClient) => {
      // What the theme's own transform does; ours replaces it.
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search = client.search.bind(client);
      client.search = (...args) =>
        search(...args).then(
          (response) => {
            failed.current = false;
            return response;
          },
          (error: Error) => {
            failed.current = error?.name === 'RetryError';
            throw error;
          },
        );
      return client;
    },
    [siteMetadata.docusaurusVersion],
  );

  // Only the empty-results screen is passed; DocSearch fills every other
  // string with its English defaults (the site is English only). Importing the
  // theme's full translations would tie this wrapper to the search theme, which
  // is absent from builds without Algolia credentials.
  const translations = useMemo(() => {
    const noResultsScreen = {};
    for (const key of Object.keys(searchFailureText) as (keyof typeof searchFailureText)[]) {
      Object.defineProperty(noResultsScreen, key, {
        enumerable: true,
        get: () => (failed.current ? searchFailureText[key] : undefined),
      });
    }
    return {modal: {noResultsScreen}};
  }, []);

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(siteLinks.github, query),
    [],
  );

  return (
    <SearchBar
      {...props}
      transformSearchClient={transformSearchClient}
      translations={translations}
      getMissingResultsUrl={getMissingResultsUrl}
    />
  );
}
