import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

type Props = {
  title: string;
  paragraphs: string[];
  points?: string[];
  /** An illustration or code sample beside the text. */
  visual?: ReactNode;
  reverse?: boolean;
};

/** Text on one side, a visual on the other; stacks on phones. */
export default function SplitSection({title, paragraphs, points, visual, reverse}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, reverse && styles.reverse, !visual && styles.textOnly)}>
      <div className={styles.text}>
        <h2>{title}</h2>
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
        {points && (
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
      {visual && <div className={styles.visual}>{visual}</div>}
    </section>
  );
}
