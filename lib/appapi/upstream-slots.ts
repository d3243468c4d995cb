// At most APPAPI_MAX_CONCURRENCY upstream calls in flight per instance (CONTRACT.md, "Under a
// flood"): the backend's load stays bounded whatever strangers send. A call that finds every
// slot taken waits in one of two queues, first in first out:
//   first:  calls about the site as a whole (menus, home page, contact: no id) and calls for
//           ids the backend is known to have (ids it has answered rows for, or named in a row);
//   then:   calls for ids the backend has never been seen to know.
// So a flood of unknown ids waits behind the pages people actually visit, never in front of
// them. (A cached page never gets here at all: it asks nothing.) A call still waiting when its
// deadline passes leaves the queue and fails at once, and the page falls back as it does when
// the backend is down. So does a call handed a slot too close to its deadline to be answered
// (less than `minSendMs` left): under a hanging backend every slot frees up at a deadline and
// passes to a waiter queued at about the same moment, whose request would be cut off half-sent.

/** Field names whose value is an id (AppAPI's: ID, DeptID, PGM_ID; rows: FACULTY_ID, DPT_ID…). */
const ID_FIELD = /(?:^|_)ID$|^DeptID$/i;
/** How many known ids are remembered (least recently learnt first out). */
const KNOWN_IDS_LIMIT = 20_000;

/** Raised for a call that found no free slot before its deadline: the backend was not asked. */
export class NoSlotError extends Error {
  constructor(limit: number) {
    super(
      `not sent: all ${limit} upstream slots (APPAPI_MAX_CONCURRENCY) stayed busy until too near the APPAPI_TIMEOUT_MS deadline`,
    );
    this.name = 'NoSlotError';
  }
}

type Waiter = { start: () => void };

/** When a call gives up: `signal` aborts at `at` (a Date.now() time). */
export type Deadline = { signal: AbortSignal; at: number };

export class UpstreamSlots {
  private inFlight = 0;
  private readonly first: Set<Waiter> = new Set();
  private readonly then: Set<Waiter> = new Set();
  private readonly knownIds = new Set<string>();
  /** The highest number of calls in flight at once so far (tests and the benchmark read it). */
  peak = 0;

  constructor(
    private readonly limit: () => number,
    private readonly minSendMs: () => number = () => 0,
  ) {}

  /**
   * Runs `call` once a slot is free. `fields` decide the queue (`later`: the second whatever
   * they are); `deadline` covers both the wait and the call itself.
   */
  async run<T>(
    fields: Record<string, string>,
    deadline: Deadline,
    call: () => Promise<T>,
    { later = false } = {},
  ): Promise<T> {
    // A free slot is taken at once; otherwise next() hands one over (already counted).
    if (this.inFlight < this.limit()) this.inFlight += 1;
    else {
      await this.wait(!later && this.isKnown(fields) ? this.first : this.then, deadline.signal);
      if (deadline.at - Date.now() < this.minSendMs()) {
        this.inFlight -= 1;
        this.next();
        throw new NoSlotError(this.limit());
      }
    }
    this.peak = Math.max(this.peak, this.inFlight);
    try {
      return await call();
    } finally {
      this.inFlight -= 1;
      this.next();
    }
  }

  /** Remembers the ids of a call the backend answered with rows, and every id those rows name. */
  learn(fields: Record<string, string>, reply: unknown): void {
    if (!Array.isArray(reply) || reply.length === 0) return;
    for (const [name, value] of Object.entries(fields)) if (ID_FIELD.test(name)) this.know(value);
    for (const row of reply) {
      if (!row || typeof row !== 'object') continue;
      for (const [name, value] of Object.entries(row))
        if (ID_FIELD.test(name) && typeof value === 'string') this.know(value);
    }
  }

  /** Calls in flight now. */
  get inUse(): number {
    return this.inFlight;
  }

  /** The most calls in flight at once (APPAPI_MAX_CONCURRENCY). */
  get limitNow(): number {
    return this.limit();
  }

  get waiting(): number {
    return this.first.size + this.then.size;
  }

  reset(): void {
    this.knownIds.clear();
    this.peak = this.inFlight;
  }

  private isKnown(fields: Record<string, string>): boolean {
    return Object.entries(fields).every(
      ([name, value]) => !ID_FIELD.test(name) || this.knownIds.has(value),
    );
  }

  private know(id: string): void {
    if (!id) return;
    this.knownIds.delete(id);
    this.knownIds.add(id);
    if (this.knownIds.size > KNOWN_IDS_LIMIT)
      this.knownIds.delete(this.knownIds.values().next().value as string);
  }

  private wait(queue: Set<Waiter>, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        queue.delete(waiter);
        reject(new NoSlotError(this.limit()));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      queue.add(waiter);
    });
  }

  /** Hands the freed slot to the longest-waiting call of the first queue, else of the second. */
  private next(): void {
    if (this.inFlight >= this.limit()) return;
    for (const queue of [this.first, this.then]) {
      const waiter = queue.values().next().value;
      if (!waiter) continue;
      queue.delete(waiter);
      this.inFlight += 1;
      waiter.start();
      return;
    }
  }
}
