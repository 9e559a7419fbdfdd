import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Wraps the classic bar for one case it misses: the inline script hides a
 * dismissed bar with a CSS attribute before React runs, without checking the
 * bar id. When a new id re-opens the bar, drop that attribute so the new
 * announcement shows on this page load, not only on the next one.
 */
export default function AnnouncementBarWrapper(props: Props): React.ReactElement {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
