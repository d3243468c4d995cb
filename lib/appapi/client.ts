import 'server-only';
import { getConfig, type SiteConfig } from '@/lib/config';
import { handleDemoRequest } from '@/lib/demo-api/handler';
import { logger } from '@/lib/ops/log.mjs';
import { metrics, setProbe } from '@/lib/ops/metrics.mjs';
import { currentRequest } from '@/lib/ops/request-context.mjs';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';
import { BackendStatus, type BackendState } from './backend-status';
import { CircuitBreaker } from './circuit-breaker';
import { capRenderLifetime } from '@/lib/next-internals/render-lifetime';
import { ReplyCache, type LoadedReply } from './reply-cache';
import { replyScopes, scopesOfTags } from './reply-scope';
import type { AppApiFunctionName, FieldsOf } from './types';
import { UpstreamSlots } from './upstream-slots';

// The one shared helper of spec §7: every upstream call goes through callAppApi.

/** A failed key is not asked again for this long (or the revalidate window), whatever the traffic. */
export const RETRY_AFTER_MS = 5000;
/** An upstream call that took this long is logged even when it succeeds. */
const SLOW_CALL_SECONDS = 0.5;
/** How long Next may keep a page rendered with fallbacks. */
const FALLBACK_PAGE_SECONDS = 1;
/** Where relative URLs of the bundled demo backend resolve (it answers in-process). */
const DEMO_ORIGIN = 'http://demo-appapi.invalid';

/**
 * The cluster-facing state of this process: one reply cache, breaker, backend status and set of
 * upstream slots, whichever bundle calls. Next compiles this module into more than one bundle of
 * the same process (the pages and route handlers, and instrumentation.ts, whose first index walk
 * starts as the server does); with a copy each, that walk and the first renders asked the backend
 * the same (function, fields) twice and could hold twice APPAPI_MAX_CONCURRENCY calls in flight.
 * Kept on globalThis, as the site index and the page cache's shared state are.
 */
type AppApiState = {
  replies: ReplyCache;
  breaker: CircuitBreaker;
  backendStatus: BackendStatus;
  slots: UpstreamSlots;
};

const STATE = Symbol.for('kust.appapi.state');

function createState(): AppApiState {
  const state: AppApiState = {
    replies: new ReplyCache({ maxEntries: 5000, retryAfterMs: RETRY_AFTER_MS }),
    breaker: new CircuitBreaker({ failureThreshold: 3, openMs: RETRY_AFTER_MS }),
    backendStatus: new BackendStatus(),
    // A call handed a slot with less than a quarter of APPAPI_TIMEOUT_MS (at most 1 s) left is not sent.
    slots: new UpstreamSlots(
      () => getConfig().maxConcurrency,
      () => Math.min(1000, getConfig().timeoutMs / 4),
    ),
  };
  // Revalidated tags, here or (through Redis) on another instance: every reply, or some scopes'.
  sharedState().tagListeners.add((tags, at) => {
    const { all, scopes } = scopesOfTags(tags);
    if (all) state.replies.invalidate(undefined, at);
    else if (scopes.length > 0) state.replies.invalidate(scopes, at);
  });
  // What /metrics reports of them, read at each scrape.
  setProbe('upstream', () => ({
    inUse: state.slots.inUse,
    waiting: state.slots.waiting,
    limit: state.slots.limitNow,
    breakerOpen: state.breaker.openError() !== null,
    backend: state.backendStatus.snapshot().backend,
  }));
  return state;
}

function processState(): AppApiState {
  const scope = globalThis as typeof globalThis & { [STATE]?: AppApiState };
  return (scope[STATE] ??= createState());
}

/** Failures that say the backend itself is unwell, not that it gave a bad reply to one call. */
function isOutage(error: unknown): boolean {
  // By name, not class: the slots may belong to another bundle's copy of upstream-slots.ts.
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  // NoSlotError: this instance shed the call itself, the backend was not asked.
  if (name === 'NoSlotError' || name === 'SyntaxError' || name === 'ReplyShapeError') return false;
  return !(typeof message === 'string' && /^HTTP error! status: 4\d\d$/.test(message));
}

