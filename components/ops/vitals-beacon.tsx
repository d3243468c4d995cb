'use client';

import { useEffect } from 'react';
import { VITALS_SAMPLE_RATE } from '@/lib/ops/vitals';

// Real visitors' speed (README, "Operations"): in one page view of ten, once the page has loaded,
// measuring code is fetched as a chunk of its own and reports to /api/vitals. Google's web-vitals
// library with all five measures weighs 2.4 KB gzipped, over the 2 KB a sampled view may cost, so
// each sampled view measures one of two halves, chosen at random: loading (LCP, CLS, FCP, TTFB;
// lib/ops/vitals-loading.ts, 1.8 KB) or responsiveness (INP; vitals-responsiveness.ts, 1.7 KB).
// The other nine views of ten fetch nothing; this component itself is a few lines.

export function VitalsBeacon() {
  useEffect(() => {
    // One draw decides both: under half the rate, loading; under the rate, responsiveness.
    const draw = Math.random();
    if (draw >= VITALS_SAMPLE_RATE || !('sendBeacon' in navigator)) return;
    const loading = draw < VITALS_SAMPLE_RATE / 2;
    const start = () =>
      void (loading ? import('@/lib/ops/vitals-loading') : import('@/lib/ops/vitals-responsiveness'))
        .then(({ measure }) => measure())
        .catch(() => {});
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  }, []);
  return null;
}
