// Runs once when a server instance starts (Next's instrumentation hook), before it serves:
//
// - every console line of the process (ours and Next's own) is escaped from here on, so that
//   text a client sent can never write a line of its own (lib/log.ts);
// - an environment the site must not run with stops it (lib/config-check.mjs; next.config.mjs
//   refuses it first, and for the build too);
// - the first walk of the site index begins early, so searches, the programme finder and the
//   breadcrumbs' faculty level have it before the first visitor waits for it.
//
// Several instances sharing one Redis (REDIS_URL, read here as the cache handler reads it)
// usually start together: each waits a random 5–60 s, so that one walks first and the others
// find its replies in Redis instead of asking the backend for the same ones at the same moment.

const SPREAD_MS = { min: 5_000, max: 60_000 };

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installLogEscaping } = await import('./lib/log');
  installLogEscaping();
  const { configurationProblem } = await import('./lib/config-check.mjs');
  const problem = configurationProblem(process.env);
  if (problem) {
    // Next only logs an error thrown from register() and goes on serving: stop here instead.
    console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
  const { warmSiteIndex } = await import('./lib/search/site-index');
  if (!process.env.REDIS_URL?.trim()) {
    warmSiteIndex();
    return;
  }
  const delay = SPREAD_MS.min + Math.random() * (SPREAD_MS.max - SPREAD_MS.min);
  setTimeout(warmSiteIndex, delay).unref();
}
