import React, {type ReactElement, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowUpRight} from 'lucide-react';

import NavIcon from '@site/src/components/NavIcon';
import type {MenuItem} from '@site/src/data/navigation';
import {isExternalHref} from '@site/src/utils/navigation';

import styles from './styles.module.css';

/** The "New" / "Sign up" badges of a menu item, from its `new` and `signup` flags. */
export function MenuItemBadges({item}: {item: MenuItem}): ReactElement | null {
  if (!item.new && !item.signup) return null;
  return (
    <>
      {item.new && <span className={clsx(styles.badge, styles.badgeNew)}>New</span>}
      {item.signup && <span className={clsx(styles.badge, styles.badgeSignup)}>Sign up</span>}
    </>
  );
}

/**
 * One menu entry: icon tile, name with its badges, and a one-line
 * description. External links open in a new tab and say so.
 */
export default function MenuItemLink({
  item,
  className,
  compact = false,
  showDescription = true,
  singleLine = false,
  meta,
  linkRef,
  onClick,
}: {
  item: MenuItem;
  className?: string;
  /** Smaller tile and text, for dense grids (integrations) and the mobile menu. */
  compact?: boolean;
  /** Dense lists (integrations on a phone) show the name only. */
  showDescription?: boolean;
  /** Keep name and description on one line each (grids of equal rows). */
  singleLine?: boolean;
  /** Extra text after the name and badges, e.g. the repository's star label. */
  meta?: ReactNode;
  linkRef?: Ref<HTMLAnchorElement>;
  onClick?: () => void;
}): ReactElement {
  const external = isExternalHref(item.href);
  return (
    <Link
      to={item.href}
      ref={linkRef}
      onClick={onClick}
      className={clsx(styles.item, compact && styles.compact, singleLine && styles.singleLine, className)}>
      <span className={clsx(styles.tile, item.icon.startsWith('/') && styles.logoTile)}>
        <NavIcon icon={item.icon} size={item.icon.startsWith('/') ? (compact ? 22 : 26) : compact ? 20 : undefined} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>
          {item.name}
          {external && (
            <>
              <ArrowUpRight className={styles.externalIcon} size={14} aria-hidden="true" focusable="false" />
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          )}
          <MenuItemBadges item={item} />
          {meta}
        </span>
        {showDescription && <span className={styles.description}>{item.description}</span>}
      </span>
    </Link>
  );
}
