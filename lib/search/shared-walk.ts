import 'server-only';
import { unstable_cache } from 'next/cache';
import { getConfig } from '@/lib/config/site-config';
import { walkSite, type SiteWalk, type WalkResult } from './site-walk';

// Shared through Next's data cache: one instance walks per revalidate window, the others read its
// walk (docs/search.md, Refresh). A walk with a failed call is never stored.

/** A walk and when it was made (ms); `shared`: it came from, or went to, the data cache. */
export type LoadedWalk = WalkResult & { walkedAt: number; shared: boolean };

type StoredWalk = { walk: SiteWalk; calls: number; walkedAt: number };

class PartialWalk extends Error {
  constructor(readonly result: WalkResult) {
    super(`site walk: ${result.failures.length} failed calls`);
    this.name = 'PartialWalk';
  }
}

const cachedWalks = new Map<number, () => Promise<StoredWalk>>();

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

/** Next sets its data cache up per request: the walk at start, before any, goes without. */
function dataCacheReady(): boolean {
  return Boolean((globalThis as { __incrementalCache?: unknown }).__incrementalCache);
}

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
