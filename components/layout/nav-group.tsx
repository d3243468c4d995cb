import clsx from 'clsx';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import type { MenuGroup } from '@/lib/menus/types';
import { hoverOpens, isDesktop } from './nav-drawer';
import { NavLink } from './nav-link';

type NavGroupProps = {
  group: MenuGroup;
  submenuId: string;
  /** The label of the bar's open dropdown (one at a time), and its setter. */
  openGroup: string | null;
  setOpenGroup: Dispatch<SetStateAction<string | null>>;
  labels: { empty: string; newTab: string };
  onNavigate: () => void;
};

/**
 * A group of the bar: its button and dropdown. On the desktop bar it opens on hover, focus and
 * Enter; in the drawer, on a tap.
 */
export function NavGroup({
  group,
  submenuId,
  openGroup,
  setOpenGroup,
  labels,
  onNavigate,
}: NavGroupProps) {
  const { label } = group;
  const open = openGroup === label;
  /** The press on the button whose click is on its way: was the group open before it? */
  const pressRef = useRef<{ wasOpen: boolean; mouse: boolean } | null>(null);

  /**
   * What a click on the button leaves open. A press's own hover and focus open the group before
   * its click arrives: the click toggles what was open before the press, and a mouse where hover
   * opens groups only opens one (it closes as the mouse leaves). Enter and Space, which press
   * nothing, toggle.
   */
  const groupAfterClick = (): string | null => {
    const press = pressRef.current;
    pressRef.current = null;
    if (press?.mouse && hoverOpens()) return label;
    return (press ? press.wasOpen : open) ? null : label;
  };

  return (
    <li
      className={clsx('main-nav__item main-nav__item--group', open && 'is-open')}
      onMouseEnter={() => hoverOpens() && setOpenGroup(label)}
      onMouseLeave={() => hoverOpens() && setOpenGroup(null)}
      onFocus={() => isDesktop() && setOpenGroup(label)}
      onBlur={(event) => {
        // Focus left the group (not moved within it): close its dropdown.
        if (isDesktop() && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpenGroup((current) => (current === label ? null : current));
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          // Focusing the button re-opens the group (onFocus); closing after it, in the same batch, wins.
          event.currentTarget.querySelector('button')?.focus();
          setOpenGroup(null);
        }
      }}
    >
      <button
        type="button"
        className="main-nav__group-button"
        aria-expanded={open}
        aria-controls={submenuId}
        onPointerDown={(event) => {
          pressRef.current = { wasOpen: open, mouse: event.pointerType === 'mouse' };
        }}
        onClick={() => setOpenGroup(groupAfterClick())}
      >
        {label}
      </button>
      <ul id={submenuId} className="main-nav__submenu">
        {group.children.length === 0 ? (
          <li className="main-nav__empty">{labels.empty}</li>
        ) : (
          group.children.map((child) => (
            <li key={child.href + child.label}>
              <NavLink link={child} newTab={labels.newTab} onNavigate={onNavigate} />
            </li>
          ))
        )}
      </ul>
    </li>
  );
}
