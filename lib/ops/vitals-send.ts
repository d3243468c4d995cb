import type { Metric } from 'web-vitals';
import { VITALS_PATH, type VitalName, type VitalsBeacon } from './vitals';

// What both measuring chunks share (lib/ops/vitals-loading.ts, vitals-responsiveness.ts): keep
// each measure web-vitals reports, and send them all in one beacon when the visitor leaves or
// hides the page (the moment LCP, CLS and INP are final): one small request per page at most,
// never on the page's way.

/** Starts `measures` and sends what they found when the page is hidden. */
export function measureAndSend(
  measures: readonly ((report: (metric: Metric) => void) => void)[],
): void {
  const beacon: VitalsBeacon = { path: location.pathname };
  let sent = false;
  for (const measure of measures)
    measure((metric) => (beacon[metric.name.toLowerCase() as VitalName] = metric.value));
  // Added after web-vitals' own listeners (by the calls above), which report the final values.
  const send = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(beacon).length === 1) return;
    sent = true;
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
  };
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
}
