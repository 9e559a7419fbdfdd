import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

export type FaqItem = {question: string; answer: string};

/** Questions as native disclosure widgets: keyboard and screen reader support for free. */
export default function Faq({title = 'Questions', items}: {title?: string; items: FaqItem[]}): ReactNode {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {items.map(({question, answer}) => (
        <details key={question} className={styles.item}>
          <summary className={styles.question}>{question}</summary>
          <p className={styles.answer}>{answer}</p>
        </details>
      ))}
    </section>
  );
}
