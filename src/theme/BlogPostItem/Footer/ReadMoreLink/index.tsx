import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * Ejected to put the post title into the link's text (hidden visually), not
 * only into aria-label: search engines and Lighthouse's link-text audit read
 * the text, and a page of identical "Read more" links tells them nothing.
 * Screen readers hear the same "Read more about {title}" as before.
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
