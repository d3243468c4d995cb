// Upstream replies by (function, fields): fresh, single flight, stale-if-error, back-off, bounded,
// refreshed by scope (docs/reliability.md, In the code).

type Entry = {
  hasValue: boolean;
  value: unknown;
  fetchedAt: number;
  failedAt: number | null;
  error: unknown;
  inflight: Promise<unknown> | null;
};

/** `fetchedAt` is earlier when another instance fetched it. */
export type LoadedReply = { value: unknown; fetchedAt: number };

export type ReplyCacheOptions = {
  maxEntries: number;
  retryAfterMs: number;
  now?: () => number;
};

/** Past this many refreshed scopes, every reply is made stale instead. */
const MAX_SCOPES = 10_000;

export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private staleBefore = 0;
  private readonly scopeStaleBefore = new Map<string, number>();

  constructor(private readonly options: ReplyCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** `unavailable`: the backend is known to be down; a stale reply or that error, no failure. */
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
    // Never the stale reply at once: the calls of one render would disagree (docs/reliability.md).
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

  /** `at` is earlier than now when an instance back from a Redis outage learns of a refresh. */
  invalidate(scopes?: readonly string[], at: number = this.now()): void {
    // A refresh time never lies ahead of this clock, so no reply fetched from now on is stale.
    const before = Math.min(at, this.now()) + 1;
    if (scopes && this.scopeStaleBefore.size + scopes.length <= MAX_SCOPES) {
      for (const scope of scopes)
        this.scopeStaleBefore.set(scope, Math.max(this.scopeStaleBefore.get(scope) ?? 0, before));
      return;
    }
    let latest = Math.max(this.staleBefore, before);
    for (const mark of this.scopeStaleBefore.values()) latest = Math.max(latest, mark);
    this.staleBefore = latest;
    this.scopeStaleBefore.clear();
  }

  isFresh(fetchedAt: number, ttlMs: number, scopes: readonly string[] = []): boolean {
    return fetchedAt >= this.staleSince(scopes) && this.now() - fetchedAt < ttlMs;
  }

  clear(): void {
    this.entries.clear();
    this.staleBefore = 0;
    this.scopeStaleBefore.clear();
  }

  get size(): number {
    return this.entries.size;
  }

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
