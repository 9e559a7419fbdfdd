import React, {useCallback, useEffect, useRef, useState, type ReactElement} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames, useColorMode, useThemeConfig, useWindowSize} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import {ArrowUpRight, Menu} from 'lucide-react';

import BrandIcon from '@site/src/components/BrandIcon';
import MegaMenu from '@site/src/components/MegaMenu';
import MobileMenu from '@site/src/components/MobileMenu';
import StarLabel from '@site/src/components/StarLabel';
import {headerLinks, links} from '@site/src/data/navigation';
import useNavigation from '@site/src/hooks/useNavigation';

import styles from './styles.module.css';

// Links that another menu also offers give way first on narrow desktops.
const hideBelow: Record<string, string | undefined> = {
  [links.consulting.href]: styles.hideBelow1440,
  [links.enterprise.href]: styles.hideBelow1240,
};

function ColorModeSwitch(): ReactElement | null {
  const {disableSwitch, respectPrefersColorScheme} = useThemeConfig().colorMode;
  const {colorModeChoice, setColorMode} = useColorMode();
  if (disableSwitch) return null;
  return (
    <ColorModeToggle
      className={styles.colorMode}
      respectPrefersColorScheme={respectPrefersColorScheme}
      value={colorModeChoice}
      onChange={setColorMode}
    />
  );
}

/**
 * The header of every page outside /docs: logo, mega-menu dropdowns, direct
 * links, search, community and repository links, colour mode, and below the
 * desktop breakpoint (996 px) a button that opens the slide-in menu.
 */
export default function MarketingHeader(): ReactElement {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();
  const windowSize = useWindowSize();
  const logo = useBaseUrl('/img/logo.svg');
  const {headerMenus} = useNavigation();

  // A new page closes whatever menu led to it.
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [pathname]);

  // The slide-in menu only exists on small screens; growing the window closes it.
  useEffect(() => {
    if (windowSize === 'desktop') setMobileOpen(false);
  }, [windowSize]);

  // A click or tap anywhere outside the header closes an open dropdown.
  useEffect(() => {
    if (!openMenu) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      // "navbar": the theme's TOC and anchor scrolling measure `.navbar` for the header height.
      className={clsx('navbar', ThemeClassNames.layout.navbar.container, styles.header)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src={logo} alt="" width={32} height={32} />
          <span>EventCatalog</span>
        </Link>

        <ul className={styles.menus}>
          {headerMenus.map((group) => (
            <MegaMenu
              key={group.id}
              group={group}
              open={openMenu === group.id}
              onOpenChange={(open) =>
                setOpenMenu((current) => (open ? group.id : current === group.id ? null : current))
              }
            />
          ))}
          {headerLinks.map((item) => (
            <li key={item.href} className={clsx(styles.linkItem, hideBelow[item.href])}>
              <Link to={item.href} className={styles.link} activeClassName={styles.linkActive}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>

        <div className={styles.actions}>
          <div className={styles.search}>
            <SearchBar />
          </div>
          <Link to={links.community.href} className={clsx(styles.iconLink, styles.desktopOnly, styles.hideBelow1366)}>
            <BrandIcon name="discord" size={22} />
            <span className="sr-only">{links.community.name} (opens in a new tab)</span>
          </Link>
          <Link to={links.repository.href} className={clsx(styles.repoLink, styles.desktopOnly)}>
            <BrandIcon name="github" size={20} />
            <span className="sr-only">{links.repository.name} repository (opens in a new tab),</span>
            <StarLabel className={styles.repoStars} />
          </Link>
          <ColorModeSwitch />
          <Link
            to={links.demo.href}
            className={clsx('button button--primary button--sm', styles.demo, styles.desktopOnly)}>
            {links.demo.name}
            <ArrowUpRight size={16} aria-hidden="true" focusable="false" />
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            // The menu exists only on small screens, once the window size is known (never in the server's HTML).
            aria-controls={windowSize === 'mobile' ? 'mobile-menu' : undefined}
            onClick={() => setMobileOpen(true)}>
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      {windowSize === 'mobile' && <MobileMenu open={mobileOpen} onClose={closeMobile} returnFocusTo={menuButtonRef} />}
    </nav>
  );
}
