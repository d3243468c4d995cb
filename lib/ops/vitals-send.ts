import type { Metric } from 'web-vitals';
import { VITALS_PATH, type VitalName, type VitalsBeacon } from './vitals';

/** One beacon when the page is hidden, the moment LCP, CLS and INP are final. */
export function measureAndSend(
  measures: readonly ((report: (metric: Metric) => void) => void)[],
): void {
  const beacon: VitalsBeacon = { path: location.pathname };
  let sent = false;
  for (const measure of measures)
    measure((metric) => (beacon[metric.name.toLowerCase() as VitalName] = metric.value));
  // After web-vitals' own listeners, which report the final values.
  const send = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(beacon).length === 1) return;
    sent = true;
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
  };
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
}
