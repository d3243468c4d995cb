export const SERVICE_WORKER_URL = '/sw.js';

/** Inline in every page, after load (docs/behaviour.md, Offline): nothing added to the bundles. */
export const SERVICE_WORKER_REGISTRATION = `"serviceWorker"in navigator&&addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(){})})`;

/** `{ type: PREFETCH_MESSAGE, urls: string[] }`: the chunks a page asks its worker to fetch. */
export const PREFETCH_MESSAGE = 'prefetch-chunks';

export const PREFETCHABLE_PATH = '/_next/static/';
