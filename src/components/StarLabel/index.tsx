import React, {type ReactElement} from 'react';
import clsx from 'clsx';
import {Star} from 'lucide-react';

import {githubStarLabel} from '@site/src/data/siteLinks';

import styles from './styles.module.css';

/** The repository's star label: a fixed text, never fetched, so no page waits on or calls GitHub's API. */
export default function StarLabel({className}: {className?: string}): ReactElement {
  return (
    <span className={clsx(styles.stars, className)}>
      <Star size={13} aria-hidden="true" focusable="false" />
      {githubStarLabel}
      <span className="sr-only"> stars</span>
    </span>
  );
}
