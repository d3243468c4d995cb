// Real visitors' speed (CONTRACT.md, "Operations"): what a phone measured of the page it loaded,
// as the beacon sends it (lib/ops/vitals-start.ts) and /api/vitals reads it. Nothing
// personal: no cookie, no id, no address is kept; the path only decides the route kind.

/** One page view in this many sends its measures. */
export const VITALS_SAMPLE_RATE = 0.1;
/** Where the beacon goes. */
export const VITALS_PATH = '/api/vitals';
/** The most a beacon may weigh: a path and five numbers. */
export const VITALS_MAX_BYTES = 1024;

/** The measures kept, with the most each can plausibly be (beyond it: a broken clock, or a forgery). */
export const VITALS = {
  lcp: { seconds: true, max: 60 },
  inp: { seconds: true, max: 60 },
  fcp: { seconds: true, max: 60 },
  ttfb: { seconds: true, max: 60 },
  cls: { seconds: false, max: 10 },
} as const;

export type VitalName = keyof typeof VITALS;

/** What a beacon carries: the page's path and each measure it has (ms for times, the score for CLS). */
export type VitalsBeacon = { path: string } & Partial<Record<VitalName, number>>;

/**
 * The measures of a beacon's body, in seconds (CLS as its score), or null when the body is not
 * one: bad JSON, no path, no measure, or a value out of range (each is dropped alone).
 */
export function readVitals(
  body: string,
): { path: string; values: Partial<Record<VitalName, number>> } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  if (typeof record.path !== 'string' || !record.path.startsWith('/') || record.path.length > 300)
    return null;
  const values: Partial<Record<VitalName, number>> = {};
  for (const [name, { seconds, max }] of Object.entries(VITALS) as [
    VitalName,
    (typeof VITALS)[VitalName],
  ][]) {
    const raw = record[name];
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) continue;
    const value = seconds ? raw / 1000 : raw;
    if (value <= max) values[name] = value;
  }
  return Object.keys(values).length > 0 ? { path: record.path, values } : null;
}
