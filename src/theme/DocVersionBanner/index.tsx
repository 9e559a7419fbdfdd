import React, {type ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import OlderDocsVersionBanner from '@site/src/components/OlderDocsVersionBanner';

type Props = WrapperProps<typeof DocVersionBannerType>;

/**
 * The theme's version banner, then the site's banner for an older version (src/components/OlderDocsVersionBanner).
 * docusaurus.config.ts switches the theme's off for those versions: it cannot name the core release a version was
 * checked against, and its link to the same page in the current docs needs the list of every doc that the tuned
 * build leaves out of main.js.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return (
    <>
      <DocVersionBanner {...props} />
      <OlderDocsVersionBanner {...props} />
    </>
  );
}
