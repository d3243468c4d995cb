// Else lost between first use and hydration; links, forms and <summary> need no script.

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

/** The held element, or the one a changed page drew in its place: same index, tag and class. */
function heldNow({ element, index }: { element: HTMLElement; index: number }): HTMLElement | null {
  if (element.isConnected) return element;
  const now = document.querySelectorAll<HTMLElement>(NEEDS_APP)[index];
  return now && now.tagName === element.tagName && now.className === element.className ? now : null;
}

export function holdClicksUntilHydrated(target: Window = window): void {
  if (hydrated || holding) return;
  holding = true;
  target.addEventListener('click', hold, true);
}

/** Hydrated, or never will be: the held click is carried out now. */
export function releaseHeldClick(target: Window = window): void {
  if (hydrated) return;
  hydrated = true;
  target.removeEventListener('click', hold, true);
  const element = held && heldNow(held);
  held = null;
  element?.click();
}
