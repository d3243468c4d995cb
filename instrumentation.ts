// Next's instrumentation hook: runs once when a server instance starts, before it serves. The
// work is in lib/ops/server-start.ts, for the Node.js runtime only: inside this test on
// NEXT_RUNTIME, which Next replaces at build time, so the middleware's edge bundle never holds
// it (prom-client and pino need Node's modules).

export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startInstance } = await import('./lib/ops/server-start');
    startInstance();
  }
}
