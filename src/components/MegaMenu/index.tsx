import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowRight, ChevronDown} from 'lucide-react';

import useOpenedOnce from '@site/src/hooks/useOpenedOnce';
import MenuItemLink from '@site/src/components/MenuItemLink';
import PromoCard from '@site/src/components/PromoCard';
import type {MenuGroup} from '@site/src/data/navigation';

import styles from './styles.module.css';

// Time the pointer may spend outside the trigger and panel (crossing a gap,
// overshooting a corner) before the panel closes.
const CLOSE_DELAY_MS = 150;

// useLayoutEffect warns during server rendering; the panel is closed there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Links of the panel, in reading order, for arrow-key movement. */
function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

/**
 * One dropdown of the marketing header: a disclosure button and its panel.
 * Opens on hover (mouse), on click or tap, and from the keyboard (Enter,
 * Space or ArrowDown on the focused button). Escape closes it and puts focus
 * back on the button; so do leaving it with the pointer and tabbing away.
 * The header owns which dropdown is open, so only one is open at a time.
 */
export default function MegaMenu({
  group,
  open,
  onOpenChange,
}: {
  group: MenuGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}): ReactElement {
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastPointer = useRef<string>('');
  const focusFirstOnOpen = useRef(false);
  const panelId = `mega-menu-${group.id}`;
  // The panel's links are rendered when it first opens (see useOpenedOnce).
  const panelRendered = useOpenedOnce(open);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      cancelClose();
      onOpenChange(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [onOpenChange],
  );

  // Keep the panel inside the viewport: shift it left when it would overflow.
  useIsomorphicLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.style.setProperty('--panel-shift', '0px');
    const margin = 16;
    const rect = panel.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    let shift = 0;
    if (rect.right > viewport - margin) shift = viewport - margin - rect.right;
    if (rect.left + shift < margin) shift = margin - rect.left;
    panel.style.setProperty('--panel-shift', `${Math.round(shift)}px`);
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelLinks(panel)[0]?.focus();
    }
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) onOpenChange(true);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => onOpenChange(false), CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    // A mouse user has already opened the panel by pointing at the button:
    // a click then should not shut it again. Keyboard and touch toggle.
    if (lastPointer.current === 'mouse' && open) return;
    onOpenChange(!open);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    lastPointer.current = '';
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        panelLinks(panelRef.current)[0]?.focus();
      } else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = panelLinks(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'ArrowDown':
      case 'ArrowRight':
        next = items[(index + 1) % items.length];
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        next = items[(index - 1 + items.length) % items.length];
        break;
      case 'Home':
        next = items[0];
        break;
      case 'End':
        next = items[items.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  // Tabbing (or clicking) to something outside this dropdown closes it.
  const onBlur = (event: React.FocusEvent) => {
    const target = event.relatedTarget as Node | null;
    if (open && target && !rootRef.current?.contains(target)) close(false);
  };

  const afterNavigate = () => close(false);

  return (
    <li
      ref={rootRef}
      className={clsx(styles.root, open && styles.rootOpen)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}>
        {group.label}
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" focusable="false" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={clsx(styles.panel, styles[`columns${group.columns}`], group.promo && styles.withPromo)}
        hidden={!open}
        onKeyDown={onPanelKeyDown}>
        {panelRendered && (
          <>
            <div className={styles.panelBody}>
              <ul className={styles.items} aria-label={group.label}>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <MenuItemLink item={item} compact={group.columns === 4} singleLine onClick={afterNavigate} />
                  </li>
                ))}
              </ul>
              {group.promo && (
                <div className={styles.promo}>
                  <PromoCard promo={group.promo} onNavigate={afterNavigate} />
                </div>
              )}
            </div>
            {group.more && (
              <div className={styles.more}>
                <Link to={group.more.href} className={styles.moreLink} onClick={afterNavigate}>
                  {group.more.label}
                  <ArrowRight size={16} aria-hidden="true" focusable="false" />
                </Link>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}
