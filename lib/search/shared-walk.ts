import 'server-only';
import { unstable_cache } from 'next/cache';
import { getConfig } from '@/lib/config';
import { walkSite, type SiteWalk, type WalkResult } from './site-walk';

// The walk behind the site index, shared by the whole deployment through Next's data cache: on
// Vercel, Vercel's own cache (every function instance reads the walk another made, so a cold
// start never walks the backend again); on our own servers, the page cache handler, so with
// REDIS_URL one instance walks per revalidate window for the cluster and the others read its
// result (without Redis, each instance keeps its own, as before).
//
// Next's data cache is reachable once the server has had a request (Next sets it up per
// request); before that (the first walk at start), the walk is made directly. A walk with a
// failed call is never stored: the caller keeps its last good index, as before.

/** A walk and when it was made (ms); `shared`: it came from, or went to, the data cache. */
export type LoadedWalk = WalkResult & { walkedAt: number; shared: boolean };

type StoredWalk = { walk: SiteWalk; calls: number; walkedAt: number };

/** Thrown inside the cached function so that a partial walk is not stored. */
class PartialWalk extends Error {
  constructor(readonly result: WalkResult) {
    super(`site walk: ${result.failures.length} failed calls`);
    this.name = 'PartialWalk';
  }
}

const cachedWalks = new Map<number, () => Promise<StoredWalk>>();

/** The data-cache entry for a revalidate window of `seconds` (a new window, a new entry). */
function cachedWalk(seconds: number): () => Promise<StoredWalk> {
  let load = cachedWalks.get(seconds);
  if (!load) {
    load = unstable_cache(
      async (): Promise<StoredWalk> => {
        const result = await walkSite();
        if (result.failures.length > 0) throw new PartialWalk(result);
        return { walk: result.walk, calls: result.calls, walkedAt: Date.now() };
      },
      ['site-walk', String(seconds)],
      { revalidate: seconds },
    );
    cachedWalks.set(seconds, load);
  }
  return load;
}

/** Whether Next's data cache can be reached from here. */
function dataCacheReady(): boolean {
  return Boolean((globalThis as { __incrementalCache?: unknown }).__incrementalCache);
}

/**
 * The walk to build the index from: the deployment's shared one while it is within the revalidate
 * window, else a new walk (stored for the others when it is whole).
 */
export async function loadWalk(): Promise<LoadedWalk> {
  if (!dataCacheReady()) return { ...(await walkSite()), walkedAt: Date.now(), shared: false };
  try {
    const { walk, calls, walkedAt } = await cachedWalk(getConfig().revalidateSeconds)();
    return { walk, calls, failures: [], walkedAt, shared: true };
  } catch (error) {
    if (error instanceof PartialWalk)
      return { ...error.result, walkedAt: Date.now(), shared: false };
    throw error;
  }
}
