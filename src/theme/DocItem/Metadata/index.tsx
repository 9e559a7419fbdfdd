import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * A page of an older docs version has the same title as its counterpart in the current docs; the version's label
 * in its title ("Event front matter (4.x)") keeps every page's title, and so its search result and link preview,
 * its own. The later metadata wins, so only the title changes.
 */
export default function DocItemMetadataWithVersion(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  return (
    <>
      <Metadata />
      {!version.isLast && <PageMetadata title={`${metadata.title} (${version.label})`} />}
    </>
  );
}
