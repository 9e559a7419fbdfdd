import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

import styles from './styles.module.css';

const isCategory = (item: PropSidebarItem): item is PropSidebarItemCategory => item.type === 'category';
const isLink = (item: PropSidebarItem): item is PropSidebarItemLink => item.type === 'link';

/**
 * The field reference pages, grouped the way the API sidebar groups them. It
 * reads the sidebar the page is shown in, so a page or group added to
 * docs/api appears here without an edit.
 */
export default function ApiReferenceIndex(): ReactNode {
  const sidebar = useDocsSidebar();
  const groups = (sidebar?.items ?? []).filter(isCategory);
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.label} className={styles.group} aria-label={group.label}>
          <p className={styles.label}>{group.label}</p>
          <ul className={styles.pages}>
            {group.items.filter(isLink).map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
