/** @jest-environment node */
// What an operator imports (deploy/prometheus/): every series the dashboard's panels and the alert
// rules read is one the site exports (lib/ops/metrics.mjs) or Prometheus's own `up`, so that no
// panel stays empty and no alert can never fire because a name drifted. (promtool checks that
// their PromQL parses: reliability/specs/operations.test.mjs.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metrics, metricsText } from '@/lib/ops/metrics.mjs';

const DIR = join(__dirname, '../../deploy/prometheus');
type Panel = { title: string; targets: { expr: string }[] };
const dashboard = JSON.parse(readFileSync(join(DIR, 'dashboard.json'), 'utf8')) as {
  panels: Panel[];
  __inputs: { name: string }[];
};
const alerts = readFileSync(join(DIR, 'alerts.yml'), 'utf8');

/** The series names an expression reads (the site's, Node's and Prometheus's `up`). */
function seriesOf(expr: string): string[] {
  return [
    ...expr.matchAll(
      /\b(site_[a-z0-9_]+|process_[a-z0-9_]+|nodejs_[a-z0-9_]+|up)\b(?=\s*[{[)\s]|$)/g,
    ),
  ].map((match) => match[1] as string);
}

/** Every series name the site's registry writes, histograms with their _bucket, _sum and _count. */
async function exported(): Promise<Set<string>> {
  metrics();
  const names = new Set(['up']);
  for (const [, name, type] of (await metricsText()).matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name as string);
    if (type === 'histogram' || type === 'summary')
      for (const part of ['_bucket', '_sum', '_count']) names.add(`${name}${part}`);
  }
  return names;
}

describe('deploy/prometheus', () => {
  it('has a dashboard whose every panel queries series the site exports', async () => {
    const names = await exported();
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        const series = seriesOf(expr);
        expect(series.length).toBeGreaterThan(0);
        for (const name of series)
          expect({ panel: panel.title, name, exported: names.has(name) }).toEqual({
            panel: panel.title,
            name,
            exported: true,
          });
      }
    }
  });

  it('covers what an operator watches on a results evening', () => {
    const read = new Set(
      dashboard.panels.flatMap((panel) => panel.targets.flatMap(({ expr }) => seriesOf(expr))),
    );
    for (const name of [
      'up',
      'site_http_request_duration_seconds_count',
      'site_page_cache_lookups_total',
      'site_upstream_call_duration_seconds_count',
      'site_upstream_slots_in_use',
      'site_upstream_slots_waiting',
      'site_upstream_breaker_open',
      'site_backend_up',
      'site_redis_up',
      'site_search_index_age_seconds',
      'site_web_vitals_seconds_bucket',
    ]) {
      expect(read).toContain(name);
    }
  });

  it('is imported with a data source chosen at import, none named in it', () => {
    expect(dashboard.__inputs.map(({ name }) => name)).toEqual(['DS_PROMETHEUS']);
    expect(JSON.stringify(dashboard)).not.toMatch(/"uid":\s*"(?!\$\{DS_PROMETHEUS\}|kust-site")/);
  });

  it('has alert rules that read only series the site exports', async () => {
    const names = await exported();
    const exprs = [...alerts.matchAll(/expr: (\|\n(?:\s{10,}.*\n)+|.*)/g)].map(
      (match) => match[1] as string,
    );
    expect(exprs.length).toBeGreaterThanOrEqual(6);
    for (const expr of exprs) {
      const series = seriesOf(expr);
      expect(series.length).toBeGreaterThan(0);
      for (const name of series)
        expect({ expr: expr.trim(), name, exported: names.has(name) }).toEqual({
          expr: expr.trim(),
          name,
          exported: true,
        });
    }
  });
});
