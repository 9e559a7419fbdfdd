import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LucideIcon} from 'lucide-react';

import styles from './styles.module.css';

export type FeatureItem = {icon: LucideIcon; title: string; text: string; href?: string};

type Props = {title?: string; intro?: string; items: FeatureItem[]};

/** Cards of icon, title and one or two sentences; a card with `href` links on. */
export default function FeatureGrid({title, intro, items}: Props): ReactNode {
  return (
    <section className={styles.section}>
      {title && <h2 className={styles.heading}>{title}</h2>}
      {intro && <p className={styles.intro}>{intro}</p>}
      <ul className={styles.grid}>
        {items.map(({icon: Icon, title: itemTitle, text, href}) => (
          <li key={itemTitle} className={styles.card}>
            <Icon className={styles.icon} aria-hidden="true" />
            <h3 className={styles.cardTitle}>
              {href ? (
                <Link to={href} className={styles.cardLink}>
                  {itemTitle}
                </Link>
              ) : (
                itemTitle
              )}
            </h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
