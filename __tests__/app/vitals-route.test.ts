/** @jest-environment node */
import { POST } from '@/app/api/vitals/route';
import { metricsText } from '@/lib/ops/metrics.mjs';
import { readVitals } from '@/lib/ops/vitals';

function beacon(body: string, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://127.0.0.1:3000/api/vitals', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    }),
  );
}

async function sample(series: string): Promise<number> {
  const line = (await metricsText()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('readVitals', () => {
  it('reads times in ms as seconds and CLS as its score, keeping the path', () => {
    expect(
      readVitals(
        JSON.stringify({ path: '/DptHome', lcp: 2100, inp: 180, cls: 0.02, fcp: 900, ttfb: 300 }),
      ),
    ).toEqual({
      path: '/DptHome',
      values: { lcp: 2.1, inp: 0.18, cls: 0.02, fcp: 0.9, ttfb: 0.3 },
    });
  });

  it('drops each value out of range, and refuses a body with none, or no path, or not JSON', () => {
    expect(
      readVitals(JSON.stringify({ path: '/', lcp: -1, inp: 'x', cls: 99, fcp: 1e9, ttfb: 250 })),
    ).toEqual({ path: '/', values: { ttfb: 0.25 } });
    expect(readVitals(JSON.stringify({ path: '/', lcp: Number.NaN }))).toBeNull();
    expect(readVitals(JSON.stringify({ lcp: 1000 }))).toBeNull();
    expect(readVitals(JSON.stringify({ path: 'https://evil.example/', lcp: 1000 }))).toBeNull();
    expect(readVitals('[1,2]')).toBeNull();
    expect(readVitals('{')).toBeNull();
  });
});

describe('POST /api/vitals', () => {
  it('counts a beacon in the histograms by route kind, and answers 204 with nothing', async () => {
    const lcp = 'site_web_vitals_seconds_count{metric="lcp",kind="id_page"}';
    const cls = 'site_web_vitals_cls_count{kind="id_page"}';
    const [lcpBefore, clsBefore] = [await sample(lcp), await sample(cls)];
    const response = await beacon(JSON.stringify({ path: '/ur/DptHome', lcp: 1800, cls: 0.01 }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await sample(lcp)).toBe(lcpBefore + 1);
    expect(await sample(cls)).toBe(clsBefore + 1);
    expect(
      await sample('site_web_vitals_seconds_bucket{le="2.5",metric="lcp",kind="id_page"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('gives any path that is not a page one label, so forged beacons add no series', async () => {
    const other = 'site_web_vitals_seconds_count{metric="ttfb",kind="other"}';
    const before = await sample(other);
    for (const path of ['/wp-admin/x', '/api/health', '/a/b/c/d'])
      await beacon(JSON.stringify({ path, ttfb: 100 }));
    expect(await sample(other)).toBe(before + 3);
    expect(await metricsText()).not.toMatch(/wp-admin/);
  });

  it('does not read a body over 1 KB, nor count it', async () => {
    const series = 'site_web_vitals_seconds_count{metric="fcp",kind="page"}';
    const before = await sample(series);
    const big = JSON.stringify({ path: '/', fcp: 500, pad: 'x'.repeat(2000) });
    expect((await beacon(big)).status).toBe(204);
    expect(await sample(series)).toBe(before);
  });

  it('counts at most 50 beacons a second on an instance', async () => {
    const series = 'site_web_vitals_seconds_count{metric="fcp",kind="search"}';
    const before = await sample(series);
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 200 }, () => beacon(JSON.stringify({ path: '/search', fcp: 700 }))),
    );
    const seconds = (Date.now() - started) / 1000;
    const counted = (await sample(series)) - before;
    expect(counted).toBeGreaterThan(0);
    // A full bucket of 50, refilled at 50 a second while the 200 were sent (a busy machine takes
    // tens of milliseconds over them), and one for rounding: far below the 200 sent.
    expect(counted).toBeLessThanOrEqual(50 + Math.ceil(seconds * 50) + 1);
    expect(counted).toBeLessThan(200);
  });
});
