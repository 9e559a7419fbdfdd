import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogPostItem/Footer/ReadMoreLink) for one change: the post's title
 * is in the link's text (hidden visually) rather than only in its aria-label, as search engines and Lighthouse's
 * link-text audit read the text, and a page of identical "Read more" links tells them nothing. Screen readers hear
 * the same "Read more about {title}" as before. A wrap cannot: the theme's component sets the link's text itself,
 * so a wrap can change the link's props but not what it says.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        Read more<span className="sr-only"> about {blogPostTitle}</span>
      </b>
    </Link>
  );
}
