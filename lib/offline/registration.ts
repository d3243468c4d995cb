// The service worker's registration (docs/behaviour.md, Offline): a line of inline script in
// every page, run once the page has loaded, so it adds nothing to the JavaScript bundles.

/** The worker's URL: public/sw.js, written by `next build` (./service-worker-build.mjs). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the worker after the load event; a browser without workers or a refusal changes nothing. */
export const SERVICE_WORKER_REGISTRATION = `"serviceWorker"in navigator&&addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(){})})`;

/**
 * The message a page sends its worker with the app's chunks to fetch ahead of first use
 * (lib/next-internals/boot/prefetch.ts): `{ type: PREFETCH_MESSAGE, urls: string[] }`.
 */
export const PREFETCH_MESSAGE = 'prefetch-chunks';

/** Where the chunks the worker fetches for a page live: nothing else is fetched on a page's word. */
export const PREFETCHABLE_PATH = '/_next/static/';
