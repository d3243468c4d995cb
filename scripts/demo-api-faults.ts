/**
 * Fault switches and call counters of the demo backend's HTTP server (npm run demo-api), for
 * the benchmark, the load test and the fault-injection suite. Controlled over HTTP:
 *   GET  /__control/calls           → { total, byCall: { "FN ID=DEP-1": n, ... }, inFlight, inFlightPeak }
 *   POST /__control/reset           → clears the counters and every fault
 *   POST /__control/faults          ← { "*"?: Fault, FN?: Fault, failRate?: number, delayMs?: number }
 *   POST /__control/edits           ← { FN: { FIELD: value, ... } | null }: an editor's change;
 *                                     every row FN returns gets those fields (null clears)
 *   POST /__control/redirects       ← { "/demo/path.jpg": "http://elsewhere/x" | null }: a GET of
 *                                     that path answers 302 to that URL (a hostile backend's
 *                                     image that redirects to an internal address); null clears
 * A fault applies to one function (or "*" to all); failRate makes that share of all calls
 * answer HTTP 500 at random; delayMs makes every call wait that long before its answer (a slow
 * backend). inFlightPeak is the most calls the server had open at once since the last reset.
 */

export const FAULTS = [
  'http-500',
  'http-503',
  'reset', // the connection is dropped without an answer
  'hang', // no answer at all
  'invalid-json',
  'object', // an object where a list of rows is expected
  'empty-list',
  'null-fields', // every field of every row is null
  'numbers-as-strings',
  'long-text', // every text is 20,000 characters long
] as const;

export type Fault = (typeof FAULTS)[number];

type FaultState = {
  byFunction: Map<string, Fault>;
  all: Fault | null;
  failRate: number;
  delayMs: number;
};

const state: FaultState = { byFunction: new Map(), all: null, failRate: 0, delayMs: 0 };
const open = { now: 0, peak: 0 };

/** Counts a call as open until the returned function is called (its answer sent or dropped). */
export function openCall(): () => void {
  open.now += 1;
  open.peak = Math.max(open.peak, open.now);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open.now -= 1;
  };
}

/** How long every call waits before its answer. */
export const callDelayMs = () => state.delayMs;
const calls = new Map<string, number>();
const edits = new Map<string, Record<string, unknown>>();
const redirects = new Map<string, string>();

/** Counts one call of `fn`; the key names the fields but never the key. */
export function countCall(fn: string, fields: URLSearchParams): void {
  const named = [...fields.entries()]
    .filter(([name]) => name !== 'authKey')
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const key = named ? `${fn} ${named}` : fn;
  calls.set(key, (calls.get(key) ?? 0) + 1);
}

export function callReport() {
  const byCall = Object.fromEntries([...calls.entries()].sort());
  return {
    total: [...calls.values()].reduce((sum, n) => sum + n, 0),
    byCall,
    inFlight: open.now,
    inFlightPeak: open.peak,
  };
}

export function resetControl(): void {
  calls.clear();
  state.byFunction.clear();
  state.all = null;
  state.failRate = 0;
  state.delayMs = 0;
  open.peak = open.now;
  edits.clear();
  redirects.clear();
}

/** Sets redirects from a control request (see the top of this file). */
export function setRedirects(body: Record<string, unknown>): void {
  for (const [path, location] of Object.entries(body)) {
    if (typeof location === 'string' && location) redirects.set(path, location);
    else redirects.delete(path);
  }
}

/** Where a GET of `pathname` is redirected to, or null. */
export function redirectFor(pathname: string): string | null {
  return redirects.get(pathname) ?? null;
}

/** Sets editors' changes from a control request (see the top of this file). */
export function setEdits(body: Record<string, unknown>): void {
  for (const [fn, fields] of Object.entries(body)) {
    if (fields && typeof fields === 'object' && !Array.isArray(fields))
      edits.set(fn, fields as Record<string, unknown>);
    else edits.delete(fn);
  }
}

/** The reply of `fn` with the editors' changes applied to each row, or null when there are none. */
export function editedReply(fn: string, reply: unknown): unknown {
  const fields = edits.get(fn);
  if (!fields) return null;
  return Array.isArray(reply)
    ? reply.map((row: unknown) => (row && typeof row === 'object' ? { ...row, ...fields } : row))
    : reply;
}

function isFault(value: unknown): value is Fault {
  return typeof value === 'string' && (FAULTS as readonly string[]).includes(value);
}

/** Sets faults from a control request; 'ok' or null clears one. */
export function setFaults(body: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(body)) {
    if (name === 'failRate') {
      state.failRate = typeof value === 'number' && value >= 0 && value <= 1 ? value : 0;
    } else if (name === 'delayMs') {
      state.delayMs = typeof value === 'number' && value >= 0 && value <= 60_000 ? value : 0;
    } else if (name === '*') {
      state.all = isFault(value) ? value : null;
    } else if (isFault(value)) {
      state.byFunction.set(name, value);
    } else {
      state.byFunction.delete(name);
    }
  }
}

export function faultFor(fn: string): Fault | null {
  const fault = state.byFunction.get(fn) ?? state.all;
  if (fault) return fault;
  return state.failRate > 0 && Math.random() < state.failRate ? 'http-500' : null;
}

function mapValues(value: unknown, map: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapValues(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapValues(item, map)]),
    );
  }
  return map(value);
}

/** The body a reply-altering fault sends instead of the real JSON reply. */
export function alterReply(fault: Fault, reply: unknown): string {
  switch (fault) {
    case 'invalid-json':
      return '{"d": [ {"oops": ';
    case 'object':
      return JSON.stringify({ Message: 'An object, not a list.' });
    case 'empty-list':
      return '[]';
    case 'null-fields':
      return JSON.stringify(mapValues(reply, () => null));
    case 'numbers-as-strings':
      return JSON.stringify(
        mapValues(reply, (leaf) => (typeof leaf === 'number' ? String(leaf) : leaf)),
      );
    case 'long-text':
      return JSON.stringify(
        mapValues(reply, (leaf) =>
          typeof leaf === 'string' && leaf
            ? `${leaf} `.repeat(Math.ceil(20000 / (leaf.length + 1))).slice(0, 20000)
            : leaf,
        ),
      );
    default:
      return JSON.stringify(reply);
  }
}
