// What every spec of the suite needs: the build made by run.mjs, the demo backend on the
// suite's port, and fresh `next start` processes on the suite's port with the suite's windows.
import { existsSync } from 'node:fs';
import { ROOT, SUITE, suiteEnv } from './config.mjs';
import { startDemoBackend } from './demo-backend.mjs';
import { previewModeId, startSuiteSite } from './site.mjs';

// run.mjs tells the specs where the site and the backend live (the build's SITE_URL).
export const SITE_URL = process.env.RELIABILITY_SITE_URL ?? `http://127.0.0.1:${SUITE.sitePort}`;
export const API_URL = process.env.RELIABILITY_API_URL ?? `http://127.0.0.1:${SUITE.apiPort}`;
/** A page that answers later than this when the backend hangs has waited for more than one timeout. */
export const PAGE_BUDGET_MS = SUITE.timeoutMs + 1000;

/** Fails early, with the command to run, when there is no build for the suite. */
export function requireBuild() {
  if (!existsSync(`${ROOT}${SUITE.distDir}/BUILD_ID`)) {
    throw new Error(`no build in ${SUITE.distDir}: run the suite with npm run test:reliability`);
  }
}

export function startBackend() {
  return startDemoBackend({ port: SUITE.apiPort });
}

/** A fresh site process: empty in-memory reply cache, closed circuit breaker. */
export function startFreshSite(name, extraEnv = {}) {
  return startSuiteSite({ port: SUITE.sitePort, env: suiteEnv(extraEnv), name });
}

/** Request headers that make Next render an ISR page now (on-demand revalidation). */
export function forceRender() {
  return { 'x-prerender-revalidate': previewModeId(SUITE.distDir) };
}
