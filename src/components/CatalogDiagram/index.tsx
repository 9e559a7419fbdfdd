import React, {useId, type ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * A small drawing of what a catalog shows: a domain holding two services, an
 * event one publishes and the other consumes, over a channel, owned by a team.
 * Fixed viewBox and size, so it never shifts the layout.
 */
export default function CatalogDiagram(): ReactNode {
  const id = useId().replace(/[^\w-]/g, '');
  return (
    <svg
      viewBox="0 0 480 300"
      width="480"
      height="300"
      role="img"
      aria-labelledby={`${id}-title`}
      className={styles.diagram}>
      <title id={`${id}-title`}>
        The Orders domain: the Checkout service publishes OrderPlaced to the orders topic, and the Fulfilment service
        consumes it. Both are owned by the Commerce team.
      </title>
      <defs>
        <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0 10 5 0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
      <rect x="10" y="10" width="460" height="280" rx="18" className={styles.domain} />
      <text x="30" y="40" className={styles.domainLabel}>
        Orders domain
      </text>
      <rect x="30" y="110" width="120" height="64" rx="12" className={styles.service} />
      <text x="90" y="138" className={styles.nodeLabel}>
        Checkout
      </text>
      <text x="90" y="158" className={styles.nodeKind}>
        service
      </text>
      <rect x="180" y="116" width="120" height="52" rx="26" className={styles.event} />
      <text x="240" y="140" className={styles.eventLabel}>
        OrderPlaced
      </text>
      <text x="240" y="157" className={styles.eventKind}>
        event v2.0.0
      </text>
      <rect x="330" y="110" width="120" height="64" rx="12" className={styles.service} />
      <text x="390" y="138" className={styles.nodeLabel}>
        Fulfilment
      </text>
      <text x="390" y="158" className={styles.nodeKind}>
        service
      </text>
      <path d="M150 142h26" className={styles.edge} markerEnd={`url(#${id}-arrow)`} />
      <path d="M300 142h26" className={styles.edge} markerEnd={`url(#${id}-arrow)`} />
      <rect x="180" y="206" width="120" height="36" rx="8" className={styles.channel} />
      <text x="240" y="229" className={styles.channelLabel}>
        orders topic
      </text>
      <path d="M240 168v34" className={styles.edgeDashed} />
      <rect x="330" y="24" width="120" height="30" rx="15" className={styles.team} />
      <text x="390" y="44" className={styles.teamLabel}>
        Commerce team
      </text>
    </svg>
  );
}
