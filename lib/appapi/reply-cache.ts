// A process-wide cache of upstream replies, keyed by (function, fields).
//
// - fresh: a reply younger than the revalidate window is reused by every request;
// - single flight: concurrent identical calls share one upstream request, so one page render
//   (or a crowd of visitors) never asks the backend the same thing twice at once, and every
//   caller of a render gets the same answer;
// - stale-if-error: when a refresh fails, the last good reply keeps being served;
// - back-off: after a failure the key is not retried for `retryAfterMs`, whatever the traffic,
//   so a failing backend sees at most one call per key per back-off period;
// - bounded: least recently used keys are dropped past `maxEntries` (odd ids cannot grow it
//   without limit);
// - scoped refresh: an editor's refresh makes the replies of some scopes stale (the ids of the
//   pages refreshed, or the site-wide replies: lib/appapi/reply-scope.ts), or every reply.

type Entry = {
  hasValue: boolean;
  value: unknown;
  fetchedAt: number;
  failedAt: number | null;
  error: unknown;
  inflight: Promise<unknown> | null;
};

/** What a load returns: the reply, and when it was fetched (earlier, if another instance did). */
export type LoadedReply = { value: unknown; fetchedAt: number };

export type ReplyCacheOptions = {
  maxEntries: number;
  retryAfterMs: number;
  now?: () => number;
};

/**
 * The most scopes whose refresh times are kept one by one; past it, every reply is made stale
 * instead (more refetching, never a stale reply served as fresh), and the list starts again.
 */
const MAX_SCOPES = 10_000;

export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  /** Replies fetched before this time are stale whatever their age or scope (see invalidate). */
  private staleBefore = 0;
  /** Scope → replies of that scope fetched before this time are stale (see invalidate). */
  private readonly scopeStaleBefore = new Map<string, number>();

  constructor(private readonly options: ReplyCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * The cached reply for `key`, of `scopes`, loading it with `load` when it is missing, older
   * than `ttlMs` or older than a refresh of one of its scopes. `unavailable`, when given, means
   * loading is not possible right now (the backend is known to be down): a stale reply is
   * served, or that error thrown, without counting as a failed call.
   */
  async get(
    key: string,
    {
      ttlMs,
      scopes = [],
      unavailable,
    }: { ttlMs: number; scopes?: readonly string[]; unavailable?: Error },
    load: () => Promise<LoadedReply>,
  ): Promise<unknown> {
    const entry = this.touch(key);
    const now = this.now();

    if (entry.hasValue && this.isFresh(entry.fetchedAt, ttlMs, scopes)) return entry.value;
    if (unavailable && !entry.inflight) {
      if (entry.hasValue) return entry.value;
      throw unavailable;
    }
    // Someone is already asking the backend: wait for that answer (the stale reply if it fails).
    // Never the stale reply at once: the calls of one render (a page, its menu and its redirect
    // all read DPT_NAME_GET) would disagree, and an editor's refresh would re-render the page
    // from the reply it was meant to replace (issue 34, N14).
    if (entry.inflight) return entry.inflight;
    // Never wait longer than the revalidate window itself before asking again.
    if (
      entry.failedAt !== null &&
      entry.failedAt >= this.staleSince(scopes) &&
      now - entry.failedAt < Math.min(this.options.retryAfterMs, ttlMs)
    ) {
      if (entry.hasValue) return entry.value;
      throw entry.error;
    }

    entry.inflight = load().then(
      ({ value, fetchedAt }) => {
        Object.assign(entry, { hasValue: true, value, fetchedAt, failedAt: null, error: null });
        return value;
      },
      (error: unknown) => {
        Object.assign(entry, { failedAt: this.now(), error });
        if (entry.hasValue) return entry.value;
        throw error;
      },
    );
    try {
      return await entry.inflight;
    } finally {
      entry.inflight = null;
    }
  }

  /**
   * Makes the replies of `scopes` fetched before `at` stale, or every reply without `scopes` (an
   * editor changed content at `at`, by default now; earlier when an instance back from a Redis
   * outage learns of it): each is fetched again on its next use, and kept as the stale-if-error
   * copy meanwhile; a reply fetched after `at` stays fresh. Clears those keys' back-off too.
   */
  invalidate(scopes?: readonly string[], at: number = this.now()): void {
    // A refresh time never lies ahead of this clock, so no reply fetched from now on is stale.
    const before = Math.min(at, this.now()) + 1;
    if (scopes && this.scopeStaleBefore.size + scopes.length <= MAX_SCOPES) {
      for (const scope of scopes)
        this.scopeStaleBefore.set(scope, Math.max(this.scopeStaleBefore.get(scope) ?? 0, before));
      return;
    }
    // Too many scopes to keep apart, or all of them: one mark, the latest, for every reply.
    let latest = Math.max(this.staleBefore, before);
    for (const mark of this.scopeStaleBefore.values()) latest = Math.max(latest, mark);
    this.staleBefore = latest;
    this.scopeStaleBefore.clear();
  }

  /**
   * Whether a reply of `scopes` fetched at `fetchedAt` (here, or by another instance) may still
   * be served as fresh.
   */
  isFresh(fetchedAt: number, ttlMs: number, scopes: readonly string[] = []): boolean {
    return fetchedAt >= this.staleSince(scopes) && this.now() - fetchedAt < ttlMs;
  }

  /** Forgets every reply and every refresh (a fresh process). */
  clear(): void {
    this.entries.clear();
    this.staleBefore = 0;
    this.scopeStaleBefore.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Replies of `scopes` fetched before this time are stale. */
  private staleSince(scopes: readonly string[]): number {
    let since = this.staleBefore;
    for (const scope of scopes) since = Math.max(since, this.scopeStaleBefore.get(scope) ?? 0);
    return since;
  }

  private touch(key: string): Entry {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
    } else {
      entry = {
        hasValue: false,
        value: undefined,
        fetchedAt: 0,
        failedAt: null,
        error: null,
        inflight: null,
      };
    }
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }
}
