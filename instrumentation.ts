// Node only: NEXT_RUNTIME is replaced at build time, so the edge bundle leaves this out.

export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startInstance } = await import('./lib/ops/server-start');
    startInstance();
  }
}
