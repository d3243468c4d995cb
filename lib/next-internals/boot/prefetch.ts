// The app's chunks (React DOM, Next's router: ~130 KiB gzip) fetched ahead of first use, once the
// page has loaded and the browser is idle (issue 35), so that the first use starts from the HTTP
// cache; never for a visitor who asks to spare data. Webpack's own prefetch does not wait: it
// starts as its runtime starts, before the page has finished loading, and on a slow link those
// downloads compete with the page's own (Lighthouse's LCP of a department page went from ~1.7 to
// ~2.4 s); it also adds a <link rel="prefetch"> per chunk, each a change to the document a slow
// phone restyles. Here every prefetch webpack asks for waits until the page is idle after load,
// and is then a low-priority fetch of the same immutable file, once, with no change to the document.
// Where the page has a service worker, the worker makes those fetches (lib/offline/worker.ts): on
// the page each fetch and the arrival of its body were main-thread tasks of their own just after
// load, when the visitor starts to use it; the page now only names the chunks, in one message.

import { PREFETCH_MESSAGE } from '@/lib/offline/registration';
import { prefetchReactPayload } from './react-payload';

/** What of webpack's runtime this uses: its chunk URLs and its prefetch hooks. */
declare const __webpack_require__: {
  p: string;
  u: (chunkId: string | number) => string;
  F?: Record<string, (chunkId: string | number) => void>;
};

/** Whether this visitor asked to spare data (Data Saver, Lite mode) or is on a 2G link. */
function sparesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const asked = new Set<string | number>();
const queued = new Set<string | number>();
let released = false;

/** Work done in the browser's idle time, one piece per idle period: the first is the one running or due. */
const idleQueue: (() => void)[] = [];

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}

function runFirst(): void {
  try {
    idleQueue[0]?.();
  } finally {
    idleQueue.shift();
    if (idleQueue.length > 0) whenIdle(runFirst);
  }
}

/**
 * Runs `work` in an idle period of its own, after what was queued before it. On a slow phone a
 * fetch costs a few ms of main thread (the first one ~20 ms at CPU ÷ 4): six in one idle callback
 * were one long task after the first paint.
 */
function inIdleTime(work: () => void): void {
  if (idleQueue.push(work) === 1) whenIdle(runFirst);
}

/** Chunk URLs waiting for the worker to be ready: named to it together, in one message. */
let forWorker: string[] = [];

/**
 * Hands a chunk to the page's service worker, which fetches it off this thread. `ready` waits for
 * the worker the page registers at load (on a first visit it installs first); where registration
 * fails it never comes, and the first use fetches the chunks itself, as for a visitor sparing data.
 */
function handToWorker(url: string): void {
  if (forWorker.push(url) > 1) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const urls = forWorker;
    forWorker = [];
    registration.active?.postMessage({ type: PREFETCH_MESSAGE, urls });
  });
}

/** Queues one low-priority fetch of a chunk, once per chunk: by the service worker, else in idle time. */
function queueChunk(chunkId: string | number): void {
  if (queued.has(chunkId)) return;
  queued.add(chunkId);
  const url = __webpack_require__.p + __webpack_require__.u(chunkId);
  if ('serviceWorker' in navigator) handToWorker(url);
  else inIdleTime(() => void fetch(url, { priority: 'low' } as RequestInit).catch(() => {}));
}

/** Takes over webpack's prefetch: what it asks for is held until releasePrefetches(). */
export function holdWebpackPrefetches(): void {
  if (!__webpack_require__.F?.j) return;
  __webpack_require__.F.j = (chunkId) => {
    if (released) queueChunk(chunkId);
    else asked.add(chunkId);
  };
}

/** Fetches what webpack asked for so far, and from now on what it asks for: each in an idle period of its own. */
export function releasePrefetches(): void {
  released = true;
  for (const chunkId of asked) queueChunk(chunkId);
  asked.clear();
}

/**
 * Once the page has loaded and the browser is idle: the page's React payload if the HTML has it
 * not inline, the prefetches webpack held, and the chunk
 * that starts the app (./load-app), whose own prefetches (its import is webpackPrefetch) follow,
 * each in an idle period of its own. Nothing for a visitor sparing data: they fetch it all on
 * first use.
 */
export function prefetchWhenIdle(): void {
  if (sparesData()) return;
  const start = () => {
    // The page's React payload first, when the HTML has none inline (./react-payload.ts): a few KiB.
    inIdleTime(prefetchReactPayload);
    releasePrefetches();
    inIdleTime(() => void import('./load-app').catch(() => {}));
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
