import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LucideIcon} from 'lucide-react';

import {rowSizes} from './rows';
import styles from './styles.module.css';

export type FeatureItem = {icon: LucideIcon; title: string; text: string; href?: string};

type Props = {title?: string; intro?: string; items: FeatureItem[]};

/** Each card's width in twelfths of the row (every row size up to 4 divides 12). */
function spans(count: number, perRow: number): number[] {
  return rowSizes(count, perRow).flatMap((size) => Array<number>(size).fill(12 / size));
}

/** Cards of icon, title and one or two sentences; a card with `href` links on. */
export default function FeatureGrid({title, intro, items}: Props): ReactNode {
  // Up to three cards a row on tablets, four on wide screens (the media queries in styles.module.css).
  const wide = spans(items.length, 3);
  const widest = spans(items.length, 4);
  // Under a section title the cards are its subsections; without one they are the page's sections.
  const CardHeading = title ? 'h3' : 'h2';
  return (
    <section className={styles.section}>
      {title && <h2 className={styles.heading}>{title}</h2>}
      {intro && <p className={styles.intro}>{intro}</p>}
      <ul className={styles.grid}>
        {items.map(({icon: Icon, title: itemTitle, text, href}, index) => (
          <li
            key={itemTitle}
            className={styles.card}
            style={{'--span-medium': wide[index], '--span-large': widest[index]} as React.CSSProperties}>
            <Icon className={styles.icon} aria-hidden="true" />
            <CardHeading className={styles.cardTitle}>
              {href ? (
                <Link to={href} className={styles.cardLink}>
                  {itemTitle}
                </Link>
              ) : (
                itemTitle
              )}
            </CardHeading>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
