import { VITALS_SAMPLE_RATE } from './vitals';

// Real visitors' speed (docs/operations.md): in one page view of ten, once the page has loaded,
// measuring code is fetched as a chunk of its own and reports to /api/vitals. Google's web-vitals
// library with all five measures weighs 2.4 KB gzipped, over the 2 KB a sampled view may cost, so
// each sampled view measures one of two halves, chosen at random: loading (LCP, CLS, FCP, TTFB;
// ./vitals-loading.ts, 1.8 KB) or responsiveness (INP; ./vitals-responsiveness.ts, 1.7 KB).
// The other nine views of ten fetch nothing. Started by the page's bootstrap (lib/next-internals/boot), not by
// React: a page is hydrated only on first use, and a view without one is measured too.

export function startVitals(draw: number = Math.random()): void {
  // One draw decides both: under half the rate, loading; under the rate, responsiveness.
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
