// @ts-check
// The instance's metrics, in Prometheus's text format at GET /metrics (app/metrics/route.ts;
// CONTRACT.md, "Operations"). One registry per process: Next bundles this module several times
// (pages, route handlers, instrumentation) and Next's server loads the page cache handler
// outside any bundle, and each copy must count into the same series: so the registry and its
// metrics live on globalThis, made by whichever copy comes first (prom-client itself is one
// package, loaded by Node: next.config.mjs keeps it out of the bundles).
//
// Counting is cheap on purpose (a label lookup and an add per event); the gauges that describe
// state (upstream slots, breaker, backend, site index, Redis) are read when Prometheus scrapes,
// from probes the modules that own that state register (setProbe), so nothing is kept in step.
// A gauge that can be absent (no Redis configured, no walk yet) has a constant label: an
// unlabelled prom-client gauge always shows a value, and a 0 would read as "down".
import client from 'prom-client';

/** Seconds: a cached page answers in milliseconds, a render in tens to hundreds, a fallback after APPAPI_TIMEOUT_MS. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * @typedef {object} UpstreamProbe
 * @property {number} inUse      calls in flight
 * @property {number} waiting    calls waiting for a slot
 * @property {number} limit      APPAPI_MAX_CONCURRENCY
 * @property {boolean} breakerOpen
 * @property {'up' | 'down' | 'unknown'} backend
 */
/**
 * @typedef {object} SearchIndexProbe
 * @property {number | null} builtAt   ms since the epoch, null before the first walk ended
 * @property {number} entries
 * @property {boolean} complete
 */
/**
 * @typedef {object} Probes
 * @property {() => UpstreamProbe} [upstream]
 * @property {() => SearchIndexProbe} [searchIndex]
 * @property {() => boolean | null} [redisUp]  null: no Redis configured
 */

/** @param {client.Registry} registry @param {Probes} probes */
function createMetrics(registry, probes) {
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  // prom-client names three gauges like counters (…_total), which promtool's lint refuses; the
  // same numbers remain, by type, in nodejs_active_handles, _requests and _resources.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ]) {
    registry.removeSingleMetric(name);
  }
  /** @param {string} name @param {string} help @param {(gauge: client.Gauge<string>) => void} read @param {string[]} [labelNames] */
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
      buckets: LATENCY_BUCKETS,
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
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    // Real visitors' speed, from the sampled beacons (app/api/vitals/route.ts). The buckets
    // hold Google's "good" and "poor" limits: LCP 2.5 / 4 s, INP 0.2 / 0.5 s, FCP 1.8 / 3 s,
    // TTFB 0.8 / 1.8 s; CLS 0.1 / 0.25.
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

/**
 * @typedef {object} MetricsState
 * @property {client.Registry} registry
 * @property {Probes} probes
 * @property {ReturnType<typeof createMetrics>} metrics
 */

/** @returns {MetricsState} */
function state() {
  const scope = /** @type {Record<symbol, MetricsState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  let current = scope[STATE];
  if (!current) {
    const registry = new client.Registry();
    /** @type {Probes} */
    const probes = {};
    current = { registry, probes, metrics: createMetrics(registry, probes) };
    scope[STATE] = current;
  }
  return current;
}

/** The process's metrics, to count into. */
export function metrics() {
  return state().metrics;
}

/**
 * Lets the module that owns some state describe it at each scrape.
 * @template {keyof Probes} K
 * @param {K} name
 * @param {Probes[K]} probe
 */
export function setProbe(name, probe) {
  state().probes[name] = probe;
}

/** Everything, in the text format Prometheus scrapes. */
export async function metricsText() {
  return state().registry.metrics();
}

export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;
