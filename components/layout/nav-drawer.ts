import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from 'react';

// The phone drawer of the navigation bar. Before the scripts run, the menu button is a link to
// DRAWER_HASH and CSS opens the drawer with :target; a close link to `#` closes it.

/** The viewport width at and below which the bar becomes a slide-out menu. */
const MOBILE_MAX_WIDTH = 768;
const DESKTOP_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

export function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

/** Hover opens dropdowns only on the desktop bar; on touch screens a tap would also click. */
export function hoverOpens(): boolean {
  return isDesktop() && window.matchMedia('(hover: hover)').matches;
}

export const DRAWER_HASH = '#main-menu';

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
 * Takes the drawer's fragment off the URL, in place: a URL still naming the drawer would keep it
 * open and open it again on a reload. replaceState fires no hashchange, so readers are told here.
 */
function forgetDrawerHash(): void {
  if (!drawerNamed()) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  for (const listener of hashListeners) listener();
}

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once hydrated, without an extra render pass. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The drawer's state: open by its button once hydrated, or by its link (the URL names it), which
 * CSS's :target opened before hydration. Both flip at hydration in one render with data-enhanced,
 * so the drawer never slides shut and open again. Closing it (button, Escape, backdrop, a link,
 * the window growing past the breakpoint) also closes any open dropdown.
 */
export function useDrawer(setOpenGroup: Dispatch<SetStateAction<string | null>>) {
  const [openedByButton, setOpenedByButton] = useState(false);
  const openedByLink = useSyncExternalStore(subscribeToDrawerHash, drawerNamed, () => false);
  const drawerOpen = openedByButton || openedByLink;
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);

  const closeDrawer = useCallback(
    (returnFocus: boolean) => {
      setOpenedByButton(false);
      setOpenGroup(null);
      forgetDrawerHash();
      if (returnFocus && !isDesktop()) toggleRef.current?.focus();
    },
    [setOpenGroup],
  );

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      setOpenedByButton(false);
      setOpenGroup(null);
      forgetDrawerHash();
    };
    desktop.addEventListener('change', onResize);
    return () => desktop.removeEventListener('change', onResize);
  }, [setOpenGroup]);

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

  return { drawerOpen, toggleDrawer, closeDrawer, toggleRef, closeRef };
}
