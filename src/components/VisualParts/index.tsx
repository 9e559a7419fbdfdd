import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export type NodeKind = 'service' | 'event' | 'command' | 'channel' | 'actor' | 'domain' | 'system';

/**
 * The frame every product visual sits in. The drawing is one image to
 * assistive technology (role="img"), named by `description`, which says in
 * words what the picture shows; `data-visual` names the drawing for tests.
 * Its text stays out of the site search: it repeats the sample catalog.
 */
export function VisualFigure({
  name,
  description,
  className,
  children,
}: {
  name: string;
  description: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      role="img"
      aria-label={description}
      data-visual={name}
      data-search-ignore
      className={clsx(styles.figure, className)}>
      {children}
    </div>
  );
}

/** "PaymentAuthorised" may wrap as "Payment / Authorised" in a narrow box, never inside a word. */
function breakable(name: string): ReactNode {
  return name.split(/(?=[A-Z][a-z])/).map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

/** A resource drawn as a box in its kind's colour: name, then kind and version in small type. */
export function Node({
  kind,
  name,
  meta,
  className,
}: {
  kind: NodeKind;
  name: string;
  meta?: string;
  className?: string;
}): ReactNode {
  return (
    <span className={clsx(styles.node, className)} data-kind={kind}>
      {/* The spaces are not drawn (a flex box drops text that is only white space) but keep the words apart in
          the page's text, for copying and for agents: "PaymentAuthorised event v1.0.0", then the next box. */}
      <span className={styles.nodeName}>{breakable(name)}</span>
      {meta && ' '}
      {meta && <span className={styles.nodeMeta}>{meta}</span>}{' '}
    </span>
  );
}

/** A resource page's head in a drawing: its name with a version pill, then its summary. */
export function ResourceHeading({
  name,
  version,
  summary,
}: {
  name: string;
  version: string;
  summary?: string;
}): ReactNode {
  return (
    <>
      <p className={styles.resourceTitle}>
        {name} <span className={styles.versionBadge}>v{version}</span>
      </p>
      {summary && <p className={styles.resourceSummary}>{summary}</p>}
    </>
  );
}

/** "event v2.0.0", or just the kind when the version is `latest` or absent. */
export const kindAndVersion = (kind: string, version?: string): string =>
  version && version !== 'latest' ? `${kind} v${version}` : kind;

/**
 * An arrow between boxes. It points right, and down where its drawing stacks
 * the boxes: in frames narrower than `turnsBelow` (30rem, or 24rem for
 * drawings compact enough to stay side by side longer).
 */
export function Arrow({turnsBelow = '30rem'}: {turnsBelow?: '30rem' | '24rem'}): ReactNode {
  return (
    <span
      className={clsx(styles.arrow, turnsBelow === '30rem' ? styles.arrowTurns : styles.arrowTurnsSmall)}
      aria-hidden="true"
    />
  );
}
