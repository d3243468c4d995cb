import { VITALS_SAMPLE_RATE } from './vitals';

// Each sampled view measures one half (docs/operations.md, "Real visitors' speed"). Started by the
// bootstrap, not React: a view without a first use is measured too.

export function startVitals(draw: number = Math.random()): void {
  // Under half the rate, loading; under the rate, responsiveness.
  if (draw >= VITALS_SAMPLE_RATE || !('sendBeacon' in navigator)) return;
  const loading = draw < VITALS_SAMPLE_RATE / 2;
  const start = () =>
    void (
      loading
        ? import(/* webpackChunkName: "vitals-loading" */ './vitals-loading')
        : import(/* webpackChunkName: "vitals-responsiveness" */ './vitals-responsiveness')
    )
      .then(({ measure }) => measure())
      .catch(() => {});
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
