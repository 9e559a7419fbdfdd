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
    <div role="img" aria-label={description} data-visual={name} data-search-ignore className={clsx(styles.figure, className)}>
      {children}
    </div>
  );
}

/** A resource drawn as a box in its kind's colour: name, then kind and version in small type. */
export function Node({kind, name, meta, className}: {kind: NodeKind; name: string; meta?: string; className?: string}): ReactNode {
  return (
    <span className={clsx(styles.node, className)} data-kind={kind}>
      <span className={styles.nodeName}>{name}</span>
      {meta && <span className={styles.nodeMeta}>{meta}</span>}
    </span>
  );
}

/** "event v2.0.0", or just the kind when the version is `latest` or absent. */
export const kindAndVersion = (kind: string, version?: string): string =>
  version && version !== 'latest' ? `${kind} v${version}` : kind;

/**
 * An arrow between boxes, pointing right; `down` points it down, and
 * `turns` points it right in wide frames and down where the frame is narrower
 * than 30rem (where the drawing stacks its boxes). `label` is written on it.
 */
export function Arrow({label, down, turns}: {label?: string; down?: boolean; turns?: boolean}): ReactNode {
  return (
    <span className={clsx(styles.arrow, down && styles.arrowDown, turns && styles.arrowTurns)} aria-hidden="true">
      {label && <span className={styles.arrowLabel}>{label}</span>}
    </span>
  );
}