const REDIRECT_HINT =
  ' (a redirect: not followed, the key is sent only to APPAPI_URL; set APPAPI_URL to the address the backend redirects to)';

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** How a call ended, as /metrics counts it: a small fixed set. */
function outcomeOf(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'NoSlotError') return 'not_sent';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (name === 'SyntaxError' || name === 'ReplyShapeError') return 'bad_reply';
  if (typeof message === 'string' && message.startsWith('HTTP error! status: 3')) return 'redirect';
  if (typeof message === 'string' && message.startsWith('HTTP error! status: '))
    return 'http_error';
  return 'network_error';
}

function describe(error: unknown): string {
  // AbortSignal.timeout() rejects with a DOMException, which is not always an Error instance.
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'TimeoutError')
    return `timed out after the configured APPAPI_TIMEOUT_MS (${String(message)})`;
  return typeof message === 'string' ? message : String(error);
}

function requestIdHeader(): Record<string, string> {
  const request = currentRequest();
  return request ? { 'x-request-id': request.id } : {};
}

async function requestUpstream<T>(
  config: SiteConfig,
  fn: AppApiFunctionName,
  fields: Record<string, string>,
  parse: (reply: unknown) => T,
): Promise<T> {
  const url = `${config.appApiUrl ?? DEMO_ORIGIN}/AppAPI.asmx/${fn}`;
  const deadline = {
    signal: AbortSignal.timeout(config.timeoutMs),
    at: Date.now() + config.timeoutMs,
  };
  const init: RequestInit = {
    method: 'POST',
    // The edge's request id, so the backend's own log can be matched with ours.
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...requestIdHeader() },
    body: new URLSearchParams({ authKey: config.appApiKey, ...fields }).toString(),
    // Covers the wait for a slot and the whole exchange, body included: a backend that hangs
    // mid-reply fails too.
    signal: deadline.signal,
    // Following a 307/308 would post the key again to whatever origin the backend (or whoever
    // answers for it) names: a redirect is a failed call instead, logged like any other.
    redirect: 'manual',
  };
  const { slots, breaker, backendStatus } = processState();
  const started = performance.now();
  const took = () => (performance.now() - started) / 1000;
  try {
    const reply = await slots.run(fields, deadline, async () => {
      const response = config.appApiUrl
        ? await fetch(url, init)
        : await handleDemoRequest(new Request(url, init));
      if (!response.ok)
        throw new Error(
          `HTTP error! status: ${response.status}${isRedirect(response.status) ? REDIRECT_HINT : ''}`,
        );
      // A reply of the wrong shape is a failed call too: logged, and the last good one served.
      return parse((await response.json()) as unknown);
    });
    slots.learn(fields, reply);
    breaker.succeeded();
    backendStatus.succeeded();
    const seconds = took();
    metrics().upstream.observe({ function: fn, outcome: 'ok' }, seconds);
    // A slow answer is worth a line (with the request's id, as every line has); the others are
    // written at debug level only (LOG_LEVEL=debug).
    const slow = seconds >= SLOW_CALL_SECONDS;
    logger()[slow ? 'info' : 'debug'](
      { upstream: fn, outcome: 'ok', ms: Math.round(seconds * 1000) },
      slow ? 'Slow upstream call' : 'Upstream call',
    );
    return reply;
  } catch (error) {
    const seconds = took();
    const outcome = outcomeOf(error);
    metrics().upstream.observe({ function: fn, outcome }, seconds);
    // The message names the function, never the body: the key must not reach any log.
    logger().error(
      { upstream: fn, outcome, ms: Math.round(seconds * 1000) },
      `API Request failed: ${fn}: ${describe(error)}`,
    );
    const pauseMs = Math.min(RETRY_AFTER_MS, config.revalidateSeconds * 1000);
    if (isOutage(error)) backendStatus.failed();
    if (isOutage(error) && breaker.failed(pauseMs)) {
      logger().error(
        { upstream: fn, outcome: 'breaker_open' },
        `API Request failed: backend unavailable; no calls for ${pauseMs / 1000} s`,
      );
    }
    throw error;
  }
}

/**
 * With several instances sharing Redis (lib/page-cache), a reply another instance fetched within
 * the window is used as it is, and a fetched reply is shared: the backend is asked once per
 * (function, fields) and window for the whole cluster. Without Redis, or while it is away, this
 * is the upstream call alone.
 */
