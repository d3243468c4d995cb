import type { Counter, Histogram } from 'prom-client';

export type UpstreamProbe = {
  /** Calls in flight. */
  inUse: number;
  /** Calls waiting for a slot. */
  waiting: number;
  /** APPAPI_MAX_CONCURRENCY. */
  limit: number;
  breakerOpen: boolean;
  backend: 'up' | 'down' | 'unknown';
};

export type SearchIndexProbe = {
  /** ms since the epoch, null before the first walk ended. */
  builtAt: number | null;
  entries: number;
  complete: boolean;
};

export type Probes = {
  upstream?: () => UpstreamProbe;
  searchIndex?: () => SearchIndexProbe;
  /** null: no Redis configured. */
  redisUp?: () => boolean | null;
};

export type SiteMetrics = {
  requests: Histogram<'kind' | 'status'>;
  pageCache: Counter<'result' | 'source'>;
  upstream: Histogram<'function' | 'outcome'>;
  vitals: Histogram<'metric' | 'kind'>;
  layoutShift: Histogram<'kind'>;
};

/** The process's metrics, to count into. */
export function metrics(): SiteMetrics;
/** Lets the module that owns some state describe it at each scrape. */
export function setProbe<K extends keyof Probes>(name: K, probe: Probes[K]): void;
/** Everything, in the text format Prometheus scrapes. */
export function metricsText(): Promise<string>;
export const METRICS_CONTENT_TYPE: string;
