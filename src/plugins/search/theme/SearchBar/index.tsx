import React, {useCallback, useEffect, useMemo, useRef, type ReactNode} from 'react';
// The Algolia theme's own SearchBar (an alias of the search plugin: see its configureWebpack).
import SearchBar from '@algolia-theme/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteLinks} from '@site/src/data/siteLinks';
import {localSearchAppId, missingResultsUrl, searchFailureText, searchNeedsBuildText} from '../../settings';
import {activeSearchEngine, searchSettings} from '../../client/engine';
import {localSearchNeedsBuild} from '../../client/pagefind';
import {preloadLocalIndex, preloadQuery} from '../../client/preload';
import {createLocalSearchClient, type LocalSearchClient} from '../../client/searchClient';
import {isSearchShortcut} from '../../client/shortcut';
import {warmModal} from '../../client/warmModal';

type Props = WrapperProps<typeof SearchBarType>;
type SearchClient = {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (...args: never[]) => Promise<unknown>;
};
type Failure = 'unreachable' | 'needs-build' | null;

type Connection = {effectiveType?: string; saveData?: boolean};

/**
 * Runs `callback` in the first idle moment after the page has loaded, on a
 * connection the browser rates as 4G and that does not ask to save data (or
 * when the browser does not say: desktop Safari and Firefox). Returns a
 * function that cancels it.
 */
function whenFastAndIdle(callback: () => void): () => void {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  if (connection && (connection.saveData || (connection.effectiveType && connection.effectiveType !== '4g')))
    return () => {};
  const idle = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const schedule = () => {
    handle = idle
      ? window.requestIdleCallback(callback, {timeout: 5000})
      : (setTimeout(callback, 2000) as unknown as number);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else clearTimeout(handle);
  };
}

/**
 * A hit of the modal: a link that fetches its page's code when the reader
 * points at it, touches it or moves focus to it, not when it scrolls into
 * view. Docusaurus's own Link prefetches every visible link's route, which
 * for twenty hits is some twenty chunks the reader never asked for, on the
 * same connection as the index. A plain click navigates inside the app as
 * Link does; with a modifier key the browser opens it as it would any link.
 */
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const history = useHistory();
  // Hits of the local index carry this origin (Algolia's, the site's own, which the theme makes relative).
  const target = typeof window === 'undefined' ? null : new URL(hit.url, window.location.href);
  const internal = !!target && target.origin === window.location.origin;
  const path = target ? `${target.pathname}${target.search}${target.hash}` : hit.url;
  // Routes are matched on the path alone: a hit's anchor would match none.
  const preload = () =>
    (window as unknown as {docusaurus?: {preload: (path: string) => unknown}}).docusaurus?.preload(target!.pathname);
  return (
    <a
      href={hit.url}
      onMouseEnter={internal ? preload : undefined}
      onTouchStart={internal ? preload : undefined}
      onFocus={internal ? preload : undefined}
      onClick={(event) => {
        if (
          !internal ||
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        history.push(path);
      }}>
      {children}
    </a>
  );
}

