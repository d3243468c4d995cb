// The beacon of POST /api/vitals (docs/behaviour.md, Operator endpoints).

export const VITALS_SAMPLE_RATE = 0.1;
export const VITALS_PATH = '/api/vitals';
export const VITALS_MAX_BYTES = 1024; // a path and five numbers

/** The most each can plausibly be: beyond it, a broken clock or a forgery. */
export const VITALS = {
  lcp: { seconds: true, max: 60 },
  inp: { seconds: true, max: 60 },
  fcp: { seconds: true, max: 60 },
  ttfb: { seconds: true, max: 60 },
  cls: { seconds: false, max: 10 },
} as const;

export type VitalName = keyof typeof VITALS;

/** Times in ms. */
export type VitalsBeacon = { path: string } & Partial<Record<VitalName, number>>;

/** Times in seconds; null for no beacon. A value out of range is dropped alone. */
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
