import 'server-only';
import { AsyncResource } from 'node:async_hooks';
import { RETRY_AFTER_MS } from '@/lib/appapi/client';
import { getConfig } from '@/lib/config';
import { setProbe } from '@/lib/ops/metrics.mjs';
import { GUIDE_LIST } from '@/lib/guides';
import { searchDocuments } from './search-documents';
import { SiteSearch } from './search-index';
import { loadWalk } from './shared-walk';
import { EMPTY_WALK, type SiteWalk } from './site-walk';

// The one index of the site in this instance: built from a walk of the backend, refreshed in
// the background once it is older than the revalidate window (APPAPI_REVALIDATE_SECONDS), when
// something reads it. Readers never wait for the backend once a first walk has ended. The walk
// is the deployment's (lib/search/shared-walk.ts): an instance whose index is due first reads
// the walk another instance made within the window, and walks only when there is none; each
// instance waits a few seconds of its own past the window, so that one walks and the others
// find its result.
//   - A refresh whose walk has a failed call keeps the last good index whole (stale-if-error),
//     logs one line, and is tried again after RETRY_AFTER_MS.
//   - With no good index yet (a cold start with the backend down), the partial walk is used at
//     once (the guides at least), marked incomplete, and retried the same way.

export type SiteIndex = {
  walk: SiteWalk;
  search: SiteSearch;
  /** When the walk behind it ended (ms since the epoch). */
  builtAt: number;
  /** false when some of the backend could not be read: the index may lack entries. */
  complete: boolean;
};

type IndexState = {
  current: SiteIndex | null;
  refreshing: Promise<void> | null;
  /** No refresh starts before this time (after a failed one). */
  retryAt: number;
  /** Runs a refresh in the async context the state was made in (below). */
  detached: (task: () => Promise<void>) => Promise<void>;
};

// Kept on globalThis: Next may load this module once per bundle (pages, route handlers,
// instrumentation) within one process, and they must share one index.
const STATE = Symbol.for('kust.site-index');
type WithState = typeof globalThis & { [STATE]?: IndexState };

function state(): IndexState {
  const scope = globalThis as WithState;
  if (!scope[STATE]) {
    // A refresh runs in the async context the state was made in, not in that of the request
    // that found the index stale: it must not count towards that page's render (its lifetime,
    // its fetches, its data-cache writes), and it outlives the request. The state is made at
    // server start (instrumentation: prepareSiteIndex), outside any request.
    const detached = AsyncResource.bind((task: () => Promise<void>) => task());
    scope[STATE] = { current: null, refreshing: null, retryAt: 0, detached };
    // What /metrics reports of it, read at each scrape.
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

/** This instance's own wait past the window (up to 10 % of it, at most 30 s): see above. */
const DUE_SPREAD_MS = Math.random();

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
  return now - s.current.builtAt >= windowMs + DUE_SPREAD_MS * Math.min(30_000, windowMs / 10);
}

/** Starts a refresh unless one is running or none is due; resolves when the running one ends. */
function refreshIfDue(): Promise<void> | null {
  const s = state();
  if (!s.refreshing && isDue(s, Date.now())) {
    s.refreshing = s.detached(() =>
      refresh()
        .catch((error: unknown) => {
          // walkSite turns every failed call into an empty part: this is a bug, not the backend.
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

/**
 * The index as it is now, without waiting (null before the first walk has ended): for what only
 * adds to what it shows when the index knows it (the breadcrumbs, the preview images). A refresh
 * that is due starts in the background, as for siteIndex(): else an index that is absent (a
 * restart), incomplete (a start with the backend down) or old would stay so until a search came
 * (issue 49, N21). Never throws, never waits.
 *
 * Nothing starts before the server has prepared the index at its start (instrumentation.ts:
 * prepareSiteIndex), so that a refresh runs in that context, never in a page's render (a peek
 * does not make the state), nor during `next build`, whose prerenders must not walk the backend.
 */
export function peekSiteIndex(): SiteIndex | null {
  const s = (globalThis as WithState)[STATE];
  if (!s) return null;
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    try {
      void refreshIfDue();
    } catch (error) {
      // getConfig() throws on a configuration the server refuses at start: nothing to refresh.
      console.error(
        `Search index refresh not started: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return s.current;
}

/** The kinds of page whose ids the index lists. */
export type IndexedKind = 'faculty' | 'department' | 'programme';

/**
 * Whether the site index lists `id` as a faculty, department or programme (`kind`): true or
 * false from an index of a complete walk; null while there is none or it is incomplete, when it
 * can neither vouch for an id nor deny one. Like peekSiteIndex, starts a due refresh and never
 * waits. A page added to the backend since the last walk is unknown until the next one (within
 * the revalidate window).
 */
export function siteIndexLists(kind: IndexedKind, id: string): boolean | null {
  const index = peekSiteIndex();
  if (!index?.complete) return null;
  const { faculties, departments, programmes } = index.walk;
  const listed = kind === 'faculty' ? faculties : kind === 'programme' ? programmes : departments;
  return listed.some((entry) => entry.id === id);
}

/** Makes the index's state at server start (instrumentation.ts), outside any request. */
export function prepareSiteIndex(): void {
  state();
}

/** Starts the first walk (at server start: instrumentation.ts), so the index is ready early. */
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
