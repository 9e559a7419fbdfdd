import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * A page of an older docs version has the same title and description as its counterpart in the current docs, and
 * both pages are in the sitemap with their own canonical address. The version's label in the title ("Event front
 * matter (4.x)") and at the head of the description ("EventCatalog 4.x: …") keeps every page's search result and
 * link preview its own. Rendered after the theme's own metadata, which it overrides (the later tag wins); nothing on
 * a page of the current version.
 */
export default function VersionedMetadata({title, description}: {title: string; description?: string}): ReactNode {
  const version = useDocsVersion();
  if (version.isLast) return null;
  return (
    <PageMetadata
      title={`${title} (${version.label})`}
      description={description ? `EventCatalog ${version.label}: ${description}` : undefined}
    />
  );
}
