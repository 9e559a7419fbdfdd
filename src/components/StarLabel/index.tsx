import React, {type ReactElement} from 'react';
import clsx from 'clsx';
import {Star} from 'lucide-react';

import {repositoryStarLabel} from '@site/src/data/navigation';

import styles from './styles.module.css';

/** The repository's fixed star label (spec §9: always "2.1k", never fetched). */
export default function StarLabel({className}: {className?: string}): ReactElement {
  return (
    <span className={clsx(styles.stars, className)}>
      <Star size={13} aria-hidden="true" focusable="false" />
      {repositoryStarLabel}
      <span className={styles.visuallyHidden}> stars</span>
    </span>
  );
}
