import { readAtMost } from '@/lib/http/read-at-most';
import { metrics } from '@/lib/ops/metrics.mjs';
import { routeKindOf } from '@/lib/ops/route-kind';
import { readVitals, VITALS_MAX_BYTES } from '@/lib/ops/vitals';

// docs/behaviour.md, Operator endpoints: always an empty 204, as a beacon reads no answer. Bounded
// so that a flood of forged beacons costs a token each, then nothing.

export const dynamic = 'force-dynamic';

const BEACONS_PER_SECOND = 50;
const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } };

/** For the whole instance: route handlers are bundled once. */
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
  // A forged beacon's path adds no series.
  const label = kind === 'page' || kind === 'id_page' || kind === 'search' ? kind : 'other';
  const { vitals, layoutShift } = metrics();
  for (const [name, value] of Object.entries(beacon.values)) {
    if (name === 'cls') layoutShift.observe({ kind: label }, value);
    else vitals.observe({ metric: name, kind: label }, value);
  }
  return new Response(null, NO_CONTENT);
}
