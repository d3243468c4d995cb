import { onINP } from 'web-vitals/onINP.js';
import { measureAndSend } from './vitals-send';

// How fast the page answered taps and keys: INP (components/ops/vitals-beacon.tsx).
export function measure(): void {
  measureAndSend([onINP]);
}
