import { VITALS_SAMPLE_RATE } from './vitals';

// Started by the bootstrap, not React, so a view never used is measured too (docs/operations.md).

export function startVitals(draw: number = Math.random()): void {
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
