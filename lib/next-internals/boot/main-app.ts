// The browser entry of a first-use build, in place of Next's (README.md, "Client entry").
import { startHeroSliders } from '@/lib/hero-slider/start';
import { startVitals } from '@/lib/ops/vitals-start';
import { holdClicksUntilHydrated, releaseHeldClick } from './held-clicks';
import { pageHydrated, whenHydrated } from './hydrated';
import { markStarted, onFirstUse } from './on-first-use';
import { holdWebpackPrefetches, prefetchWhenIdle } from './prefetch';
import { installReactPayload } from './react-payload';

startVitals();

holdWebpackPrefetches();

// The home slider moves whether or not the page is used: it starts without React.
if (document.readyState === 'loading')
  addEventListener('DOMContentLoaded', () => startHeroSliders(document), { once: true });
else startHeroSliders(document);

prefetchWhenIdle();

onFirstUse(() => {
  holdClicksUntilHydrated();
  Promise.all([import('./load-app'), markStarted(), installReactPayload()])
    .then(async ([{ loadApp }, , payload]) => {
      // Imported only here, so that no other page pays for it in its first-load script.
      const carriedOver =
        payload === 'changed' ? (await import('./changed-page')).carryOverChangedPage() : null;
      whenHydrated(() => {
        carriedOver?.();
        releaseHeldClick();
      });
      return loadApp();
    })
    .catch((error: unknown) => {
      // Offline, or a deployment replaced the chunks.
      console.warn('The page stays without its scripts:', error);
      whenHydrated(releaseHeldClick);
      pageHydrated();
    });
});
