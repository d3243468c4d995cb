'use client';
import { useEffect } from 'react';
import { pageHydrated } from '@/lib/boot/hydrated';

/**
 * Renders nothing. Its effect runs once React has hydrated the page's layout, and tells the
 * bootstrap so (lib/boot/hydrated.ts): a click held since the first use is carried out now, and a
 * page that changed since it was loaded gets back what was typed (lib/boot/main-app.ts).
 */
export function HydrationSignal() {
  useEffect(() => pageHydrated(), []);
  return null;
}
