// The browser's entry on every page: the production browser build puts this module in place of
// Next's client entry (next/dist/client/app-next.js; lib/next-internals/build/deferred-hydration.mjs). The
// page's HTML names only this small script and the page's own chunks; React DOM and Next's
// router (~130 KiB gzip) are fetched after the page has loaded, in the browser's idle time, and
// run when the visitor first uses the page (./on-first-use.ts). Until then a slow phone neither
// downloads them ahead of the page's own content nor parses them: every page works as the server
// sent it.
import { startHeroSliders } from '@/lib/hero-slider/start';
import { startVitals } from '@/lib/ops/vitals-start';
import { holdClicksUntilHydrated, releaseHeldClick } from './held-clicks';
import { pageHydrated, whenHydrated } from './hydrated';
import { markStarted, onFirstUse } from './on-first-use';
import { holdWebpackPrefetches, prefetchWhenIdle } from './prefetch';
import { installReactPayload } from './react-payload';

startVitals();

// Webpack's prefetches wait for the page to load (./prefetch.ts).
holdWebpackPrefetches();

// The home slider moves 4 s after load whether or not the page is used: Swiper starts it on the
// server's markup, without React (lib/hero-slider/start.ts).
if (document.readyState === 'loading')
  addEventListener('DOMContentLoaded', () => startHeroSliders(document), { once: true });
else startHeroSliders(document);

// Fetched, not run, once the page has loaded and the browser is idle: the first use then starts
// from the HTTP cache. A visitor sparing data fetches them on first use only.
prefetchWhenIdle();

onFirstUse(() => {
  holdClicksUntilHydrated();
  // The chunks' component modules (./first-use-loader.cjs) and the page's React payload (inline,
  // or kept apart by the page cache: ./react-payload.ts), then Next's client, which hydrates.
  Promise.all([import('./load-app'), markStarted(), installReactPayload()])
    .then(async ([{ loadApp }, , payload]) => {
      // A page changed since it was loaded hydrates as it is now, what was typed kept. Its module
      // is fetched then only: no other page pays for it in its first-load script.
      const carriedOver =
        payload === 'changed' ? (await import('./changed-page')).carryOverChangedPage() : null;
      whenHydrated(() => {
        carriedOver?.();
        releaseHeldClick();
      });
      return loadApp();
    })
    .catch((error: unknown) => {
      // Offline, or a deployment replaced the chunks: the page stays as the server sent it, and
      // a held click is carried out as without scripts.
      console.warn('The page stays without its scripts:', error);
      whenHydrated(releaseHeldClick);
      pageHydrated();
    });
});
