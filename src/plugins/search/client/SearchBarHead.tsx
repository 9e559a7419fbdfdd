/**
 * Stands in for '@docusaurus/Head' in the Algolia theme's search bar, and only
 * there (see the plugin's configureWebpack). The search bar's head holds one
 * hint, a preconnect to the Algolia cluster of its app id
 * (https://{appId}-dsn.algolia.net). When the local index answers there is no
 * cluster to connect to, so the hint is left out; with Algolia, the head is
 * the theme's as it is.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
// This module is not the search bar, so this is Docusaurus's own Head.
import Head from '@docusaurus/Head';
import {activeSearchEngine} from './engine';

type LinkProps = {rel?: string; href?: string};

export function isAlgoliaPreconnect(node: ReactNode): boolean {
  if (!isValidElement<LinkProps>(node) || node.type !== 'link') return false;
  const {rel, href} = node.props;
  return rel === 'preconnect' && typeof href === 'string' && href.endsWith('.algolia.net');
}

export default function SearchBarHead({children, ...props}: ComponentProps<typeof Head>): ReactNode {
  if (activeSearchEngine() !== 'local') return <Head {...props}>{children}</Head>;
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head {...props}>{kept}</Head> : null;
}
