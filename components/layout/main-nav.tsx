'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useCallback, useEffect, useId, useState } from 'react';
import { isMenuGroup, type MenuItem, type MenuLink } from '@/lib/menus/types';

type MainNavProps = { items: MenuItem[] };

/** The viewport width at and below which the bar becomes a slide-out menu (spec §9). */
const MOBILE_MAX_WIDTH = 768;

/** Hover opens dropdowns only on the desktop bar; on touch screens a tap would also click. */
function hoverOpens(): boolean {
  return window.matchMedia(`(hover: hover) and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`).matches;
}

function NavLink({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  if (link.newTab) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} onClick={onNavigate} prefetch={false}>
      {link.label}
    </Link>
  );
}

/**
 * The navigation bar. The server renders every link, so it works before (and without) this
 * script: dropdowns open on hover and keyboard focus in CSS, and the menu button is a link to
 * #main-menu, which CSS opens with :target. The script adds click toggles, Escape and the
 * backdrop, and closes the drawer when the window grows past the breakpoint.
 */
export function MainNav({ items }: MainNavProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const baseId = useId();

  const close = useCallback(() => {
    setDrawerOpen(false);
    setOpenGroup(null);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const wide = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    const onResize = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    wide.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onResize);
    };
  }, [close]);

  return (
    <nav className="main-nav" aria-label="Main">
      <div className="main-nav__bar">
        <a
          href="#main-menu"
          className="main-nav__toggle"
          aria-controls="main-menu"
          aria-expanded={drawerOpen}
          onClick={(event) => {
            event.preventDefault();
            setDrawerOpen((open) => !open);
          }}
        >
          <span className="main-nav__toggle-icon" aria-hidden="true" />
          Menu
        </a>
      </div>
      <div
        className={clsx('main-nav__backdrop', drawerOpen && 'is-open')}
        aria-hidden="true"
        onClick={close}
      />
      <div id="main-menu" className={clsx('main-nav__drawer', drawerOpen && 'is-open')}>
        <div className="main-nav__drawer-head">
          <span>Menu</span>
          <a
            href="#"
            className="main-nav__close"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close menu</span>
          </a>
        </div>
        <ul className="main-nav__list">
          {items.map((item) => {
            if (!isMenuGroup(item)) {
              return (
                <li key={item.label} className="main-nav__item">
                  <NavLink link={item} onNavigate={close} />
                </li>
              );
            }
            const submenuId = `${baseId}-${item.label}`;
            const open = openGroup === item.label;
            return (
              <li
                key={item.label}
                className={clsx('main-nav__item main-nav__item--group', open && 'is-open')}
                onMouseEnter={() => hoverOpens() && setOpenGroup(item.label)}
                onMouseLeave={() => hoverOpens() && setOpenGroup(null)}
              >
                <button
                  type="button"
                  className="main-nav__group-button"
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => setOpenGroup(open ? null : item.label)}
                >
                  {item.label}
                </button>
                <ul id={submenuId} className="main-nav__submenu">
                  {item.children.length === 0 ? (
                    <li className="main-nav__empty">No entries available.</li>
                  ) : (
                    item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <NavLink link={child} onNavigate={close} />
                      </li>
                    ))
                  )}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
