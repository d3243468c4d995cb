// A tap between the page's first use and the end of its hydration (lib/boot/main-app.ts: the app
// is fetched and run after the first press) would reach a button before React listens for it,
// and be lost: a button of type="button" does nothing without its script. Such a click is held
// and carried out once the page is hydrated (releaseHeldClick, from the layout's HydrationSignal),
// or at once if the app cannot load (offline): a link then opens as without script.
// Links, forms and <summary> are not held: they work as the server sent them, at once.

/** What only the app can carry out: script-only buttons, and elements that say so. */
export const NEEDS_APP = 'button[type="button"], [data-needs-app]';

let hydrated = false;
let holding = false;
let held: HTMLElement | null = null;

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
  if (!target || hydrated) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = target; // The last one: a second tap on another button is what the visitor wants now.
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
  const element = held;
  held = null;
  if (element?.isConnected) element.click();
}
