// When the backend as a whole is down (timeouts, refused connections, 5xx), waiting for every
// call to time out in turn would make a page take several timeouts to render, and every
// visitor would add calls to a backend that cannot answer. After a few consecutive such
// failures the breaker opens: calls fail at once (served from the cache where it can) for
// `openMs`, then calls go out again; a success closes it. Failures of a single function among successes never
// open it, because any success resets the count.

export class BackendUnavailableError extends Error {
  constructor() {
    super('backend unavailable: calls paused after repeated failures');
    this.name = 'BackendUnavailableError';
  }
}

export type CircuitBreakerOptions = {
  failureThreshold: number;
  openMs: number;
  now?: () => number;
};

export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** A BackendUnavailableError while the breaker is open, null while calls may go out. */
  openError(): BackendUnavailableError | null {
    return this.now() < this.openUntil ? new BackendUnavailableError() : null;
  }

  succeeded(): void {
    this.consecutiveFailures = 0;
    this.openUntil = 0;
  }

  /** Records a failure; true when it opened the breaker (for `openMs`, or the default). */
  failed(openMs = this.options.openMs): boolean {
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures < this.options.failureThreshold) return false;
    const wasOpen = this.now() < this.openUntil;
    this.openUntil = this.now() + openMs;
    return !wasOpen;
  }

  reset(): void {
    this.consecutiveFailures = 0;
    this.openUntil = 0;
  }
}
