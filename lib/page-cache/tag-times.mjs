// @ts-check
// When each tag was last revalidated, bounded in age and number. Past the bound the oldest times
// go and the floor rises to the latest of them: what they made stale stays stale.
import { MAX_TAG_TIMES, TAG_TIME_KEPT_MS } from './limits.mjs';

// Every entry made before the floor is stale, whatever its tags. Not a tag Next or the site uses.
export const FLOOR_FIELD = 'kust-page-cache:floor';

export class TagTimes {
  constructor() {
    this.times = new Map();
  }

  staleSince(tags) {
    let since = this.times.get(FLOOR_FIELD) ?? 0;
    for (const tag of tags) since = Math.max(since, this.times.get(tag) ?? 0);
    return since;
  }

  note(tag, at) {
    if (!Number.isFinite(at) || at <= (this.times.get(tag) ?? 0)) return false;
    this.times.set(tag, at);
    return true;
  }

  // Answers what Redis's hash must forget the same way (RedisLink.prune), or null.
  tidy(now) {
    const keptAfter = now - TAG_TIME_KEPT_MS;
    let upTo = keptAfter;
    let floor = 0;
    const tags = this.times.size - (this.times.has(FLOOR_FIELD) ? 1 : 0);
    if (tags > MAX_TAG_TIMES) {
      const times = [...this.times]
        .filter(([tag]) => tag !== FLOOR_FIELD)
        .map(([, at]) => at)
        .sort((a, b) => a - b);
      const latestGone = /** @type {number} */ (times[tags - Math.floor(MAX_TAG_TIMES * 0.9) - 1]);
      if (latestGone > upTo) {
        upTo = latestGone;
        floor = latestGone;
        this.note(FLOOR_FIELD, floor);
      }
    }
    let forgotten = false;
    for (const [tag, at] of this.times) {
      if (tag === FLOOR_FIELD ? at < keptAfter : at <= upTo) {
        this.times.delete(tag);
        forgotten = true;
      }
    }
    return forgotten ? { keptAfter, upTo, floor } : null;
  }
}
