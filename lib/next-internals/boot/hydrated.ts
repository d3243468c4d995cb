// The layout's ReportHydration (components/layout/report-hydration.tsx) reports hydration here.

let hydrated = false;
const waiting: (() => void)[] = [];

export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/** Also called when the app could not load. */
export function pageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const callback of waiting.splice(0)) callback();
}
