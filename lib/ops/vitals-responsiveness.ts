import { onINP } from 'web-vitals/onINP.js';
import { measureAndSend } from './vitals-send';

export function measure(): void {
  measureAndSend([onINP]);
}
