import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListPageMetadata} from './Header';

type Props = WrapperProps<typeof BlogListPageType>;

/** The theme's list page, telling ../BlogPostItems to start with the page's header (./Header). */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListPageMetadata.Provider value={props.metadata}>
      <BlogListPage {...props} />
    </BlogListPageMetadata.Provider>
  );
}
