import React, {type ReactNode} from 'react';

import CopyCommand from '@site/src/components/CopyCommand';
import styles from './styles.module.css';

/** A shell command under a short title, with a copy button, framed for a hero. */
export default function CommandSnippet({command, title}: {command: string; title?: string}): ReactNode {
  return (
    <figure className={styles.frame}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <CopyCommand command={command} copyLabel={title ? `Copy the command: ${title}` : 'Copy the command'} />
    </figure>
  );
}
