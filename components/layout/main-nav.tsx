'use client';

import clsx from 'clsx';
import { useId, useState } from 'react';
import { isMenuGroup, type MenuItem, type MenuLink } from '@/lib/menus/types';
import { DRAWER_HASH, useDrawer, useHydrated } from './nav-drawer';
import { NavGroup } from './nav-group';
import { NavLink } from './nav-link';

/** What the bar itself says, in the page's language. */
export type MainNavLabels = {
  label: string;
  menu: string;
  closeMenu: string;
  empty: string;
  newTab: string;
};

type MainNavProps = {
  items: MenuItem[];
  /** The header's top-bar links, which a phone shows at the end of the drawer instead. */
  phoneLinks?: (MenuLink | { label: string; href: null })[];
  labels: MainNavLabels;
};

/**
 * The navigation bar: dropdowns on the desktop (nav-group.tsx), a drawer on a phone
 * (nav-drawer.ts). The server renders every link, so it works before (and without) this script:
 * CSS opens dropdowns on hover and focus, and the drawer with :target. Once hydrated
 * (data-enhanced), the state here drives both, with aria-expanded.
 */
export function MainNav({ items, phoneLinks = [], labels }: MainNavProps) {
  const enhanced = useHydrated();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { drawerOpen, toggleDrawer, closeDrawer, toggleRef, closeRef } = useDrawer(setOpenGroup);
  const baseId = useId();
  const onNavigate = () => closeDrawer(false);

  return (
    <nav className="main-nav" aria-label={labels.label} data-enhanced={enhanced || undefined}>
      <div className="main-nav__bar">
        <a
          ref={toggleRef}
          href={DRAWER_HASH}
          role="button"
          className="main-nav__toggle"
          aria-controls="main-menu"
          aria-expanded={drawerOpen}
          onClick={(event) => {
            event.preventDefault();
            toggleDrawer();
          }}
          onKeyDown={(event) => {
            if (event.key === ' ') {
              event.preventDefault();
              toggleDrawer();
            }
          }}
        >
          <span className="main-nav__toggle-icon" aria-hidden="true" />
          <span className="main-nav__toggle-label">{labels.menu}</span>
        </a>
      </div>
      <div
        className={clsx('main-nav__backdrop', drawerOpen && 'is-open')}
        aria-hidden="true"
        onClick={() => closeDrawer(false)}
      />
      <div id="main-menu" className={clsx('main-nav__drawer', drawerOpen && 'is-open')}>
        <div className="main-nav__drawer-head">
          <span>{labels.menu}</span>
          <a
            ref={closeRef}
            href="#"
            role="button"
            className="main-nav__close"
            onClick={(event) => {
              event.preventDefault();
              closeDrawer(true);
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{labels.closeMenu}</span>
          </a>
        </div>
        <ul className="main-nav__list">
          {items.map((item) =>
            isMenuGroup(item) ? (
              <NavGroup
                key={item.label}
                group={item}
                submenuId={`${baseId}-${item.label}`}
                openGroup={openGroup}
                setOpenGroup={setOpenGroup}
                labels={labels}
                onNavigate={onNavigate}
              />
            ) : (
              <li key={item.label} className="main-nav__item">
                <NavLink link={item} newTab={labels.newTab} onNavigate={onNavigate} />
              </li>
            ),
          )}
          {phoneLinks.map((link) => (
            <li key={link.label} className="main-nav__item main-nav__item--phone">
              {link.href ? (
                <NavLink link={link} newTab={labels.newTab} onNavigate={onNavigate} />
              ) : (
                <span>{link.label}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
