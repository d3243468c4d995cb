'use client';

import clsx from 'clsx';
import Link from 'next/link';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { isMenuGroup, type MenuItem, type MenuLink } from '@/lib/menus/types';

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
  /** The header's top-bar links, which a phone shows at the end of the drawer instead (issue 25). */
  phoneLinks?: (MenuLink | { label: string; href: null })[];
  labels: MainNavLabels;
};

/** The viewport width at and below which the bar becomes a slide-out menu (spec §9). */
const MOBILE_MAX_WIDTH = 768;
const DESKTOP_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

/** Hover opens dropdowns only on the desktop bar; on touch screens a tap would also click. */
function hoverOpens(): boolean {
  return isDesktop() && window.matchMedia('(hover: hover)').matches;
}

/**
 * The drawer's fragment. Before the scripts run, the menu button is a link to it and CSS opens
 * the drawer with :target; a close link to `#` closes it.
 */
const DRAWER_HASH = '#main-menu';

/** Whether the URL names the drawer: it was opened by its link (before the scripts, or by Back). */
function drawerNamed(): boolean {
  return window.location.hash === DRAWER_HASH;
}

const hashListeners = new Set<() => void>();

/** The URL as a store: its fragment changes by navigation (hashchange) or by forgetDrawerHash. */
function subscribeToDrawerHash(onChange: () => void): () => void {
  hashListeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    hashListeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

/**
 * Takes the drawer's fragment off the URL, in place (no new history entry, no scroll; replaceState
 * fires no hashchange, so the store's readers are told here): a URL still naming the drawer would
 * keep it open here and open it again on a reload.
 */
function forgetDrawerHash(): void {
  if (!drawerNamed()) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  for (const listener of hashListeners) listener();
}

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once hydrated, without an extra render pass. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function NavLink({
  link,
  newTab,
  onNavigate,
}: {
  link: MenuLink;
  newTab: string;
  onNavigate: () => void;
}) {
  if (link.newTab) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    );
  }
  return (
    <Link href={link.href} onClick={onNavigate} prefetch={false} lang={link.lang} dir={link.dir}>
      {link.label}
    </Link>
  );
}

/**
 * The navigation bar. The server renders every link, so it works before (and without) this
 * script: CSS opens dropdowns on hover and keyboard focus, and the menu button is a link to
 * #main-menu, which CSS opens with :target. Once hydrated (data-enhanced), the state here
 * drives everything: dropdowns open on hover, focus and Enter with aria-expanded; the drawer
 * opens with its button and closes with its close button, Escape or the backdrop, and closes
 * by itself when the window grows past the breakpoint. A drawer the link opened before hydration
 * (a visitor's first tap is often that one) is taken over open, and its fragment taken off the
 * URL when it closes: :target no longer applies once hydrated (issue 50).
 */
export function MainNav({ items, phoneLinks = [], labels }: MainNavProps) {
  const enhanced = useHydrated();
  // Opened by its button, once hydrated; or by its link (the URL names it): before hydration (a
  // visitor's first tap is often that one, and CSS's :target opened it) or by Back. Both flip at
  // hydration in one render with data-enhanced, so the drawer never slides shut and open again.
  const [openedByButton, setOpenedByButton] = useState(false);
  const openedByLink = useSyncExternalStore(subscribeToDrawerHash, drawerNamed, () => false);
  const drawerOpen = openedByButton || openedByLink;
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  /** The press on a group's button whose click is on its way: was the group open before it? */
  const pressRef = useRef<{ wasOpen: boolean; mouse: boolean } | null>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const baseId = useId();

  const closeDrawer = useCallback((returnFocus: boolean) => {
    setOpenedByButton(false);
    setOpenGroup(null);
    forgetDrawerHash();
    if (returnFocus && !isDesktop()) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      setOpenedByButton(false);
      setOpenGroup(null);
      forgetDrawerHash();
    };
    desktop.addEventListener('change', onResize);
    return () => desktop.removeEventListener('change', onResize);
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  const toggleDrawer = () => {
    if (drawerOpen) closeDrawer(false);
    else setOpenedByButton(true);
  };

  /**
   * What a click on a group's button leaves open. A press's own hover and focus open the group
   * before its click arrives: the click toggles what was open before the press (a click closed
   * the dropdown its own press had opened), and a mouse where hover opens groups only opens one
   * (it closes as the mouse leaves). Enter and Space, which press nothing, toggle.
   */
  const groupAfterClick = (label: string, open: boolean): string | null => {
    const press = pressRef.current;
    pressRef.current = null;
    if (press?.mouse && hoverOpens()) return label;
    return (press ? press.wasOpen : open) ? null : label;
  };

  const onGroupKeyDown = (event: ReactKeyboardEvent<HTMLLIElement>, label: string) => {
    if (event.key === 'Escape' && openGroup === label) {
      event.stopPropagation();
      // Focusing the button re-opens the group (onFocus); closing after it, in the same batch, wins.
      event.currentTarget.querySelector('button')?.focus();
      setOpenGroup(null);
    }
  };

  return (
    <nav className="main-nav" aria-label={labels.label} data-enhanced={enhanced || undefined}>
      <div className="main-nav__bar">
        <a
          ref={toggleRef}
          href="#main-menu"
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
          {items.map((item) => {
            if (!isMenuGroup(item)) {
              return (
                <li key={item.label} className="main-nav__item">
                  <NavLink
                    link={item}
                    newTab={labels.newTab}
                    onNavigate={() => closeDrawer(false)}
                  />
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
                onFocus={() => isDesktop() && setOpenGroup(item.label)}
                onBlur={(event) => {
                  // Focus left the group (not moved within it): close its dropdown.
                  if (
                    isDesktop() &&
                    !event.currentTarget.contains(event.relatedTarget as Node | null)
                  ) {
                    setOpenGroup((current) => (current === item.label ? null : current));
                  }
                }}
                onKeyDown={(event) => onGroupKeyDown(event, item.label)}
              >
                <button
                  type="button"
                  className="main-nav__group-button"
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onPointerDown={(event) => {
                    pressRef.current = { wasOpen: open, mouse: event.pointerType === 'mouse' };
                  }}
                  onClick={() => setOpenGroup(groupAfterClick(item.label, open))}
                >
                  {item.label}
                </button>
                <ul id={submenuId} className="main-nav__submenu">
                  {item.children.length === 0 ? (
                    <li className="main-nav__empty">{labels.empty}</li>
                  ) : (
                    item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <NavLink
                          link={child}
                          newTab={labels.newTab}
                          onNavigate={() => closeDrawer(false)}
                        />
                      </li>
                    ))
                  )}
                </ul>
              </li>
            );
          })}
          {phoneLinks.map((link) => (
            <li key={link.label} className="main-nav__item main-nav__item--phone">
              {link.href ? (
                <NavLink link={link} newTab={labels.newTab} onNavigate={() => closeDrawer(false)} />
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
