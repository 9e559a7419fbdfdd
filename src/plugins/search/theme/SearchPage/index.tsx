import React, {useEffect, type ReactNode} from 'react';
// The Algolia theme's own SearchPage (an alias of the search plugin: see its configureWebpack).
import SearchPage from '@algolia-theme/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {searchNeedsBuildText} from '../../settings';
import {activeSearchEngine} from '../../client/engine';
import {localSearchNeedsBuild} from '../../client/pagefind';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's search page, except on the development server without Algolia:
 * there is no index to search there (the production build writes it), and
 * the page says so rather than "No results were found".
 *
 * Search engines are asked not to index it: a page of search results is no
 * page of its own (the sitemap plugin leaves noindex pages out as well).
 *
 * With more than one docs version the theme adds a menu of versions to search
 * in, a <select> with no accessible name that screen readers announce as a
 * bare "combo box"; it is named here once the page has loaded, as the theme
 * gives no prop for it.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  useEffect(() => {
    document
      .querySelectorAll('.search-page-wrapper select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', 'Docs version to search'));
  }, []);
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      {localSearchNeedsBuild && activeSearchEngine() === 'local' ? (
        <Layout title="Search">
          <main className="container margin-vert--lg">
            <Heading as="h1">Search</Heading>
            <p>{searchNeedsBuildText.page}</p>
          </main>
        </Layout>
      ) : (
        <SearchPage {...props} />
      )}
    </>
  );
}
