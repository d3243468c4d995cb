import 'server-only';
import { AsyncResource } from 'node:async_hooks';
import { RETRY_AFTER_MS } from '@/lib/appapi/client';
import { getConfig } from '@/lib/config/site-config';
import { setProbe } from '@/lib/ops/metrics.mjs';
import { GUIDE_LIST } from '@/lib/content/guides';
import { searchDocuments } from './search-documents';
import { SiteSearch } from './search-index';
import { loadWalk } from './shared-walk';
import { EMPTY_WALK, type SiteWalk } from './site-walk';

// Refreshed in the background: readers never wait once a walk has ended (docs/search.md, Refresh).

export type SiteIndex = {
  walk: SiteWalk;
  search: SiteSearch;
  builtAt: number;
  complete: boolean;
};

type IndexState = {
  current: SiteIndex | null;
  refreshing: Promise<void> | null;
  retryAt: number;
  detached: (task: () => Promise<void>) => Promise<void>;
};

// On globalThis: Next may load this module once per bundle, and they must share one index.
const STATE = Symbol.for('kust.site-index');
type WithState = typeof globalThis & { [STATE]?: IndexState };

function state(): IndexState {
  const scope = globalThis as WithState;
  if (!scope[STATE]) {
    // A refresh runs in the context the state was made in (server start), not in the request
    // that found the index stale: it outlives that request and must not count towards its render.
    const detached = AsyncResource.bind((task: () => Promise<void>) => task());
    scope[STATE] = { current: null, refreshing: null, retryAt: 0, detached };
    setProbe('searchIndex', () => {
      const current = state().current;
      return {
        builtAt: current?.builtAt ?? null,
        entries: current?.search.size ?? 0,
        complete: current?.complete ?? false,
      };
    });
  }
  return scope[STATE];
}

function build(walk: SiteWalk, complete: boolean, builtAt = Date.now()): SiteIndex {
  const { directorMessageDeptIds } = getConfig();
  return {
    walk,
    search: new SiteSearch(searchDocuments(walk, GUIDE_LIST, { directorMessageDeptIds })),
    builtAt,
    complete,
  };
}

/** Each instance waits its own while past the window: one walks, the others read its walk. */
const DUE_SPREAD_FRACTION = Math.random();

async function refresh(): Promise<void> {
  const s = state();
  const started = Date.now();
  const { walk, failures, calls, walkedAt, shared } = await loadWalk();
  const took = Date.now() - started;
  const failed = [...new Set(failures)].join(', ');
  if (failures.length === 0) {
    // The same shared walk as the index has: nothing to build again.
    if (s.current?.complete && s.current.builtAt === walkedAt) return;
    const first = s.current === null || !s.current.complete;
    s.current = build(walk, true, walkedAt);
    if (first) {
      console.info(
        `Search index built: ${s.current.search.size} entries from ${calls} upstream calls in ${took} ms` +
          (shared && walkedAt < started
            ? ` (the deployment's walk of ${new Date(walkedAt).toISOString()})`
            : ''),
      );
    }
    return;
  }
  s.retryAt = Date.now() + RETRY_AFTER_MS;
  if (s.current?.complete) {
    console.error(
      `Search index refresh failed: ${failures.length} of ${calls} upstream calls failed (${failed}); ` +
        `keeping the index of ${new Date(s.current.builtAt).toISOString()}`,
    );
    return;
  }
  s.current = build(walk, false);
  console.error(
    `Search index incomplete: ${failures.length} of ${calls} upstream calls failed (${failed}); ` +
      `serving ${s.current.search.size} entries, trying again in ${RETRY_AFTER_MS / 1000} s`,
  );
}

function isDue(s: IndexState, now: number): boolean {
  if (now < s.retryAt) return false;
  if (!s.current || !s.current.complete) return true;
  const windowMs = getConfig().revalidateSeconds * 1000;
  return (
    now - s.current.builtAt >= windowMs + DUE_SPREAD_FRACTION * Math.min(30_000, windowMs / 10)
  );
}

function refreshIfDue(): Promise<void> | null {
  const s = state();
  if (!s.refreshing && isDue(s, Date.now())) {
    s.refreshing = s.detached(() =>
      refresh()
        .catch((error: unknown) => {
          // walkSite turns every failed call into an empty part: this is a bug.
          s.retryAt = Date.now() + RETRY_AFTER_MS;
          console.error(
            `Search index refresh failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        })
        .finally(() => {
          s.refreshing = null;
        }),
    );
  }
  return s.refreshing;
}

/** Never waits or throws. Starts a due refresh, lest an old index wait for a search, but not
 * before server start (never in a render) nor in `next build` (no prerender walks). */
export function peekSiteIndex(): SiteIndex | null {
  const s = (globalThis as WithState)[STATE];
  if (!s) return null;
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    try {
      void refreshIfDue();
    } catch (error) {
      console.error(
        `Search index refresh not started: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return s.current;
}

export type IndexedKind = 'faculty' | 'department' | 'programme';

/** Whether a complete index lists `id` as a `kind`; null when it can neither vouch nor deny. */
export function siteIndexLists(kind: IndexedKind, id: string): boolean | null {
  const index = peekSiteIndex();
  if (!index?.complete) return null;
  const { faculties, departments, programmes } = index.walk;
  const listed = kind === 'faculty' ? faculties : kind === 'programme' ? programmes : departments;
  return listed.some((entry) => entry.id === id);
}

/** Makes the index's state at server start, outside any request. */
export function prepareSiteIndex(): void {
  state();
}

export function warmSiteIndex(): void {
  void refreshIfDue();
}

/** The index; before the first walk has ended, waits for it. Never rejects. */
export async function siteIndex(): Promise<SiteIndex> {
  const running = refreshIfDue();
  const s = state();
  if (!s.current && running) await running;
  return s.current ?? build(EMPTY_WALK, false);
}

/** Forgets the index (tests). */
export function resetSiteIndex(): void {
  const scope = globalThis as WithState;
  delete scope[STATE];
}
