import React, {type ReactElement} from 'react';

import SiteFooter from '@site/src/components/SiteFooter';

/**
 * Replaces the classic footer rather than wrapping it: the classic footer
 * renders `themeConfig.footer`, and our columns come from
 * src/data/navigation.ts so the menus and the footer share one list of links.
 */
function Footer(): ReactElement {
  return <SiteFooter />;
}

export default React.memo(Footer);
