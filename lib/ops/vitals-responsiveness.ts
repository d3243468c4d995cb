import { onINP } from 'web-vitals/onINP.js';
import { measureAndSend } from './vitals-send';

// How fast the page answered taps and keys: INP (lib/ops/vitals-start.ts).
export function measure(): void {
  measureAndSend([onINP]);
}
