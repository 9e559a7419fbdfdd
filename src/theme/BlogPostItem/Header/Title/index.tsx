import React, {type ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';

import {TitleWithActions} from '@site/src/components/TitleActions';

type Props = WrapperProps<typeof TitleType>;

/** A blog post's title is a plain h1 (not @theme/Heading): it gets its page's actions here. */
export default function TitleWrapper(props: Props): ReactNode {
  return (
    <TitleWithActions>
      <Title {...props} />
    </TitleWithActions>
  );
}
