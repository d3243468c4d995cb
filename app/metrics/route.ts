import { METRICS_CONTENT_TYPE, metricsText } from '@/lib/ops/metrics.mjs';
import { isScraper } from '@/lib/ops/private-peer';
import { currentRequest } from '@/lib/ops/request-context.mjs';

export const dynamic = 'force-dynamic';

const NOT_FOUND = {
  status: 404,
  headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
};

export async function GET(): Promise<Response> {
  // docs/behaviour.md, /metrics. On Vercel each function would show its own few requests.
  if (process.env.VERCEL || !isScraper(currentRequest()))
    return new Response('Not Found\n', NOT_FOUND);
  return new Response(await metricsText(), {
    headers: { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' },
  });
}
