import React, {type ReactNode} from 'react';
import CodeBlock from '@site/src/components/LazyCodeBlock';

import styles from './styles.module.css';

/** A shell command with the theme's copy button, framed for a hero. */
export default function CommandSnippet({command, title}: {command: string; title?: string}): ReactNode {
  return (
    <div className={styles.frame}>
      <CodeBlock language="bash" title={title}>
        {command}
      </CodeBlock>
    </div>
  );
}
