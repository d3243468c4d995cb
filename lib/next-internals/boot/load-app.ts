// Next's client (its router, React DOM), which hydrates the page as it runs. A chunk of its own,
// fetched once the page has loaded (./main-app.ts): webpack then prefetches the chunks of this
// import (webpackPrefetch), so that the first use finds them in the HTTP cache.
export function loadApp(): Promise<unknown> {
  return import(
    /* webpackPrefetch: true */ /* webpackChunkName: "next-app" */ 'next/dist/client/app-next'
  );
}
