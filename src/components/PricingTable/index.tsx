import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {Check} from 'lucide-react';

import type {LicenceOption} from '@site/src/data/plans';
import styles from './styles.module.css';

/** One card per way of using EventCatalog (src/data/plans.ts), each with what it covers and one next step. */
export default function PricingTable({title, options}: {title: string; options: LicenceOption[]}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="options-heading">
      <h2 id="options-heading" className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.name} className={styles.option}>
            <h3 className={styles.name}>{option.name}</h3>
            <p className={styles.price}>{option.price}</p>
            <p className={styles.summary}>{option.summary}</p>
            <ul className={styles.features}>
              {option.includes.map((item) => (
                <li key={item}>
                  <Check size={18} aria-hidden="true" className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
            <Link to={option.action.to} className="button button--block button--secondary">
              {option.action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
