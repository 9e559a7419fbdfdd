import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

import {TitleActionsProvider} from '@site/src/components/TitleActions';
import PageActions from '@site/src/components/PageActions';
import VersionedMetadata from '@site/src/components/VersionedMetadata';
import SocialCard from '@site/src/plugins/social-cards/client/SocialCard';
import {docSection} from '@site/src/plugins/social-cards/cardName.mjs';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/**
 * A category's index page (the list of its docs) has a Markdown twin too, and offers it as doc pages do; in an
 * older docs version its title and description name the version, as a doc's do; it has its social card as a doc has.
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <TitleActionsProvider actions={<PageActions permalink={props.categoryGeneratedIndex.permalink} />}>
      <DocCategoryGeneratedIndexPage {...props} />
      <VersionedMetadata
        title={props.categoryGeneratedIndex.title}
        description={props.categoryGeneratedIndex.description}
      />
      <SocialCard
        title={props.categoryGeneratedIndex.title}
        section={docSection(props.categoryGeneratedIndex.permalink)}
      />
    </TitleActionsProvider>
  );
}
