// Next's client hydrates the page as it runs: a chunk group of its own, run on first use.
export function loadApp(): Promise<unknown> {
  return import(
    /* webpackPrefetch: true */ /* webpackChunkName: "next-app" */ 'next/dist/client/app-next'
  );
}
