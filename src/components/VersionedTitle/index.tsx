import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * A page of an older docs version has the same title as its counterpart in the current docs; the version's label
 * in its title ("Event front matter (4.x)") keeps every page's title, and so its search result and link preview,
 * its own. Rendered after the theme's own metadata, which it overrides (the later title wins); nothing on a page
 * of the current version.
 */
export default function VersionedTitle({title}: {title: string}): ReactNode {
  const version = useDocsVersion();
  return version.isLast ? null : <PageMetadata title={`${title} (${version.label})`} />;
}
