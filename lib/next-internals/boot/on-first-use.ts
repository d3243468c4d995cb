// When a page becomes a React app (issue 35). Every page works as the server sent it: links,
// forms, the menu (`:target`), the popup (<dialog>, its inline opener) need no script. React's
// hydration is what makes a slow phone's main thread busy for a second after the first paint, so
// it waits until the visitor first uses the page: a touch or a press of the pointer, a key, typed
// text (./main-app.ts then runs Next's client, prefetched after load). A click that follows the
// press before hydration has ended, on a part only script can carry out, is held and carried out
// then (./held-clicks.ts). What must move without a use (the home slider) starts without React.
// A visitor who only reads never pays for it.

/** What counts as first use. Focus alone does not: the home popup takes it as the page loads. */
export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

let firstUseEvent: Event | null = null;
let started = false;
const waiting: (() => unknown)[] = [];
const pending: unknown[] = [];

/**
 * Runs `callback` once the page has started (at once if it has): the browser build wraps the
 * modules that start each chunk's components in it (lib/next-internals/build/first-use-loader.cjs). What it
 * returns (the components' imports) is what markStarted's promise waits for.
 */
export function whenStarted(callback: () => unknown): void {
  if (started) callback();
  else waiting.push(callback);
}

/** Marks the page started and runs what waited for it, in order; resolves once their imports have. */
export function markStarted(): Promise<void> {
  if (!started) {
    started = true;
    for (const callback of waiting.splice(0)) pending.push(callback());
  }
  return Promise.all(pending).then(() => undefined);
}

/** The input that made the page interactive, if one did: a component can carry it out once hydrated. */
export function firstUse(): Event | null {
  return firstUseEvent;
}

/** Calls `start` once, in the first event that uses the page. */
export function onFirstUse(start: () => void, target: Window = window): void {
  let begun = false;
  const begin = (event: Event) => {
    if (begun) return;
    begun = true;
    firstUseEvent = event;
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, begin, true);
    start();
  };
  for (const type of FIRST_USE_EVENTS)
    target.addEventListener(type, begin, { capture: true, passive: true });
}
