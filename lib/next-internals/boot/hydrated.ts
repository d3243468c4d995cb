let hydrated = false;
const waiting: (() => void)[] = [];

export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

export function pageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const callback of waiting.splice(0)) callback();
}