async function loadShared(
  key: string,
  ttlMs: number,
  scopes: readonly string[],
  fetchReply: () => Promise<unknown>,
): Promise<LoadedReply> {
  const shared = sharedState().replies;
  const found = shared ? await shared.get(key) : null;
  // A copy fetched before a refresh of its scope is as stale here as it is on this instance.
  if (found && processState().replies.isFresh(found.fetchedAt, ttlMs, scopes)) return found;
  const loaded = { value: await fetchReply(), fetchedAt: Date.now() };
  void shared?.set(key, loaded, Math.ceil(ttlMs / 1000));
  return loaded;
}

function cacheKey(config: SiteConfig, fn: string, fields: Record<string, string>): string {
  const sorted = Object.entries(fields).sort(([a], [b]) => a.localeCompare(b));
  return `${config.appApiUrl ?? 'demo'} ${fn} ${new URLSearchParams(sorted).toString()}`;
}

/**
 * Calls AppAPI function `fn` with `fields` and returns its JSON reply as read by `parse` (which
 * throws on a reply it cannot use). Replies are shared across requests for
 * APPAPI_REVALIDATE_SECONDS; a failure is logged with the spec's prefix and rethrown, unless an
 * earlier good reply can be served instead. Each function is always read with the same `parse`.
 */
export async function callAppApi<F extends AppApiFunctionName, T>(
  fn: F,
  fields: FieldsOf<F>,
  parse: (reply: unknown) => T,
): Promise<T> {
  const config = getConfig();
  const { replies, breaker } = processState();
  const plainFields = fields as Record<string, string>;
  try {
    const key = cacheKey(config, fn, plainFields);
    const ttlMs = config.revalidateSeconds * 1000;
    const scopes = replyScopes(plainFields);
    const reply = await replies.get(
      key,
      {
        ttlMs,
        scopes,
        // While the breaker is open nothing is asked: stale replies are served, and the pause
        // does not count against the key's own back-off.
        unavailable: breaker.openError() ?? undefined,
      },
      () => loadShared(key, ttlMs, scopes, () => requestUpstream(config, fn, plainFields, parse)),
    );
    await capRenderLifetime(config.revalidateSeconds);
    return reply as T;
  } catch (error) {
    // A page built from fallbacks is rebuilt on the next request a second later: rebuilding is
    // cheap (the back-off and the breaker keep it from reaching a failing backend), and it shows
    // real content as soon as the backend answers again.
    await capRenderLifetime(FALLBACK_PAGE_SECONDS);
    throw error;
  }
}

/**
 * Makes the cached replies of `scopes` (lib/appapi/reply-scope.ts), or every cached reply, of
 * this instance stale: their next use asks the backend again, and still falls back to the last
 * good reply if that fails. Other instances hear of it through the scopes' cache tags.
 */
export function invalidateReplies(scopes?: readonly string[]): void {
  processState().replies.invalidate(scopes);
}

/**
 * Runs `call`, a request to the backend that is not an AppAPI call (its images: /backend-image),
 * in one of this instance's upstream slots, behind the pages' calls, within APPAPI_TIMEOUT_MS
 * (`signal`): the backend's load stays bounded by APPAPI_MAX_CONCURRENCY whatever is asked of
 * the site. Throws a NoSlotError when no slot came free in time (the backend was not asked).
 */
export async function inUpstreamSlot<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { timeoutMs } = getConfig();
  const deadline = { signal: AbortSignal.timeout(timeoutMs), at: Date.now() + timeoutMs };
  return processState().slots.run({}, deadline, () => call(deadline.signal), { later: true });
}

/** The backend's state as this instance last saw it (no upstream call). */
export function backendState(): BackendState {
  return processState().backendStatus.snapshot();
}

/** The most upstream calls this instance has had in flight at once since it started. */
export function upstreamPeak(): number {
  return processState().slots.peak;
}

/** Forgets every cached reply and closes the breaker (tests; in production, a restart). */
export function clearAppApiCache(): void {
  const { replies, slots, breaker, backendStatus } = processState();
  replies.clear();
  slots.reset();
  breaker.reset();
  backendStatus.reset();
}
