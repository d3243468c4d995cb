import 'server-only';
import { getConfig, type SiteConfig } from '@/lib/config/site-config';
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

// Every upstream call goes through callAppApi (docs/behaviour.md, Upstream protocol; the design:
// docs/reliability.md, In the code).

/** A failed key is not asked again for this long (or the revalidate window), whatever the traffic. */
export const RETRY_AFTER_MS = 5000;
const SLOW_CALL_SECONDS = 0.5;
const FALLBACK_PAGE_SECONDS = 1;
const DEMO_ORIGIN = 'http://demo-appapi.invalid';

/** One per process, on globalThis: Next compiles this module into more than one bundle. */
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
    slots: new UpstreamSlots(
      () => getConfig().maxConcurrency,
      () => Math.min(1000, getConfig().timeoutMs / 4),
    ),
  };
  // Revalidated here or, through Redis, on another instance.
  sharedState().tagListeners.add((tags, at) => {
    const { all, scopes } = scopesOfTags(tags);
    if (all) state.replies.invalidate(undefined, at);
    else if (scopes.length > 0) state.replies.invalidate(scopes, at);
  });
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
  if (name === 'NoSlotError' || name === 'SyntaxError' || name === 'ReplyShapeError') return false;
  return !(typeof message === 'string' && /^HTTP error! status: 4\d\d$/.test(message));
}

const REDIRECT_HINT =
  ' (a redirect: not followed, the key is sent only to APPAPI_URL; set APPAPI_URL to the address the backend redirects to)';

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** A small fixed set, as /metrics counts it. */
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
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...requestIdHeader() },
    body: new URLSearchParams({ authKey: config.appApiKey, ...fields }).toString(),
    signal: deadline.signal,
    // Following a 307/308 would post the key again to whatever origin the backend names.
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
      return parse((await response.json()) as unknown);
    });
    slots.learn(fields, reply);
    breaker.succeeded();
    backendStatus.succeeded();
    const seconds = took();
    metrics().upstream.observe({ function: fn, outcome: 'ok' }, seconds);
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

/** A reply another instance fetched within the window, through Redis; else the call alone. */
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
 * `fn`'s JSON reply as read by `parse`, which throws on a reply it cannot use; a failure is
 * logged and rethrown unless a good reply can be served. Read a function always with one `parse`.
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
        // Open, nothing is asked, and the pause does not count against the key's own back-off.
        unavailable: breaker.openError() ?? undefined,
      },
      () => loadShared(key, ttlMs, scopes, () => requestUpstream(config, fn, plainFields, parse)),
    );
    await capRenderLifetime(config.revalidateSeconds);
    return reply as T;
  } catch (error) {
    await capRenderLifetime(FALLBACK_PAGE_SECONDS);
    throw error;
  }
}

/** This instance's replies of `scopes`, or all: stale, still served if the backend fails. */
export function invalidateReplies(scopes?: readonly string[]): void {
  processState().replies.invalidate(scopes);
}

/** A backend request that is no AppAPI call (its images), in a slot behind the pages' calls. */
export async function inUpstreamSlot<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { timeoutMs } = getConfig();
  const deadline = { signal: AbortSignal.timeout(timeoutMs), at: Date.now() + timeoutMs };
  return processState().slots.run({}, deadline, () => call(deadline.signal), { later: true });
}

export function backendState(): BackendState {
  return processState().backendStatus.snapshot();
}

export function upstreamPeak(): number {
  return processState().slots.peak;
}

export function clearAppApiCache(): void {
  const { replies, slots, breaker, backendStatus } = processState();
  replies.clear();
  slots.reset();
  breaker.reset();
  backendStatus.reset();
}
