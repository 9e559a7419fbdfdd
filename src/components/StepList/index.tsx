import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

export type Step = {title: string; text: string; code?: string};

/** Numbered steps, each optionally with the command it takes. */
export default function StepList({title, steps}: {title: string; steps: Step[]}): ReactNode {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
            {step.code && (
              <pre className={styles.code}>
                <code>{step.code}</code>
              </pre>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
