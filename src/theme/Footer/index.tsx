import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';

import SiteFooter from '@site/src/components/SiteFooter';

type Props = WrapperProps<typeof FooterType>;

/**
 * The site's footer (src/components/SiteFooter, its columns from src/data/navigation.ts, shared with the menus),
 * after the theme's. The theme's renders `themeConfig.footer`, which docusaurus.config.ts leaves out, so it renders
 * nothing: set that block and both footers show.
 */
function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <SiteFooter />
    </>
  );
}

// As the theme's: the footer takes no props, so a page's re-renders leave it alone.
export default React.memo(FooterWrapper);
