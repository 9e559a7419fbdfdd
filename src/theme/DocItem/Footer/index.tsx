import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** "Was this page helpful?" closes every doc page, before the theme's footer (edit link, tags). */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageFeedback permalink={metadata.permalink} title={metadata.title} />
      <Footer {...props} />
    </>
  );
}
