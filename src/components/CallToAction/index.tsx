import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type {PageAction} from '@site/src/components/PageHero';
import styles from './styles.module.css';

type Props = {title: string; text: string; actions: PageAction[]};

/** The closing band of a page: one question answered, one or two next steps. */
export default function CallToAction({title, text, actions}: Props): ReactNode {
  return (
    <section className={styles.band}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className={clsx('button button--lg', action.variant === 'secondary' ? styles.secondary : styles.primary)}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
