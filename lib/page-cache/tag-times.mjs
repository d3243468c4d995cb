// @ts-check
import { MAX_TAG_TIMES, TAG_TIME_KEPT_MS } from './limits.mjs';

/**
 * The field of the tags hash (and the key of TagTimes) that holds the floor: every entry made
 * before it is stale, whatever its tags. Not a tag Next or the site uses.
 */
export const FLOOR_FIELD = 'kust-page-cache:floor';

/**
 * When each tag was last revalidated (ms), as entries are checked against them: an entry made
 * before the time of one of its tags is stale. Bounded (issue 49, N24):
 *   - a time older than TAG_TIME_KEPT_MS is forgotten: every entry made before it is older than
 *     MAX_TTL_SECONDS and no longer served (get), so forgetting it changes no answer;
 *   - past MAX_TAG_TIMES tags, the oldest are forgotten, and the floor is raised to the latest
 *     time among them: every entry made before the floor is stale, whatever its tags. Forgetting
 *     a tag time can thus never make an entry look fresh that it made stale (that entry is older
 *     than the floor); it only makes some other entries older than the floor stale too (a render
 *     more each, as after `{"all": true}`). In a normal week the oldest times are days old, and
 *     so is the floor; a flood of tags within minutes brings the floor to about now.
 */
export class TagTimes {
  constructor() {
    /** @type {Map<string, number>} tag (or FLOOR_FIELD) → ms */
    this.times = new Map();
  }

  /** Entries with `tags` made before this time are stale. @param {readonly string[]} tags */
  staleSince(tags) {
    let since = this.times.get(FLOOR_FIELD) ?? 0;
    for (const tag of tags) since = Math.max(since, this.times.get(tag) ?? 0);
    return since;
  }

  /** Whether `at` is news for `tag` (later than the revalidation known so far). @param {string} tag @param {number} at */
  note(tag, at) {
    if (!Number.isFinite(at) || at <= (this.times.get(tag) ?? 0)) return false;
    this.times.set(tag, at);
    return true;
  }

  /**
   * Forgets the times that no longer matter and, past MAX_TAG_TIMES, the oldest (raising the
   * floor). Returns what Redis's hash must forget the same way (RedisLink.prune), or null when
   * nothing was forgotten: the tag fields at or before `upTo`, the floor if before `keptAfter`,
   * and the floor raised here that stands for the tags forgotten past `keptAfter` (0: none).
   * @param {number} now
   * @returns {{ keptAfter: number, upTo: number, floor: number } | null}
   */
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
      // The latest of the oldest times to go: it and every earlier (or equal) one go.
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