/**
 * Additions to the theme's search box, passed as props because the (JSON)
 * theme config cannot carry functions:
 * - without Algolia, DocSearch's client is swapped for one that answers from
 *   the local index (src/plugins/search), so the modal behaves the same
 *   with either engine;
 * - a "Let us know" link under empty results;
 * - a truthful message when every Algolia host failed or the local index
 *   could not be fetched. DocSearch 3.9.0 sets its error state and
 *   autocomplete resets it to idle straight away, so a visitor who is offline
 *   would read "No results for …". We watch the client instead and word the
 *   empty-results screen as the failure it is. The wording is read through
 *   getters: a new translations object would make DocSearch rebuild its state
 *   and drop the query. On the development server, where there is no local
 *   index, the same screen says that search needs the production build.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteMetadata, siteConfig} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as {algolia: {maxResultsPerGroup?: number}}).algolia;
  const {maxResultsPerGroup} = algolia;
  const failure = useRef<Failure>(null);
  const local = activeSearchEngine() === 'local';

  const transformSearchClient = useCallback(
    (algoliaClient: SearchClient) => {
      // What the theme's own transform does; ours replaces it.
      algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // DocSearch calls this when the modal opens: the local index starts loading then, not before.
      // The modal's client fetches only the hits of its first screen.
      const localClient: LocalSearchClient | undefined = local
        ? createLocalSearchClient(searchSettings(), {modal: true, perGroup: maxResultsPerGroup})
        : undefined;
      const client = (localClient as unknown as SearchClient | undefined) ?? algoliaClient;
      const search = client.search.bind(client);
      client.search = (...args) =>
        search(...args).then(
          (response) => {
            failure.current = localClient?.needsBuild ? 'needs-build' : null;
            return response;
          },
          (error: Error) => {
            failure.current = error?.name === 'RetryError' ? 'unreachable' : null;
            throw error;
          },
        );
      return client;
    },
    [siteMetadata.docusaurusVersion, local, maxResultsPerGroup],
  );

  // Only the empty-results screen is passed; DocSearch fills every other
  // string with its English defaults (the site is English only).
  const translations = useMemo(() => {
    const noResultsScreen = {};
    for (const key of Object.keys(searchFailureText) as (keyof typeof searchFailureText)[]) {
      Object.defineProperty(noResultsScreen, key, {
        enumerable: true,
        get: () => {
          if (failure.current === 'needs-build') return (searchNeedsBuildText as Record<string, string>)[key];
          return failure.current === 'unreachable' ? searchFailureText[key] : undefined;
        },
      });
    }
    return {modal: {noResultsScreen}};
  }, []);

  // With the local index, the first sign that a visitor is about to search
  // (pointer on or focus in the search button, a search shortcut) starts
  // loading the index, alongside the modal's code rather than after it.
  useEffect(() => {
    if (!local) return undefined;
    const events = ['pointerover', 'focusin', 'keydown'] as const;
    const stop = () => events.forEach((type) => window.removeEventListener(type, intent, true));
    function intent(event: Event) {
      const target = event.target as Element | null;
      if (event instanceof KeyboardEvent ? isSearchShortcut(event) : target?.closest?.('.DocSearch-Button')) {
        preloadLocalIndex(searchSettings().basePath);
        stop();
      }
    }
    events.forEach((type) => window.addEventListener(type, intent, true));
    // The words of a query start loading with the keystroke, before the modal has drawn it and asked its client.
    const typed = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList?.contains('DocSearch-Input')) preloadQuery(searchSettings().basePath, target.value);
    };
    window.addEventListener('input', typed, true);
    // On a fast connection that does not save data, an idle moment after the
    // page has loaded fetches the index's script, WebAssembly and metadata,
    // and the modal's code, so that the first query only waits for its own
    // words and hits. The modal's code is loaded by the theme's own loader,
    // which runs when the pointer comes over the search button: importing the
    // same modules from here would put them in other (identical) chunks, and
    // the theme would still fetch its own when the modal opens.
    const idle = whenFastAndIdle(() => {
      preloadLocalIndex(searchSettings().basePath, {warmUp: true});
      document.querySelector('.DocSearch-Button')?.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
      // The modal as the theme draws it on opening, on its start screen; a client that is never asked (the hidden
      // modal searches nothing) stands in for the local one, which would start loading the index again.
      warmModal({
        ...algolia,
        ...props,
        appId: localSearchAppId,
        insights: false,
        translations: translations.modal,
        hitComponent: Hit,
        transformSearchClient: (client: SearchClient) => client,
      });
    });
    return () => {
      stop();
      window.removeEventListener('input', typed, true);
      idle();
    };
    // Once per page load: the props and translations only matter to the hidden warm-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [local]);

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(siteLinks.github, query),
    [],
  );

  return (
    <>
      {/* Lets the local index's stylesheet drop Algolia's logo from the modal and the search page. */}
      {local && (
        <Head>
          <html data-search-engine="local" />
        </Head>
      )}
      <SearchBar
        {...props}
        {...(local && {appId: localSearchAppId, insights: false})}
        transformSearchClient={transformSearchClient}
        translations={translations}
        hitComponent={Hit}
        // On the development server the title says search needs a build: no link to report missing results.
        getMissingResultsUrl={local && localSearchNeedsBuild ? undefined : getMissingResultsUrl}
      />
    </>
  );
}
