// Next's client, which hydrates the page as it runs: a chunk group of its own, prefetched when
// idle (./prefetch.ts) and run on first use.
export function loadApp(): Promise<unknown> {
  return import(
    /* webpackPrefetch: true */ /* webpackChunkName: "next-app" */ 'next/dist/client/app-next'
  );
}
