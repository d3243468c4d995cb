// A tap between the page's first use and the end of its hydration (lib/next-internals/boot/main-app.ts: the app
// is fetched and run after the first press) would reach a button before React listens for it,
// and be lost: a button of type="button" does nothing without its script. Such a click is held
// and carried out once the page is hydrated (releaseHeldClick, from the layout's HydrationSignal),
// or at once if the app cannot load (offline): a link then opens as without script.
// Links, forms and <summary> are not held: they work as the server sent them, at once.

/** What only the app can carry out: script-only buttons, and elements that say so. */
export const NEEDS_APP = 'button[type="button"], [data-needs-app]';

let hydrated = false;
let holding = false;
let held: { element: HTMLElement; index: number } | null = null;

function hold(event: Event): void {
  const target =
    event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
  if (!target || hydrated) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // The last one: a second tap on another button is what the visitor wants now.
  held = { element: target, index: [...document.querySelectorAll(NEEDS_APP)].indexOf(target) };
}

/**
 * The held element, or the one drawn in its place: a page that changed since it was loaded is
 * hydrated by drawing the parts that differ again (./changed-page.ts), and the tap is on the new
 * one (issue 50: a tap on the video was lost). The same place among the elements that need the
 * app, the same element and class; else none.
 */
function heldNow({ element, index }: { element: HTMLElement; index: number }): HTMLElement | null {
  if (element.isConnected) return element;
  const now = document.querySelectorAll<HTMLElement>(NEEDS_APP)[index];
  return now && now.tagName === element.tagName && now.className === element.className ? now : null;
}

/** From the page's first use: clicks that need the app wait for it. */
export function holdClicksUntilHydrated(target: Window = window): void {
  if (hydrated || holding) return;
  holding = true;
  target.addEventListener('click', hold, true);
}

/** The page is hydrated, or will not be: the held click, if any, is carried out now. */
export function releaseHeldClick(target: Window = window): void {
  if (hydrated) return;
  hydrated = true;
  target.removeEventListener('click', hold, true);
  const element = held && heldNow(held);
  held = null;
  element?.click();
}
