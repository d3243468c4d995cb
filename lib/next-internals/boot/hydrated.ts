// The moment the page's React app has hydrated its layout: the layout's HydrationSignal says so
// (components/layout/hydration-signal.tsx). What the bootstrap holds until then (a click, a
// changed page's fields: ./main-app.ts) is carried out here, once, in the order it was asked for.

let hydrated = false;
const waiting: (() => void)[] = [];

/** Runs `callback` once the page is hydrated (at once if it is). */
export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/** The page is hydrated (or will not be: the app could not load). Idempotent. */
export function pageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const callback of waiting.splice(0)) callback();
}
