'use client';
import { useEffect } from 'react';
import { pageHydrated } from '@/lib/next-internals/boot/hydrated';
import { startVitals } from '@/lib/ops/vitals-start';

/**
 * Renders nothing. Its effect runs once React has hydrated the page's layout, and tells the
 * bootstrap so (lib/next-internals/boot/hydrated.ts): a click held since the first use is carried
 * out now, and a page that changed since it was loaded gets back what was typed. With Next's own
 * client start (lib/next-internals/client-start.mjs) there is no bootstrap, and the page's speed
 * sample starts here instead.
 */
export function HydrationSignal() {
  useEffect(() => {
    if (process.env.CLIENT_START === 'next') startVitals();
    pageHydrated();
  }, []);
  return null;
}
