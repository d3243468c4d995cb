import { holdWebpackPrefetches, prefetchWhenIdle, releasePrefetches } from '@/lib/boot/prefetch';

// Webpack's prefetches wait until the page has loaded and is idle, then go as one low-priority
// fetch per chunk, with no <link> added to the document (issue 35, lib/boot/prefetch.ts).

type Runtime = { p: string; u: (id: string | number) => string; F: Record<string, (id: string | number) => void> };
const runtime: Runtime = { p: '/_next/', u: (id) => `static/chunks/${id}.js`, F: { j: () => {} } };
const fetched: string[] = [];

beforeAll(() => {
  (globalThis as unknown as { __webpack_require__: Runtime }).__webpack_require__ = runtime;
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    fetched.push(String(url));
    return Promise.resolve({} as Response);
  }) as typeof fetch;
});

it('holds what webpack asks for until released, then fetches each chunk once, at low priority, adding nothing to the document', () => {
  holdWebpackPrefetches();
  runtime.F.j?.(8500);
  runtime.F.j?.('next-app');
  runtime.F.j?.(8500);
  expect(fetched).toEqual([]);
  releasePrefetches();
  expect(fetched).toEqual(['/_next/static/chunks/8500.js', '/_next/static/chunks/next-app.js']);
  expect(jest.mocked(globalThis.fetch).mock.calls[0]?.[1]).toEqual({ priority: 'low' });
  runtime.F.j?.(8500);
  runtime.F.j?.(4645);
  expect(fetched).toEqual(['/_next/static/chunks/8500.js', '/_next/static/chunks/next-app.js', '/_next/static/chunks/4645.js']);
  expect(document.querySelectorAll('link').length).toBe(0);
});

it('schedules nothing for a visitor who asks to spare data', () => {
  const idle = jest.fn();
  Object.assign(window, { requestIdleCallback: idle });
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  prefetchWhenIdle();
  window.dispatchEvent(new Event('load'));
  expect(idle).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '4g' }, configurable: true });
  prefetchWhenIdle();
  if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
  expect(idle).toHaveBeenCalledTimes(1);
});
