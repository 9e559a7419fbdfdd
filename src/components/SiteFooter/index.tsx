import React, {type ReactElement} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import NavIcon from '@site/src/components/NavIcon';
import {
  copyrightLine,
  footerCompany,
  footerLegalLinks,
  footerSocialLinks,
  type MenuItem,
} from '@site/src/data/navigation';
import {isExternalHref} from '@site/src/utils/navigation';
import useNavigation from '@site/src/hooks/useNavigation';

import styles from './styles.module.css';

function FooterLink({item, withIcon = false}: {item: MenuItem; withIcon?: boolean}): ReactElement {
  return (
    <Link to={item.href} className={styles.link}>
      {withIcon && <NavIcon icon={item.icon} size={18} />}
      {item.name}
      {isExternalHref(item.href) && <span className="sr-only"> (opens in a new tab)</span>}
    </Link>
  );
}

/** The footer of every page, built from the same data as the menus. */
export default function SiteFooter(): ReactElement {
  const logo = useBaseUrl('/img/logo.svg');
  const {footerColumns} = useNavigation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandColumn}>
            <Link to="/" className={styles.brand}>
              <img src={logo} alt="" width={32} height={32} loading="lazy" />
              EventCatalog
            </Link>
            <p className={styles.tagline}>
              Document, visualise and share your event-driven architecture, from Markdown and the specifications you
              already have.
            </p>
          </div>
          <nav className={styles.columns} aria-label="Footer">
            {footerColumns.map((column) => (
              <div key={column.title} className={clsx(styles.column, column.wide && styles.columnWide)}>
                <h2 className={styles.title}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className={styles.column}>
              <h2 className={styles.title}>Community</h2>
              <ul className={styles.list}>
                {footerSocialLinks.map((item) => (
                  <li key={item.href}>
                    <FooterLink item={item} withIcon />
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {copyrightLine(Number(siteConfig.customFields?.copyrightYear))} {footerCompany.registration}
          </p>
          <ul className="link-row">
            {footerLegalLinks.map((item) => (
              <li key={item.href}>
                <FooterLink item={item} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
