import React, {type ReactNode} from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';

import {TitleActionsProvider} from '@site/src/components/TitleActions';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof BlogPostPageType>;

/** A blog post offers its Markdown beside its title, as docs do. */
export default function BlogPostPageWrapper(props: Props): ReactNode {
  return (
    <TitleActionsProvider actions={<PageActions permalink={props.content.metadata.permalink} />}>
      <BlogPostPage {...props} />
    </TitleActionsProvider>
  );
}
