// Hydration keeps a slow phone busy, and every page works without script: it waits for a use.

/** Focus alone is no use: the home popup takes it as the page loads. */
export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

let firstUseEvent: Event | null = null;
let started = false;
const waiting: (() => unknown)[] = [];
const pending: unknown[] = [];

export function whenStarted(callback: () => unknown): void {
  if (started) callback();
  else waiting.push(callback);
}

export function markStarted(): Promise<void> {
  if (!started) {
    started = true;
    for (const callback of waiting.splice(0)) pending.push(callback());
  }
  return Promise.all(pending).then(() => undefined);
}

/** The input that made the page interactive: a component can carry it out once hydrated. */
export function firstUse(): Event | null {
  return firstUseEvent;
}

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
