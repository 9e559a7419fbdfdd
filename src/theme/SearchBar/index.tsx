import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {siteLinks} from '@site/src/data/siteLinks';
import {missingResultsUrl} from '@site/src/data/search';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Adds the "Let us know" link under empty results. The option is a function,
 * which the (JSON) theme config cannot carry, so it is passed as a prop here.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  return <SearchBar {...props} getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(siteLinks.github, query)} />;
}
