// Operations (docs/operations.md), on one instance started as `npm start` starts
// it: every line it writes is one JSON object, a request's lines carry the edge's request id up
// to the upstream call that failed, /metrics is valid for Debian's promtool and its counters
// move with traffic and faults; deploy/prometheus/ passes promtool's checks and rule tests.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../support/config.mjs';
import { logRecords, promtool, sampleOf, scrape } from '../support/ops.mjs';
import { get } from '../support/site.mjs';
import { forceRender, requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

let api;
let site;

before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('operations');
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

/** Waits until `check()` is truthy (polling), or fails with `message()`. */
async function eventually(check, message, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(message());
    await sleep(100);
  }
}

describe('the instance’s log', () => {
  it('follows one request by the edge’s X-Request-Id from the page to the upstream call that failed', async () => {
    const requestId = randomBytes(16).toString('hex');
    await api.setFaults({ DPT_SEMINARS_GET: 'http-500' });
    const page = await get(`${site.url}/Seminars?id=DEP-000031`, {
      headers: { 'X-Request-Id': requestId, ...forceRender() },
    });
    assert.equal(page.status, 200, 'the fallback page');
    await api.reset();
    const failed = await eventually(
      () =>
        logRecords(site.rawLog())
          .map(({ record }) => record)
          .find(
            (record) =>
              record?.requestId === requestId &&
              String(record.msg).startsWith('API Request failed: DPT_SEMINARS_GET: '),
          ),
      () => `no failed-call line with requestId ${requestId}:\n${site.rawLog().slice(-3000)}`,
    );
    assert.equal(failed.level, 'error');
    assert.equal(failed.upstream, 'DPT_SEMINARS_GET');
    assert.equal(failed.outcome, 'http_error');
    assert.equal(typeof failed.ms, 'number');
  });

  it('is one JSON object a line, from Next’s start-up lines on: time, level, msg; the key never in it', () => {
    const records = logRecords(site.rawLog());
    assert.ok(records.length >= 5, site.rawLog());
    const notJson = records.filter(({ record }) => !record).map(({ raw }) => raw);
    assert.deepEqual(notJson, [], 'lines that are not one JSON object');
    for (const { record } of records) {
      assert.match(record.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, JSON.stringify(record));
      assert.ok(LEVELS.includes(record.level), JSON.stringify(record));
      assert.equal(typeof record.msg, 'string', JSON.stringify(record));
    }
    assert.ok(
      records.some(({ record }) => /Next\.js/.test(record.msg)),
      'Next’s own start-up line is JSON too',
    );
    assert.ok(!site.rawLog().includes('kust-demo-key'), 'the key is in the log');
  });
});

describe('GET /metrics', () => {
  it('passes `promtool check metrics`, and its counters move with traffic and faults', async () => {
    const before = await scrape(site.url);
    const pages = (text) =>
      sampleOf(text, 'site_http_request_duration_seconds_count{kind="page",status="200"}') ?? 0;
    const timeouts = (text) =>
      sampleOf(
        text,
        'site_upstream_call_duration_seconds_count{function="DPT_EVENT_GET",outcome="timeout"}',
      ) ?? 0;
    for (const path of ['/AboutUs', '/ur/AboutUs', '/'])
      assert.equal((await get(`${site.url}${path}`)).status, 200);
    await api.setFaults({ DPT_EVENT_GET: 'hang' });
    await get(`${site.url}/Events?id=DEP-000033`, { headers: forceRender() });
    await api.reset();

    const text = await scrape(site.url);
    assert.equal(pages(text), pages(before) + 3, 'three pages counted');
    assert.equal(timeouts(text), timeouts(before) + 1, 'the hanging call counted as a timeout');
    assert.ok(
      (sampleOf(text, 'site_page_cache_lookups_total{result="hit",source="memory"}') ?? 0) > 0,
      'page cache hits counted',
    );
    assert.equal(sampleOf(text, 'site_upstream_slots_in_use'), 0);
    assert.equal(sampleOf(text, 'site_upstream_slots_waiting'), 0);
    assert.ok(sampleOf(text, 'site_upstream_slots_limit') >= 1);
    assert.ok(
      sampleOf(text, 'site_search_index_entries{index="site"}') > 0,
      'the site index is described',
    );
    assert.ok(sampleOf(text, 'site_search_index_age_seconds{index="site"}') >= 0);
    assert.equal(
      sampleOf(text, 'site_redis_up{use="page-cache"}'),
      undefined,
      'no Redis configured: no Redis series',
    );
    assert.ok(sampleOf(text, 'process_resident_memory_bytes') > 0, 'Node’s process metrics');

    const checked = promtool(['check', 'metrics'], text);
    assert.equal(checked.status, 0, checked.output);
  });

  it('is refused (404) to anything that came through a proxy, and never names the key', async () => {
    const proxied = await get(`${site.url}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    assert.equal(proxied.status, 404);
    assert.doesNotMatch(proxied.body, /site_/);
    assert.ok(!(await scrape(site.url)).includes('kust-demo-key'));
  });
});

describe('deploy/prometheus', () => {
  const dir = `${ROOT}deploy/prometheus`;

  it('is a valid Prometheus configuration with valid alert rules', () => {
    for (const args of [
      ['check', 'config', `${dir}/prometheus.yml`],
      ['check', 'rules', `${dir}/alerts.yml`],
    ]) {
      const checked = promtool(args);
      assert.equal(checked.status, 0, checked.output);
    }
  });

  it('has a dashboard whose every query is valid PromQL (promtool, as recording rules)', () => {
    const dashboard = JSON.parse(readFileSync(`${dir}/dashboard.json`, 'utf8'));
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    assert.ok(exprs.length >= 10);
    // One recording rule per query: `promtool check rules` parses each expression (JSON is YAML).
    const rules = {
      groups: [
        {
          name: 'dashboard',
          rules: exprs.map((expr, index) => ({ record: `dashboard:query_${index}`, expr })),
        },
      ],
    };
    const file = join(mkdtempSync(join(tmpdir(), 'kust-dashboard-')), 'rules.yml');
    writeFileSync(file, JSON.stringify(rules));
    const checked = promtool(['check', 'rules', file]);
    assert.equal(checked.status, 0, checked.output);
    assert.match(checked.output, new RegExp(`SUCCESS: ${exprs.length} rules found`));
  });

  it('fires the instance-down and backend-down alerts when they should, and not before (promtool test rules)', () => {
    const tested = promtool(['test', 'rules', `${dir}/alerts.test.yml`]);
    assert.equal(tested.status, 0, tested.output);
    assert.match(tested.output, /SUCCESS/);
  });
});
