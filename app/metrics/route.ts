import { METRICS_CONTENT_TYPE, metricsText } from '@/lib/ops/metrics.mjs';
import { isScraper } from '@/lib/ops/private-peer';
import { currentRequest } from '@/lib/ops/request-context.mjs';

// GET /metrics (CONTRACT.md, "Operations"): this instance's metrics in Prometheus's text format
// (lib/ops/metrics.mjs), for a scraper on its loopback or private address. Anyone else (the
// internet, anything through a proxy, a platform with no HTTP server of ours such as Vercel)
// gets a plain 404, as if there were nothing here; the edge answers 404 itself. Never cached.

export const dynamic = 'force-dynamic';

const NOT_FOUND = {
  status: 404,
  headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
};

export async function GET(): Promise<Response> {
  // On Vercel each function instance would show its own few requests: Vercel's observability replaces this.
  if (process.env.VERCEL || !isScraper(currentRequest()))
    return new Response('Not Found\n', NOT_FOUND);
  return new Response(await metricsText(), {
    headers: { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' },
  });
}
