import React, {useId, type ReactElement} from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';

import type {PromoCard as PromoCardData} from '@site/src/data/navigation';
import {isExternalHref} from '@site/src/utils/navigation';

import styles from './styles.module.css';

/** A small canvas: three nodes joined by edges, and a pointer placing a fourth. */
function StudioArt(): ReactElement {
  // The card can be on the page twice (desktop menu and mobile menu): unique ids.
  const dots = `promo-dots-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 240 110" aria-hidden="true" focusable="false" className={styles.art}>
      <defs>
        <pattern id={dots} width="12" height="12" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" className={styles.dot} />
        </pattern>
      </defs>
      <rect width="240" height="110" fill={`url(#${dots})`} />
      <path d="M62 40h38M142 40c20 0 20 34 40 34M100 40c12 0 12 34 26 34" className={styles.edge} />
      <rect x="18" y="26" width="46" height="28" rx="7" className={styles.nodePrimary} />
      <rect x="98" y="26" width="46" height="28" rx="7" className={styles.node} />
      <rect x="124" y="62" width="46" height="24" rx="7" className={styles.nodeDashed} />
      <rect x="180" y="62" width="44" height="24" rx="7" className={styles.nodeAccent} />
      <path d="M152 78l0 18 5-5 4 8 4-2-4-8 7 0z" className={styles.pointer} />
    </svg>
  );
}

/** A question and an answer in chat bubbles, with a spark for the model. */
function ChatArt(): ReactElement {
  return (
    <svg viewBox="0 0 240 110" aria-hidden="true" focusable="false" className={styles.art}>
      <rect x="20" y="16" width="128" height="30" rx="12" className={styles.node} />
      <rect x="32" y="27" width="78" height="8" rx="4" className={styles.line} />
      <rect x="82" y="56" width="138" height="40" rx="12" className={styles.nodePrimary} />
      <rect x="94" y="67" width="100" height="7" rx="3.5" className={styles.lineOnPrimary} />
      <rect x="94" y="80" width="70" height="7" rx="3.5" className={styles.lineOnPrimary} />
      <path
        d="M188 14l4 10 10 4-10 4-4 10-4-10-10-4 10-4z M214 40l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
        className={styles.spark}
      />
    </svg>
  );
}

/** The card beside the Product and Resources menus. */
export default function PromoCard({promo, onNavigate}: {promo: PromoCardData; onNavigate?: () => void}): ReactElement {
  const external = isExternalHref(promo.href);
  return (
    <Link to={promo.href} className={styles.card} onClick={onNavigate}>
      <span className={styles.artFrame}>{promo.art === 'studio' ? <StudioArt /> : <ChatArt />}</span>
      <span className={styles.body}>
        <span className={styles.eyebrow}>{promo.eyebrow}</span>
        <span className={styles.title}>{promo.title}</span>
        <span className={styles.description}>{promo.description}</span>
        <span className={styles.cta}>
          {promo.cta}
          <ArrowRight size={16} aria-hidden="true" focusable="false" />
          {external && <span className="sr-only"> (opens in a new tab)</span>}
        </span>
      </span>
    </Link>
  );
}
