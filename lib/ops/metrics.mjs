// @ts-check
// docs/behaviour.md, /metrics. On globalThis: every bundled copy and the cache handler share it.
import client from 'prom-client';

const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** @typedef {import('./metrics.d.mts').Probes} Probes */

function createMetrics(/** @type {client.Registry} */ registry, /** @type {Probes} */ probes) {
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which promtool refuses; nodejs_active_handles etc. remain.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ]) {
    registry.removeSingleMetric(name);
  }
  /** Read at each scrape. One that can be absent has a constant label: unlabelled, it would show 0.
   * @param {string} name @param {string} help @param {(gauge: client.Gauge<string>) => void} read */
  const stateGauge = (name, help, read, labelNames = /** @type {string[]} */ ([])) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers,
      collect() {
        this.reset();
        read(this);
      },
    });

  const metrics = {
    requests: new client.Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Requests this instance answered, by route kind and status: time from the request to the last byte of the answer.',
      labelNames: ['kind', 'status'],
      buckets: LATENCY_BUCKETS_SECONDS,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'site_page_cache_lookups_total',
      help: "Lookups of Next's page and data cache: hit (fresh), stale (served while it is rendered again) or miss, and where the entry came from.",
      labelNames: ['result', 'source'],
      registers,
    }),
    upstream: new client.Histogram({
      name: 'site_upstream_call_duration_seconds',
      help: 'Calls to the content backend by AppAPI function and outcome, from asking for a slot to the parsed reply.',
      labelNames: ['function', 'outcome'],
      buckets: LATENCY_BUCKETS_SECONDS,
      registers,
    }),
    // The buckets hold Google's "good" and "poor" limits of each measure.
    vitals: new client.Histogram({
      name: 'site_web_vitals_seconds',
      help: "Core Web Vitals and load times measured on visitors' phones (one page view in ten), by metric (lcp, inp, fcp, ttfb) and route kind.",
      labelNames: ['metric', 'kind'],
      buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
      registers,
    }),
    layoutShift: new client.Histogram({
      name: 'site_web_vitals_cls',
      help: "Cumulative Layout Shift measured on visitors' phones (one page view in ten), by route kind.",
      labelNames: ['kind'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    }),
  };

  stateGauge('site_upstream_slots_in_use', 'Upstream calls in flight now.', (g) => {
    const upstream = probes.upstream?.();
    if (upstream) g.set(upstream.inUse);
  });
  stateGauge('site_upstream_slots_waiting', 'Upstream calls waiting for a free slot now.', (g) => {
    const upstream = probes.upstream?.();
    if (upstream) g.set(upstream.waiting);
  });
  stateGauge(
    'site_upstream_slots_limit',
    'The most upstream calls in flight at once (APPAPI_MAX_CONCURRENCY).',
    (g) => {
      const upstream = probes.upstream?.();
      if (upstream) g.set(upstream.limit);
    },
  );
  stateGauge(
    'site_upstream_breaker_open',
    '1 while calls to the backend are paused after repeated failures.',
    (g) => {
      const upstream = probes.upstream?.();
      if (upstream) g.set(upstream.breakerOpen ? 1 : 0);
    },
  );
  stateGauge(
    'site_backend_up',
    '1 if the last call to the backend succeeded, 0 after an outage failure (timeout, refused, 5xx); absent before any call.',
    (g) => {
      const backend = probes.upstream?.().backend;
      if (backend === 'up' || backend === 'down')
        g.set({ backend: 'appapi' }, backend === 'up' ? 1 : 0);
    },
    ['backend'],
  );
  stateGauge(
    'site_search_index_age_seconds',
    'Time since the walk behind the site index ended; absent before the first walk.',
    (g) => {
      const index = probes.searchIndex?.();
      if (index?.builtAt) g.set({ index: 'site' }, (Date.now() - index.builtAt) / 1000);
    },
    ['index'],
  );
  stateGauge(
    'site_search_index_entries',
    'Entries in the site index; absent before the first walk.',
    (g) => {
      const index = probes.searchIndex?.();
      if (index?.builtAt) g.set({ index: 'site' }, index.entries);
    },
    ['index'],
  );
  stateGauge(
    'site_search_index_complete',
    '0 while the site index lacks parts the backend could not give; absent before the first walk.',
    (g) => {
      const index = probes.searchIndex?.();
      if (index?.builtAt) g.set({ index: 'site' }, index.complete ? 1 : 0);
    },
    ['index'],
  );
  stateGauge(
    'site_redis_up',
    '1 while the shared page cache (REDIS_URL) answers, 0 while pages are served from memory; absent without REDIS_URL.',
    (g) => {
      const up = probes.redisUp?.();
      if (up !== null && up !== undefined) g.set({ use: 'page-cache' }, up ? 1 : 0);
    },
    ['use'],
  );
  return metrics;
}

const STATE = Symbol.for('kust.ops.metrics');

function state() {
  const scope = /** @type {any} */ (globalThis);
  /** @type {{ registry: client.Registry, probes: Probes, metrics: ReturnType<typeof createMetrics> }} */
  let current = scope[STATE];
  if (!current) {
    const registry = new client.Registry();
    const probes = /** @type {Probes} */ ({});
    current = { registry, probes, metrics: createMetrics(registry, probes) };
    scope[STATE] = current;
  }
  return current;
}

export function metrics() {
  return state().metrics;
}

export function setProbe(/** @type {keyof Probes} */ name, /** @type {any} */ probe) {
  state().probes[name] = probe;
}

export async function metricsText() {
  return state().registry.metrics();
}

export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;
