import { onCLS, onFCP, onLCP, onTTFB } from 'web-vitals';
import { measureAndSend } from './vitals-send';

// How the page loaded and held still: LCP, CLS, FCP, TTFB (lib/ops/vitals-start.ts).
// From the package's single-file build (the unused INP code is dropped from it), while the
// other half takes INP from its own module: the two chunks share none of web-vitals' modules,
// so webpack joins each into one (shared modules stay apart, each with its own wrapper).
export function measure(): void {
  measureAndSend([onLCP, onCLS, onFCP, onTTFB]);
}
