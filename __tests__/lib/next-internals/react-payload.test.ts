import { PAYLOAD_ATTRIBUTE, payloadHash } from '@/lib/next-internals/react-payload.mjs';

// The page's React payload when the page cache kept it out of the HTML
// (lib/next-internals/boot/react-payload.ts): fetched from the page's own URL as Next's RSC
// answer, checked against the hash the HTML names, and handed to Next's client as its inline
// scripts would be.

const PAYLOAD = '1:"$Sreact.fragment"\n0:{"b":"build","f":[["اساتذہ"]]}\n';
type PayloadWindow = Window & { __next_f?: unknown[] };

/** An answer as fetch() gives it (jsdom has no Response): its type and its text. */
const answer = (body: string, contentType = 'text/x-component') =>
  Promise.resolve({
    status: 200,
    headers: { get: (name: string) => (name === 'content-type' ? contentType : null) },
    text: () => Promise.resolve(body),
  } as unknown as Response);

/** The module afresh: what it fetched for an earlier test is gone. */
async function load(): Promise<typeof import('@/lib/next-internals/boot/react-payload')> {
  let loaded: typeof import('@/lib/next-internals/boot/react-payload') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('@/lib/next-internals/boot/react-payload')>(
      '@/lib/next-internals/boot/react-payload',
    );
  });
  return loaded!;
}

beforeEach(() => {
  delete (window as PayloadWindow).__next_f;
  document.documentElement.setAttribute(PAYLOAD_ATTRIBUTE, payloadHash(PAYLOAD));
  window.history.replaceState(null, '', '/ur/Faculty?id=DEP-000001#staff');
  globalThis.fetch = jest.fn(() => answer(PAYLOAD)) as typeof fetch;
});

it('fetches the payload once, from the page’s URL as an RSC request, and hands it to Next’s client', async () => {
  const { installReactPayload, prefetchReactPayload } = await load();
  prefetchReactPayload();
  await expect(installReactPayload()).resolves.toBe('same');
  expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  const [url, init] = jest.mocked(globalThis.fetch).mock.calls[0]!;
  expect(url).toBe('http://localhost/ur/Faculty?id=DEP-000001&_rsc=');
  expect(init).toMatchObject({ headers: { RSC: '1' }, priority: 'low' });
  expect((window as PayloadWindow).__next_f).toEqual([[0], [1, PAYLOAD]]);
});

it('hands Next’s client the payload of another render of the page too, and says it is (issue 50)', async () => {
  const changed = PAYLOAD.replace('اساتذہ', 'استاد');
  globalThis.fetch = jest.fn(() => answer(changed)) as typeof fetch;
  const { installReactPayload } = await load();
  await expect(installReactPayload()).resolves.toBe('changed');
  expect((window as PayloadWindow).__next_f).toEqual([[0], [1, changed]]);
});

it('tries again at the next use when the payload could not be fetched (offline, or an HTML answer)', async () => {
  globalThis.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockImplementationOnce(() => answer('<!DOCTYPE html>', 'text/html'))
    .mockImplementation(() => answer(PAYLOAD)) as typeof fetch;
  const { installReactPayload } = await load();
  await expect(installReactPayload()).rejects.toThrow('Failed to fetch');
  await expect(installReactPayload()).rejects.toThrow('no payload');
  await installReactPayload();
  expect((window as PayloadWindow).__next_f).toEqual([[0], [1, PAYLOAD]]);
  expect(
    jest
      .mocked(globalThis.fetch)
      .mock.calls.map(([, init]) => (init as RequestInit & { priority: string }).priority),
  ).toEqual(['high', 'high', 'high']);
});

it('fetches nothing when the payload is inline, as Next wrote it', async () => {
  const inline = [[0], [1, PAYLOAD]];
  (window as PayloadWindow).__next_f = inline;
  const { installReactPayload, prefetchReactPayload } = await load();
  prefetchReactPayload();
  await expect(installReactPayload()).resolves.toBe('inline');
  expect(globalThis.fetch).not.toHaveBeenCalled();
  expect((window as PayloadWindow).__next_f).toBe(inline);
});
