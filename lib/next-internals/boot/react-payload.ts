// The payload kept out of the HTML (../react-payload.mjs), handed to Next's client as if inline.
import { PAYLOAD_ATTRIBUTE, payloadHash } from '@/lib/next-internals/react-payload.mjs';

type PayloadWindow = Window & { __next_f?: unknown[] };

let fetching: Promise<string> | null = null;

function expectedHash(): string | null {
  return (window as PayloadWindow).__next_f
    ? null
    : document.documentElement.getAttribute(PAYLOAD_ATTRIBUTE);
}

/** `_rsc` empty is Next's cache-busting value for no router headers. */
function payloadUrl(): string {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.set('_rsc', '');
  return url.href;
}

function fetchPayload(priority: 'low' | 'high'): Promise<string> {
  fetching ??= fetch(payloadUrl(), {
    headers: { RSC: '1' },
    credentials: 'same-origin',
    priority,
  } as RequestInit)
    .then((response) => {
      if (!response.headers.get('content-type')?.startsWith('text/x-component'))
        throw new Error(`no payload (HTTP ${response.status})`);
      return response.text();
    })
    .catch((error: unknown) => {
      fetching = null; // a later use may try again
      throw error;
    });
  return fetching;
}

export function prefetchReactPayload(): void {
  if (expectedHash()) void fetchPayload('low').catch(() => {});
}

/** 'changed': the page was refreshed since its HTML; installed all the same (./changed-page.ts). */
export async function installReactPayload(): Promise<'inline' | 'same' | 'changed'> {
  const hash = expectedHash();
  if (!hash) return 'inline';
  const payload = await fetchPayload('high');
  (window as PayloadWindow).__next_f = [[0], [1, payload]];
  return payloadHash(payload) === hash ? 'same' : 'changed';
}
