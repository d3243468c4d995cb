// Webpack's own prefetch would compete with the page's downloads (README.md, "Webpack's prefetch").

import { PREFETCH_MESSAGE } from '@/lib/offline/registration';
import { prefetchReactPayload } from './react-payload';

declare const __webpack_require__: {
  p: string;
  u: (chunkId: string | number) => string;
  F?: Record<string, (chunkId: string | number) => void>;
};

function sparesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const asked = new Set<string | number>();
const queued = new Set<string | number>();
let released = false;

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

/** In an idle period of its own: several fetches in one callback make one long task on a phone. */
function inIdleTime(work: () => void): void {
  if (idleQueue.push(work) === 1) whenIdle(runFirst);
}

let forWorker: string[] = [];

/** Off the main thread. Where registration fails, `ready` never comes: first use fetches them. */
function handToWorker(url: string): void {
  if (forWorker.push(url) > 1) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const urls = forWorker;
    forWorker = [];
    registration.active?.postMessage({ type: PREFETCH_MESSAGE, urls });
  });
}

function queueChunk(chunkId: string | number): void {
  if (queued.has(chunkId)) return;
  queued.add(chunkId);
  const url = __webpack_require__.p + __webpack_require__.u(chunkId);
  if ('serviceWorker' in navigator) handToWorker(url);
  else inIdleTime(() => void fetch(url, { priority: 'low' } as RequestInit).catch(() => {}));
}

export function holdWebpackPrefetches(): void {
  if (!__webpack_require__.F?.j) return;
  __webpack_require__.F.j = (chunkId) => {
    if (released) queueChunk(chunkId);
    else asked.add(chunkId);
  };
}

export function releasePrefetches(): void {
  released = true;
  for (const chunkId of asked) queueChunk(chunkId);
  asked.clear();
}

export function prefetchWhenIdle(): void {
  if (sparesData()) return;
  const start = () => {
    inIdleTime(prefetchReactPayload);
    releasePrefetches();
    inIdleTime(() => void import('./load-app').catch(() => {}));
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
