import {
  holdWebpackPrefetches,
  prefetchWhenIdle,
  releasePrefetches,
} from '@/lib/next-internals/boot/prefetch';

// Webpack's prefetches wait until the page has loaded and is idle, then go as one low-priority
// fetch per chunk, each in an idle period of its own, with no <link> added to the document
// (lib/next-internals/boot/prefetch.ts).

type Runtime = {
  p: string;
  u: (id: string | number) => string;
  F: Record<string, (id: string | number) => void>;
};
const runtime: Runtime = { p: '/_next/', u: (id) => `static/chunks/${id}.js`, F: { j: () => {} } };
const fetched: string[] = [];
/** The idle callbacks asked for and not yet run: the test runs them one at a time. */
const idleCallbacks: (() => void)[] = [];
const runIdle = () => idleCallbacks.shift()?.();

beforeAll(() => {
  (globalThis as unknown as { __webpack_require__: Runtime }).__webpack_require__ = runtime;
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    fetched.push(String(url));
    return Promise.resolve({} as Response);
  }) as typeof fetch;
});

it('holds what webpack asks for until released, then fetches each chunk once, at low priority, one per idle period, adding nothing to the document', () => {
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
  });
  holdWebpackPrefetches();
  runtime.F.j?.(8500);
  runtime.F.j?.('next-app');
  runtime.F.j?.(8500);
  expect(fetched).toEqual([]);
  expect(idleCallbacks).toHaveLength(0);
  releasePrefetches();
  expect(fetched).toEqual([]);
  runIdle();
  expect(fetched).toEqual(['/_next/static/chunks/8500.js']);
  expect(jest.mocked(globalThis.fetch).mock.calls[0]?.[1]).toEqual({ priority: 'low' });
  runIdle();
  expect(fetched).toEqual(['/_next/static/chunks/8500.js', '/_next/static/chunks/next-app.js']);
  expect(idleCallbacks).toHaveLength(0);
  // Asked for after the release: queued in idle time too, and never fetched twice.
  runtime.F.j?.(8500);
  runtime.F.j?.(4645);
  runIdle();
  runIdle();
  expect(idleCallbacks).toHaveLength(0);
  expect(fetched).toEqual([
    '/_next/static/chunks/8500.js',
    '/_next/static/chunks/next-app.js',
    '/_next/static/chunks/4645.js',
  ]);
  expect(document.querySelectorAll('link').length).toBe(0);
});

it('schedules nothing for a visitor who asks to spare data', () => {
  const idle = jest.fn();
  Object.assign(window, { requestIdleCallback: idle });
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  prefetchWhenIdle();
  window.dispatchEvent(new Event('load'));
  expect(idle).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: false, effectiveType: '4g' },
    configurable: true,
  });
  prefetchWhenIdle();
  if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
  expect(idle).toHaveBeenCalledTimes(1);
});

it('where the page has a service worker, names the chunks to it in one message instead of fetching them, each once', async () => {
  const postMessage = jest.fn();
  let ready!: (registration: unknown) => void;
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: new Promise((resolve) => (ready = resolve)) },
    configurable: true,
  });
  const idle = jest.fn();
  Object.assign(window, { requestIdleCallback: idle });
  fetched.length = 0;
  try {
    // Asked for after the release (the first test released): handed to the worker once it is ready.
    runtime.F.j?.(7001);
    runtime.F.j?.(7002);
    runtime.F.j?.(7001);
    expect(postMessage).not.toHaveBeenCalled();
    ready({ active: { postMessage } });
    await Promise.resolve();
    await Promise.resolve();
    expect(postMessage.mock.calls).toEqual([
      [
        {
          type: 'prefetch-chunks',
          urls: ['/_next/static/chunks/7001.js', '/_next/static/chunks/7002.js'],
        },
      ],
    ]);
    // Later chunks go in a message of their own.
    runtime.F.j?.(7003);
    runtime.F.j?.(7002);
    await Promise.resolve();
    await Promise.resolve();
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage.mock.calls[1]).toEqual([
      { type: 'prefetch-chunks', urls: ['/_next/static/chunks/7003.js'] },
    ]);
    expect(fetched).toEqual([]);
    expect(idle).not.toHaveBeenCalled();
  } finally {
    delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker;
  }
});
