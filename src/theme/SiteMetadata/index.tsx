import React from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {defaultDescriptionFor} from '@site/src/data/defaultDescriptions';
import {openGraphTypeFor} from '@site/src/utils/openGraph';

/**
 * Adds a default meta description (and its Open Graph twin) and the page's
 * og:type to every page. Page-level metadata renders later and replaces them,
 * so only pages the theme generates without a description (tag lists, 404)
 * use the default description, and blog posts keep the blog theme's og:type.
 */
export default function SiteMetadataWrapper(): React.ReactElement {
  const {pathname} = useLocation();
  const description = defaultDescriptionFor(pathname);
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
        <meta property="og:type" content={openGraphTypeFor(pathname)} />
      </Head>
      <SiteMetadata />
    </>
  );
}
