import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import VersionedMetadata from '@site/src/components/VersionedMetadata';
import SocialCard from '@site/src/plugins/social-cards/client/SocialCard';
import {docSection} from '@site/src/plugins/social-cards/cardName.mjs';

/**
 * The theme's metadata, with the docs version in the title and description of an older version's page, and the
 * page's social card unless its front matter names an image.
 */
export default function DocItemMetadataWithVersion(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <Metadata />
      <VersionedMetadata title={metadata.title} description={metadata.description} />
      {!frontMatter.image && <SocialCard title={metadata.title} section={docSection(metadata.permalink)} />}
    </>
  );
}
