import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

import type {IntegrationCardData} from '../../index';
import styles from './styles.module.css';

/** A card on /integrations. Coming-soon entries link to where visitors can ask for them. */
export default function IntegrationCard({integration}: {integration: IntegrationCardData}): ReactNode {
  const logo = useBaseUrl(integration.logo);
  const to = integration.comingSoon ? integration.upvoteUrl! : integration.permalink;
  return (
    <li className={styles.card} data-slug={integration.slug}>
      <img src={logo} alt="" width={40} height={40} loading="lazy" className={styles.logo} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={to} className={styles.link}>
            {integration.title}
            {integration.comingSoon && <span className="sr-only"> (coming soon: ask for it)</span>}
          </Link>
        </h3>
        <p className={styles.description}>{integration.description}</p>
        <p className={styles.badges}>
          {integration.new && <span className={styles.badgeNew}>New</span>}
          {integration.comingSoon && <span className={styles.badgeSoon}>Coming soon</span>}
          <span className={styles.author}>By {integration.author}</span>
        </p>
      </div>
    </li>
  );
}
