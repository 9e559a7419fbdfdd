import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type PlanMarkerProps = {
  /** Lowest plan that unlocks the feature. These props are filled in by src/plugins/markers/remark.ts. */
  plan: string;
  /** That plan and the ones above it, in words: "Starter or Scale". */
  plans: string;
  /** The feature, as a reader names it. */
  name: string;
  /** Licence variables that unlock it, separated by spaces. */
  env: string;
  /** Conditions beyond the plan; text between backticks is code. */
  requires?: string;
  /** A badge inside a sentence or a table cell, instead of a note of its own. */
  inline?: boolean;
  /** A later 4.x release from which the feature needs something else, and what (src/data/paidFeatures.ts, laterIn4x). */
  laterVersion?: string;
  laterNeeds?: string;
  /** The 4.x docs page that says what the plans were and what each unlocked. */
  plansPage: string;
};

/** "`output: 'server'` and a file" with the parts between backticks as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * Marks a feature that needs a paid plan, from src/data/paidFeatures.ts. Written in MDX as
 * <PlanMarker feature="auth" /> (a note with the licence variable) or <PlanMarker feature="auth" inline /> (a badge).
 */
export default function PlanMarker({
  plans,
  name,
  env,
  requires,
  inline,
  laterVersion,
  laterNeeds,
  plansPage,
}: PlanMarkerProps): ReactNode {
  const later = laterVersion && laterNeeds ? `from core ${laterVersion} it needs ${laterNeeds} instead` : undefined;
  if (inline) {
    return (
      // The visible words are the link's name, so the badge reads well inside a sentence ("a licence for the
      // Scale plan"); the title names the feature for pointer users.
      <Link to={plansPage} className={styles.badge} title={`${name}: ${plans} plan${later ? `; ${later}` : ''}`}>
        {plans} plan{later && ` (${laterNeeds} from ${laterVersion})`}
      </Link>
    );
  }
  const variables = env.split(' ');
  return (
    <div className={styles.note} role="note" aria-label={`${plans} plan`}>
      <p>
        <strong>{name}</strong> needs the {plans} plan
        {requires && <>, with {withCode(requires)}</>}. Licence key in{' '}
        {variables.map((variable, i) => (
          <Fragment key={variable}>
            {i > 0 && ' or '}
            <code>{variable}</code>
          </Fragment>
        ))}
        .{later && ` ${later[0].toUpperCase()}${later.slice(1)}.`} <Link to={plansPage}>Plans in 4.x</Link>
      </p>
    </div>
  );
}
