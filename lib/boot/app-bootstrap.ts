// Next's client entry calls `appBootstrap(hydrate)` from next/dist/client/app-bootstrap; the
// production browser build puts this module in its place (next.config.mjs, deferredHydration):
// the framework's chunks download and register as before, but React hydrates the page only on
// first use (./on-first-use.ts). The measuring beacon does not wait for it.
import { appBootstrap as nextAppBootstrap } from 'next/dist/client/app-bootstrap';
import { startVitals } from '@/lib/ops/vitals-start';
import { markStarted, onFirstUse } from './on-first-use';

export function appBootstrap(hydrate: () => void): void {
  startVitals();
  onFirstUse(() => {
    // The chunks' component modules first (lib/boot/first-use-loader.cjs), then React.
    markStarted();
    nextAppBootstrap(hydrate);
  });
}
