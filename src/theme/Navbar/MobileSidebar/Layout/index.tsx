import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

import useOpenedOnce from '@site/src/hooks/useOpenedOnce';

type Props = WrapperProps<typeof LayoutType>;

/**
 * On phones the theme mounts the docs sidebar (the SDK reference's lists some
 * 230 elements) inside the closed menu straight after hydration. The panels
 * stay, so the menu still slides in, but their links render the first time
 * the menu opens.
 */
export default function NavbarMobileSidebarLayoutWrapper({primaryMenu, secondaryMenu, ...props}: Props): ReactNode {
  const opened = useOpenedOnce(useNavbarMobileSidebar().shown);
  return <Layout {...props} primaryMenu={opened ? primaryMenu : null} secondaryMenu={opened ? secondaryMenu : null} />;
}
