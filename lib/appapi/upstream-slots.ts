// At most APPAPI_MAX_CONCURRENCY upstream calls in flight, the calls for ids the backend is not
// known to have queued last (docs/behaviour.md, Under a flood; docs/reliability.md, In the code).

/** AppAPI's ID, DeptID, PGM_ID; rows' FACULTY_ID, DPT_ID… */
const ID_FIELD = /(?:^|_)ID$|^DeptID$/i;
const KNOWN_IDS_LIMIT = 20_000;

/** The backend was not asked. */
export class NoSlotError extends Error {
  constructor(limit: number) {
    super(
      `not sent: all ${limit} upstream slots (APPAPI_MAX_CONCURRENCY) stayed busy until too near the APPAPI_TIMEOUT_MS deadline`,
    );
    this.name = 'NoSlotError';
  }
}

type Waiter = { start: () => void };

/** `signal` aborts at `at`, a Date.now() time. */
export type Deadline = { signal: AbortSignal; at: number };

export class UpstreamSlots {
  private inFlight = 0;
  private readonly first: Set<Waiter> = new Set();
  private readonly then: Set<Waiter> = new Set();
  private readonly knownIds = new Set<string>();
  peak = 0;

  constructor(
    private readonly limit: () => number,
    private readonly minSendMs: () => number = () => 0,
  ) {}

  /** `fields` decide the queue (`later`: the second); `deadline` covers the wait and the call. */
  async run<T>(
    fields: Record<string, string>,
    deadline: Deadline,
    call: () => Promise<T>,
    { later = false } = {},
  ): Promise<T> {
    // Otherwise next() hands one over, already counted.
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

  learn(fields: Record<string, string>, reply: unknown): void {
    if (!Array.isArray(reply) || reply.length === 0) return;
    for (const [name, value] of Object.entries(fields)) if (ID_FIELD.test(name)) this.know(value);
    for (const row of reply) {
      if (!row || typeof row !== 'object') continue;
      for (const [name, value] of Object.entries(row))
        if (ID_FIELD.test(name) && typeof value === 'string') this.know(value);
    }
  }

  get inUse(): number {
    return this.inFlight;
  }

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
