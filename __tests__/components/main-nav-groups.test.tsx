import { act, fireEvent, render, screen } from '@testing-library/react';
import { MainNav } from '@/components/layout/main-nav';

// A desktop bar's dropdown, used by a hydrated page (with Next's own client start every page is,
// from its load on): a press's own hover and focus open the group before its click arrives, and
// the click closed the dropdown it had just opened.

const ITEMS = [
  {
    label: 'Faculties',
    children: [{ label: 'Faculty of Engineering', href: '/FacHome?id=FAC-000001' }],
  },
];
const LABELS = {
  label: 'Main menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  empty: 'Nothing here yet',
  newTab: '(opens in a new tab)',
};

// jsdom has no PointerEvent: the press's pointer type is what the bar reads.
if (!('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent });
}

/** A desktop screen, whose pointer hovers (a mouse) or not (a touch screen). */
function screenOf({ hover }: { hover: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') || (query.includes('hover: hover') && hover),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** A press as the browser sends it: pointer down, (hover,) focus, click. */
function press(button: HTMLElement, pointerType: 'mouse' | 'touch') {
  const group = button.closest('li') as HTMLElement;
  if (pointerType === 'mouse') fireEvent.mouseEnter(group);
  fireEvent.pointerDown(button, { pointerType });
  if (pointerType === 'touch') fireEvent.mouseEnter(group); // a tap's compatibility mouse events follow it
  act(() => button.focus());
  fireEvent.click(button);
}

const groupButton = () => screen.getByRole('button', { name: 'Faculties' });

describe('a desktop bar’s group, hydrated', () => {
  it('stays open when a mouse clicks it, after its hover opened it; closes as the mouse leaves', () => {
    screenOf({ hover: true });
    render(<MainNav items={ITEMS} labels={LABELS} />);
    press(groupButton(), 'mouse');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(groupButton().closest('li') as HTMLElement);
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a tap of a touch screen, and closes on the next', () => {
    screenOf({ hover: false });
    render(<MainNav items={ITEMS} labels={LABELS} />);
    press(groupButton(), 'touch');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
    press(groupButton(), 'touch');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Enter or Space (a click without a press) once focus has opened it', () => {
    screenOf({ hover: true });
    render(<MainNav items={ITEMS} labels={LABELS} />);
    act(() => groupButton().focus());
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(groupButton());
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(groupButton());
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
  });
});
