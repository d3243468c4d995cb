/** @jest-environment node */
import { callAppApi } from '@/lib/appapi/client';
import { readRows } from '@/lib/appapi/parse';
import { runInRequest } from '@/lib/ops/request-context.mjs';
import { GET } from '@/app/metrics/route';
import { withNockBackend } from '../support/appapi';

const { backend } = withNockBackend({ APPAPI_MAX_CONCURRENCY: '3' });
const rows = (reply: unknown) => readRows<Record<string, unknown>>(reply);

/** GET /metrics as a scraper from `peer` sees it. */
async function scrape(peer: string | undefined, { proxied = false } = {}) {
  const context = {
    id: 'test-request-0001',
    method: 'GET',
    path: '/metrics',
    peer: peer ?? '',
    proxied,
    started: 0n,
  };
  const response = peer === undefined ? await GET() : await runInRequest(context, () => GET());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

/** The value of one sample line, `name{labels}`, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers a scraper on loopback or a private address in the Prometheus text format, never cached', async () => {
    for (const peer of ['127.0.0.1', '::1', '10.0.0.7']) {
      const { status, type, cache, text } = await scrape(peer);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(cache).toBe('no-store');
      expect(text).toMatch(/^# HELP site_http_request_duration_seconds /m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    }
  });

  it('is a 404 for the internet, for anything through a proxy, and outside our HTTP server', async () => {
    expect((await scrape('203.0.113.9')).status).toBe(404);
    expect((await scrape('127.0.0.1', { proxied: true })).status).toBe(404);
    const outside = await scrape(undefined);
    expect(outside.status).toBe(404);
    expect(outside.text).not.toMatch(/site_/);
  });

  it('counts upstream calls by function and outcome, and shows the slots, breaker and backend state', async () => {
    const before = (await scrape('127.0.0.1')).text;
    const okBefore =
      sample(
        before,
        'site_upstream_call_duration_seconds_count{function="FACULTY_GET",outcome="ok"}',
      ) ?? 0;
    const failedBefore =
      sample(
        before,
        'site_upstream_call_duration_seconds_count{function="DPT_NAME_GET",outcome="http_error"}',
      ) ?? 0;

    backend()
      .post('/AppAPI.asmx/FACULTY_GET')
      .reply(200, [{ FACULTY_ID: 'FAC-1' }]);
    await callAppApi('FACULTY_GET', {}, rows);
    let { text } = await scrape('127.0.0.1');
    expect(
      sample(
        text,
        'site_upstream_call_duration_seconds_count{function="FACULTY_GET",outcome="ok"}',
      ),
    ).toBe(okBefore + 1);
    expect(sample(text, 'site_backend_up{backend="appapi"}')).toBe(1);
    expect(sample(text, 'site_upstream_slots_limit')).toBe(3);
    expect(sample(text, 'site_upstream_slots_in_use')).toBe(0);
    expect(sample(text, 'site_upstream_slots_waiting')).toBe(0);
    expect(sample(text, 'site_upstream_breaker_open')).toBe(0);

    backend().post('/AppAPI.asmx/DPT_NAME_GET').times(3).reply(503, 'down');
    for (const id of ['A1', 'A2', 'A3'])
      await expect(callAppApi('DPT_NAME_GET', { ID: id }, rows)).rejects.toThrow();
    ({ text } = await scrape('127.0.0.1'));
    expect(
      sample(
        text,
        'site_upstream_call_duration_seconds_count{function="DPT_NAME_GET",outcome="http_error"}',
      ),
    ).toBe(failedBefore + 3);
    expect(sample(text, 'site_backend_up{backend="appapi"}')).toBe(0);
    expect(sample(text, 'site_upstream_breaker_open')).toBe(1);
  });

  it('counts a timeout apart from an error reply', async () => {
    const series =
      'site_upstream_call_duration_seconds_count{function="CONTACT_GET",outcome="timeout"}';
    const before = sample((await scrape('127.0.0.1')).text, series) ?? 0;
    backend().post('/AppAPI.asmx/CONTACT_GET').delay(2000).reply(200, []);
    await expect(callAppApi('CONTACT_GET', {}, rows)).rejects.toThrow();
    expect(sample((await scrape('127.0.0.1')).text, series)).toBe(before + 1);
  });
});
