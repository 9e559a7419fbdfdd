import React from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {defaultDescriptionFor} from '@site/src/data/defaultDescriptions';

/**
 * Adds a default meta description (and its Open Graph twin) to every page.
 * Page-level metadata renders later and replaces it, so only pages the theme
 * generates without a description (tag lists, 404) use the default.
 */
export default function SiteMetadataWrapper(): React.ReactElement {
  const {pathname} = useLocation();
  const description = defaultDescriptionFor(pathname);
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SiteMetadata />
    </>
  );
}
