'use client';
import { useEffect } from 'react';
import { releaseHeldClick } from '@/lib/boot/held-clicks';

/**
 * Renders nothing. Its effect runs once React has hydrated the page's layout, and tells the
 * bootstrap so: a click held since the first use is carried out now (lib/boot/held-clicks.ts).
 */
export function HydrationSignal() {
  useEffect(() => releaseHeldClick(), []);
  return null;
}
