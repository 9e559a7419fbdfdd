import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';

import {TitleActionsProvider} from '@site/src/components/TitleActions';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocItemType>;

/** Every doc page (guides, API reference, SDK reference) offers its Markdown beside its title. */
export default function DocItemWrapper(props: Props): ReactNode {
  return (
    <TitleActionsProvider actions={<PageActions permalink={props.content.metadata.permalink} />}>
      <DocItem {...props} />
    </TitleActionsProvider>
  );
}
