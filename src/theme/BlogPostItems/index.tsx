import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import BlogListHeader from '../BlogListPage/Header';

type Props = WrapperProps<typeof BlogPostItemsType>;

/**
 * The theme's list of posts, after the blog list page's header (an h1 and links to the index pages) on that page:
 * the header goes where the theme's list page has its content, which a wrap of the page itself cannot reach.
 */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListHeader />
      <BlogPostItems {...props} />
    </>
  );
}
