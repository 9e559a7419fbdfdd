import React, {type ReactElement} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

import MarketingHeader from '@site/src/components/MarketingHeader';
import {usesDocsNavbar} from '@site/src/utils/navigation';

type Props = WrapperProps<typeof NavbarType>;

/**
 * Wraps the classic navbar: documentation pages keep it (docs links, search,
 * colour mode and the mobile docs sidebar with "Back to main menu"); every
 * other page gets the marketing header with the mega-menu.
 */
export default function NavbarWrapper(props: Props): ReactElement {
  const {pathname} = useLocation();
  if (usesDocsNavbar(pathname)) return <Navbar {...props} />;
  return <MarketingHeader />;
}
