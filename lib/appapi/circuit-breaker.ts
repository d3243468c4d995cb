// With the backend down, a page would wait for one timeout after another, and every visitor add
// calls it cannot answer. Any success resets the count: one failing function never opens it.

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

  openError(): BackendUnavailableError | null {
    return this.now() < this.openUntil ? new BackendUnavailableError() : null;
  }

  succeeded(): void {
    this.consecutiveFailures = 0;
    this.openUntil = 0;
  }

  /** True when it opened the breaker. */
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
