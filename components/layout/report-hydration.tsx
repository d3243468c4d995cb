'use client';
import { useEffect } from 'react';
import { pageHydrated } from '@/lib/next-internals/boot/hydrated';
import { startVitals } from '@/lib/ops/vitals-start';

/**
 * Renders nothing; tells the bootstrap (lib/next-internals/boot/hydrated.ts) that the layout has
 * hydrated, or, with Next's own client start, starts the page's speed sample.
 */
export function ReportHydration() {
  useEffect(() => {
    if (process.env.CLIENT_START === 'next') startVitals();
    pageHydrated();
  }, []);
  return null;
}
