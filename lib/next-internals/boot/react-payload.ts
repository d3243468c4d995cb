// The page's React payload, when the page cache kept it out of the HTML (issue 35,
// lib/next-internals/react-payload.mjs): fetched from the page's own URL as Next's RSC answer (the same cache
// entry as the HTML, byte for byte), once the page is idle (./prefetch.ts) or at first use, and
// handed to Next's client as its inline scripts would have been, before it starts.
import { PAYLOAD_ATTRIBUTE, payloadHash } from '@/lib/next-internals/react-payload.mjs';

/** Next's list of the payload's pieces: its inline scripts fill it; its client reads it as it starts. */
type PayloadWindow = Window & { __next_f?: unknown[] };

let fetching: Promise<string> | null = null;

/** The payload's hash the HTML names, or null when the payload is inline (or there is none). */
function expectedHash(): string | null {
  return (window as PayloadWindow).__next_f
    ? null
    : document.documentElement.getAttribute(PAYLOAD_ATTRIBUTE);
}

/** The page's URL as Next answers its RSC payload: `_rsc` empty is the value for no router headers. */
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
      // A later use may try again (back online).
      fetching = null;
      throw error;
    });
  return fetching;
}

/** Fetches the payload at low priority if the HTML has none inline; nothing else. */
export function prefetchReactPayload(): void {
  if (expectedHash()) void fetchPayload('low').catch(() => {});
}

/**
 * Makes the payload ready for Next's client: at once when the HTML has it inline; else fetched
 * (or taken from the prefetch). Resolves to whether it is the payload the HTML was rendered from
 * ('same', or 'inline'), or that of another render: the page's entry was made again between the
 * HTML and this first use (an ISR refresh, an editor's). That one is installed too: the page
 * hydrates from what the page is now (./changed-page.ts), never stays without its scripts
 * (issue 50). Rejects only when it cannot be had (offline, a deployment replaced the page).
 */
export async function installReactPayload(): Promise<'inline' | 'same' | 'changed'> {
  const hash = expectedHash();
  if (!hash) return 'inline';
  const payload = await fetchPayload('high');
  (window as PayloadWindow).__next_f = [[0], [1, payload]];
  return payloadHash(payload) === hash ? 'same' : 'changed';
}
