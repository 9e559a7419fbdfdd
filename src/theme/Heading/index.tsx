import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';

import {TitleWithActions} from '@site/src/components/TitleActions';

type Props = WrapperProps<typeof HeadingType>;

/**
 * A page's h1 gets the actions its page provides (see TitleActions); every
 * other heading is the theme's own.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  if (props.as !== 'h1') return <Heading {...props} />;
  return (
    <TitleWithActions>
      <Heading {...props} />
    </TitleWithActions>
  );
}
