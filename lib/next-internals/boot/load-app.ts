// Next's client (its router, React DOM), which hydrates the page as it runs: a chunk of its own,
// run on the first use (./main-app.ts). Its chunks are prefetched (webpackPrefetch) once the page
// has loaded and the browser is idle (./prefetch.ts), so the first use finds them in the cache.
export function loadApp(): Promise<unknown> {
  return import(
    /* webpackPrefetch: true */ /* webpackChunkName: "next-app" */ 'next/dist/client/app-next'
  );
}
