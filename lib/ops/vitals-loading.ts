import { onCLS, onFCP, onLCP, onTTFB } from 'web-vitals';
import { measureAndSend } from './vitals-send';

// Single-file build: sharing no module with the INP half, each half is joined into one module.
export function measure(): void {
  measureAndSend([onLCP, onCLS, onFCP, onTTFB]);
}
