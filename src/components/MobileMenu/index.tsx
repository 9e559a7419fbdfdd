import React, {useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Collapsible} from '@docusaurus/theme-common';
import {ArrowRight, ArrowUpRight, ChevronDown, X} from 'lucide-react';

import useOpenedOnce from '@site/src/hooks/useOpenedOnce';
import MenuItemLink from '@site/src/components/MenuItemLink';
import StarLabel from '@site/src/components/StarLabel';
import {links, mobileLinks, type MenuGroup} from '@site/src/data/navigation';
import useNavigation from '@site/src/hooks/useNavigation';

import styles from './styles.module.css';

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements the keyboard can reach inside `root`, skipping collapsed groups. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
}

/** One collapsible group (Docs, Product…): a button that shows or hides its links. */
function MobileGroup({group, onNavigate}: {group: MenuGroup; onNavigate: () => void}): ReactElement {
  const [collapsed, setCollapsed] = useState(true);
  const listId = `mobile-menu-${group.id}`;
  const dense = group.columns === 4;
  return (
    <li className={styles.group}>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((value) => !value)}>
        {group.label}
        <ChevronDown className={clsx(styles.chevron, !collapsed && styles.chevronOpen)} size={20} aria-hidden="true" />
      </button>
      {/* Height animation from Docusaurus: duration follows the content height, 1 ms with reduced motion. */}
      <Collapsible lazy={false} collapsed={collapsed}>
        <div id={listId} className={styles.groupBody}>
          <ul className={clsx(styles.groupItems, dense && styles.groupItemsDense)} aria-label={group.label}>
            {group.items.map((item) => (
              <li key={item.href}>
                <MenuItemLink item={item} compact showDescription={!dense} onClick={onNavigate} />
              </li>
            ))}
          </ul>
          {group.more && (
            <Link to={group.more.href} className={styles.moreLink} onClick={onNavigate}>
              {group.more.label}
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          )}
        </div>
      </Collapsible>
    </li>
  );
}

/**
 * The slide-in menu of the marketing header below the desktop breakpoint.
 * While open it is a modal dialog: focus stays inside, Escape closes it and
 * the page behind does not scroll. Focus returns to the menu button on close.
 */
export default function MobileMenu({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}): ReactElement {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const logo = useBaseUrl('/img/logo.svg');
  const wasOpen = useRef(false);
  const {mobileMenus} = useNavigation();
  // The groups and links are rendered when the menu first opens (see
  // useOpenedOnce); the panel itself exists from the start, so it still slides in.
  const contentRendered = useOpenedOnce(open);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
      const previous = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previous;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
    return undefined;
  }, [open, returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={clsx(styles.root, open && styles.open)}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Main menu"
        className={styles.panel}
        onKeyDown={onKeyDown}>
        <div className={styles.top}>
          <Link to="/" className={styles.brand} onClick={onClose}>
            <img src={logo} alt="" width={28} height={28} />
            EventCatalog
          </Link>
          <button ref={closeRef} type="button" className={styles.closeButton} aria-label="Close menu" onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        {contentRendered && (
          <div className={styles.scroll}>
            <ul className={styles.groups}>
              {mobileMenus.map((group) => (
                <MobileGroup key={group.id} group={group} onNavigate={onClose} />
              ))}
            </ul>
            <ul className={styles.links}>
              {mobileLinks.map((item) => (
                <li key={item.href}>
                  <MenuItemLink
                    item={item}
                    compact
                    onClick={onClose}
                    meta={item.href === links.repository.href ? <StarLabel /> : undefined}
                  />
                </li>
              ))}
            </ul>
            <Link
              to={links.demo.href}
              className={clsx('button button--primary button--block', styles.demo)}
              onClick={onClose}>
              {links.demo.name}
              <ArrowUpRight size={18} aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
