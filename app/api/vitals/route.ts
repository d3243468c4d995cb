import { readAtMost } from '@/lib/http/read-at-most';
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

export async function POST(request: Request): Promise<Response> {
  if (!takeToken()) return new Response(null, NO_CONTENT);
  const declared = Number(request.headers.get('content-length') ?? '0');
  const body =
    declared > VITALS_MAX_BYTES ? null : await readAtMost(request.body, VITALS_MAX_BYTES);
  const beacon = body === null ? null : readVitals(new TextDecoder().decode(body));
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
