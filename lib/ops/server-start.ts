import 'server-only';
import { configurationProblem } from '@/lib/config/check.mjs';
import { escapeLogText, installJsonConsole, logger } from '@/lib/ops/log.mjs';
import { metrics } from '@/lib/ops/metrics.mjs';
import { installRequestContext, runInRequest } from '@/lib/ops/request-context.mjs';
import { routeKindOf } from '@/lib/ops/route-kind';
import { prepareSiteIndex, warmSiteIndex } from '@/lib/search/site-index';

/** Instances sharing Redis start together: one walks first, the rest read its replies. */
const SPREAD_MS = { min: 5_000, max: 60_000 };
const SLOW_REQUEST_SECONDS = 1;

export function startInstance(): void {
  installJsonConsole();
  const { requests } = metrics();
  installRequestContext((request, status, seconds) => {
    const kind = routeKindOf(request.path);
    requests.observe({ kind, status: String(status) }, seconds);
    // A 404 too: a broken link shared in a group shows in the instance's log as in the edge's.
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
  // Every cold start on Vercel runs this: the first search reads the shared walk instead.
  if (process.env.VERCEL) return;
  if (!process.env.REDIS_URL?.trim()) {
    warmSiteIndex();
    return;
  }
  const delay = SPREAD_MS.min + Math.random() * (SPREAD_MS.max - SPREAD_MS.min);
  setTimeout(warmSiteIndex, delay).unref();
}
