// The backend's state as this instance last saw it, for /api/health: no call is made to find
// out. Down means an outage failure (timeout, refused connection, 5xx) with no success since.

export type BackendState = { backend: 'up' | 'down' | 'unknown'; backendDownSince: string | null };

export class BackendStatus {
  private state: BackendState['backend'] = 'unknown';
  private downSince: number | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {}

  succeeded(): void {
    this.state = 'up';
    this.downSince = null;
  }

  failed(): void {
    if (this.state === 'down') return;
    this.state = 'down';
    this.downSince = this.now();
  }

  reset(): void {
    this.state = 'unknown';
    this.downSince = null;
  }

  snapshot(): BackendState {
    return {
      backend: this.state,
      backendDownSince: this.downSince === null ? null : new Date(this.downSince).toISOString(),
    };
  }
}
