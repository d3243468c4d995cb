// Runs once when a server instance starts (instrumentation.ts, Next's hook), before it serves:
//
// - every console line of the process (ours and Next's own) is one JSON object from here on
//   (lib/ops/log.mjs; scripts/start.mjs has done it already under npm start), carrying the id of
//   the request it was written for (lib/ops/request-context.mjs);
// - every request the server answers is counted for /metrics by route kind and status, and one
//   that took a second or more, failed with a 5xx or found no page (404) is logged with its
//   request id;
// - an environment the site must not run with stops it (lib/config-check.mjs; next.config.mjs
//   refuses it first, and for the build too);
// - the first walk of the site index begins early, so searches, the programme finder and the
//   breadcrumbs' faculty level have it before the first visitor waits for it.
//
// Several instances sharing one Redis (REDIS_URL, read here as the cache handler reads it)
// usually start together: each waits a random 5–60 s, so that one walks first and the others
// find its replies in Redis instead of asking the backend for the same ones at the same moment.

import 'server-only';
import { configurationProblem } from '@/lib/config-check.mjs';
import { escapeLogText, installJsonConsole, logger } from '@/lib/ops/log.mjs';
import { metrics } from '@/lib/ops/metrics.mjs';
import { installRequestContext, runInRequest } from '@/lib/ops/request-context.mjs';
import { routeKindOf } from '@/lib/ops/route-kind';
import { prepareSiteIndex, warmSiteIndex } from '@/lib/search/site-index';

const SPREAD_MS = { min: 5_000, max: 60_000 };
/** A request that took this long is logged (with its request id, to follow it to its upstream calls). */
const SLOW_REQUEST_SECONDS = 1;

/** What instrumentation.ts runs at a server's start (Node.js runtime). */
export function startInstance(): void {
  installJsonConsole();
  const { requests } = metrics();
  installRequestContext((request, status, seconds) => {
    const kind = routeKindOf(request.path);
    requests.observe({ kind, status: String(status) }, seconds);
    // A missing page is logged too (path escaped, query left out): a broken link shared in a
    // group, or a probe, is found in the instance's log as in the edge's.
    if (seconds >= SLOW_REQUEST_SECONDS || status >= 500 || status === 404) {
      const fields = {
        method: request.method,
        path: escapeLogText(request.path),
        kind,
        status,
        ms: Math.round(seconds * 1000),
      };
      const message =
        status >= 500
          ? 'Request failed'
          : seconds >= SLOW_REQUEST_SECONDS
            ? 'Slow request'
            : 'Not found';
      runInRequest(request, () => logger()[status >= 500 ? 'warn' : 'info'](fields, message));
    }
  });

  const problem = configurationProblem(process.env);
  if (problem) {
    // Next only logs an error thrown from register() and goes on serving: stop here instead.
    console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
  prepareSiteIndex();
  // On Vercel every cold start runs this: the index is read from the deployment's shared walk
  // at the first search instead (lib/search/shared-walk.ts), never walked per start.
  if (process.env.VERCEL) return;
  if (!process.env.REDIS_URL?.trim()) {
    warmSiteIndex();
    return;
  }
  const delay = SPREAD_MS.min + Math.random() * (SPREAD_MS.max - SPREAD_MS.min);
  setTimeout(warmSiteIndex, delay).unref();
}
