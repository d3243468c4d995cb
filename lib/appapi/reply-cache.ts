// A process-wide cache of upstream replies, keyed by (function, fields).
//
// - fresh: a reply younger than the revalidate window is reused by every request;
// - single flight: concurrent identical calls share one upstream request, so one page render
//   (or a crowd of visitors) never asks the backend the same thing twice at once;
// - stale-if-error: when a refresh fails, the last good reply keeps being served;
// - back-off: after a failure the key is not retried for `retryAfterMs`, whatever the traffic,
//   so a failing backend sees at most one call per key per back-off period;
// - bounded: least recently used keys are dropped past `maxEntries` (odd ids cannot grow it
//   without limit).

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

export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  /** Replies fetched before this time are stale whatever their age (see invalidate). */
  private staleBefore = 0;

  constructor(private readonly options: ReplyCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * The cached reply for `key`, loading it with `load` when it is missing or older than `ttlMs`.
   * `unavailable`, when given, means loading is not possible right now (the backend is known to
   * be down): a stale reply is served, or that error thrown, without counting as a failed call.
   */
  async get(key: string, ttlMs: number, load: () => Promise<LoadedReply>, unavailable?: Error): Promise<unknown> {
    const entry = this.touch(key);
    const now = this.now();

    if (entry.hasValue && this.isFresh(entry.fetchedAt, ttlMs)) return entry.value;
    if (unavailable && !entry.inflight) {
      if (entry.hasValue) return entry.value;
      throw unavailable;
    }
    if (entry.inflight) {
      // Someone is already asking the backend: a stale reply is good enough meanwhile.
      return entry.hasValue ? entry.value : entry.inflight;
    }
    // Never wait longer than the revalidate window itself before asking again.
    if (
      entry.failedAt !== null &&
      entry.failedAt >= this.staleBefore &&
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
   * Makes every reply stale (an editor changed content): each is fetched again on its next use,
   * and kept as the stale-if-error copy meanwhile. Clears each key's back-off too.
   */
  invalidate(): void {
    this.staleBefore = this.now() + 1;
  }

  /** Whether a reply fetched at `fetchedAt` (here or elsewhere) may still be served as fresh. */
  isFresh(fetchedAt: number, ttlMs: number): boolean {
    return fetchedAt >= this.staleBefore && this.now() - fetchedAt < ttlMs;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: string): Entry {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
    } else {
      entry = { hasValue: false, value: undefined, fetchedAt: 0, failedAt: null, error: null, inflight: null };
    }
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }
}
