import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import VersionedTitle from '@site/src/components/VersionedTitle';

/** The theme's metadata, with the docs version in the title of an older version's page. */
export default function DocItemMetadataWithVersion(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <VersionedTitle title={metadata.title} />
    </>
  );
}
