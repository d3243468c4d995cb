// For /api/health, without a call: down after an outage failure with no success since.

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
