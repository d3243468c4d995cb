import { metrics } from '@/lib/ops/metrics.mjs';
import { routeKindOf } from '@/lib/ops/route-kind';
import { readVitals, VITALS_MAX_BYTES } from '@/lib/ops/vitals';

// POST /api/vitals: the beacon of a sampled page view (lib/ops/vitals-start.ts),
// counted in /metrics as histograms by route kind (lib/ops/metrics.mjs). Whatever arrives, the
// answer is an empty 204 (a beacon reads no answer) and nothing is stored but the counts: no
// cookie, no id, no address, the path turned into its route kind and dropped. Bounded: a body
// over 1 KB is not read, and one instance counts at most BEACONS_PER_SECOND (a flood of
// forged beacons costs a token each, then nothing).

export const dynamic = 'force-dynamic';

const BEACONS_PER_SECOND = 50;
const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } };

/** A token bucket for the whole instance (one module copy: route handlers are bundled once). */
const bucket = { tokens: BEACONS_PER_SECOND, at: Date.now() };

function takeToken(): boolean {
  const now = Date.now();
  bucket.tokens = Math.min(
    BEACONS_PER_SECOND,
    bucket.tokens + ((now - bucket.at) / 1000) * BEACONS_PER_SECOND,
  );
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** The body as text, or null once it passes `limit` bytes (the rest is never read). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit || !request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function POST(request: Request): Promise<Response> {
  if (!takeToken()) return new Response(null, NO_CONTENT);
  const body = await readLimited(request, VITALS_MAX_BYTES);
  const beacon = body === null ? null : readVitals(body);
  if (!beacon) return new Response(null, NO_CONTENT);
  const kind = routeKindOf(beacon.path);
  // Only pages are measured; anything else a forged beacon names is one label, 'other'.
  const label = kind === 'page' || kind === 'id_page' || kind === 'search' ? kind : 'other';
  const { vitals, layoutShift } = metrics();
  for (const [name, value] of Object.entries(beacon.values)) {
    if (name === 'cls') layoutShift.observe({ kind: label }, value);
    else vitals.observe({ metric: name, kind: label }, value);
  }
  return new Response(null, NO_CONTENT);
}
