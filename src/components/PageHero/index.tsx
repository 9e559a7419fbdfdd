import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export type PageAction = {label: string; to: string; variant?: 'primary' | 'secondary'};

type Props = {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: PageAction[];
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
};

/** The opening block of a marketing page: the page's only h1. */
export default function PageHero({eyebrow, title, lead, actions = [], aside}: Props): ReactNode {
  return (
    <header className={clsx(styles.hero, aside && styles.withAside)}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action) => (
              <Link
                key={action.to}
                to={action.to}
                className={clsx(
                  'button button--lg',
                  action.variant === 'secondary' ? 'button--secondary button--outline' : 'button--primary',
                )}>
                {action.label}
              </Link>
            ))}
          </div>
        )}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </header>
  );
}
