import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {Check} from 'lucide-react';

import type {Plan} from '@site/src/data/plans';
import styles from './styles.module.css';

/** One column per plan; the highlighted plan is marked for sighted and screen-reader users alike. */
export default function PricingTable({plans}: {plans: Plan[]}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="plans-heading">
      <h2 id="plans-heading" className={styles.heading}>
        Plans
      </h2>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan.name} className={clsx(styles.plan, plan.highlighted && styles.highlighted)}>
            {plan.highlighted && <p className={styles.badge}>Recommended</p>}
            <h3 className={styles.name}>{plan.name}</h3>
            <p className={styles.price}>{plan.price}</p>
            <p className={styles.summary}>{plan.summary}</p>
            <ul className={styles.features}>
              {plan.includes.map((item) => (
                <li key={item}>
                  <Check size={18} aria-hidden="true" className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
            <Link
              to={plan.action.to}
              className={clsx('button button--block', plan.highlighted ? 'button--primary' : 'button--secondary')}>
              {plan.action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
