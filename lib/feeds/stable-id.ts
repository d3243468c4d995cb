import { createHash } from 'node:crypto';
import { isoDay } from '@/lib/format';
import { textOf } from '@/lib/text';

// News and events have no id of their own in the backend: the feed's guids, the calendar's UIDs
// and the news page's anchors are made from what identifies an item (its day and title), so that
// a reader or a calendar that fetches again recognises the items it already has instead of
// duplicating them, and a link shared from the feed keeps landing on its item.

export type StableKind = 'news' | 'event';

/**
 * `news-2025-10-14-1f2e3d4c5b6a7988`: the same for the same day and title, made of letters,
 * digits and `-` only, so it is a valid HTML id and URL fragment as it is.
 */
export function stableKey(kind: StableKind, isoDay: string, title: string): string {
  const digest = createHash('sha256').update(title).digest('hex').slice(0, 16);
  return `${kind}-${isoDay}-${digest}`;
}

/**
 * The keys of items in the backend's order, null for an item without a title or a day. An item
 * the backend lists again (same day, same title) gets `-2`, `-3`… after the key: guids, UIDs and
 * ids stay unique, and the first one keeps the key it has always had.
 */
export function stableKeys(
  kind: StableKind,
  items: { day: string | null; title: string }[],
): (string | null)[] {
  const seen = new Map<string, number>();
  return items.map(({ day, title }) => {
    if (!day || !title) return null;
    const key = stableKey(kind, day, title);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}-${count}`;
  });
}

/** `news-2025-10-14-1f2e3d4c5b6a7988@www.example.edu.pk`: a key as a guid or UID, on the site's host. */
export function stableId(key: string, siteUrl: string): string {
  return `${key}@${new URL(siteUrl).hostname}`;
}

/**
 * The anchor of each news row (HOME_NEWS_GET_ALL) on /NewsEvents, where /feed.xml links each
 * item: null for a row the feed leaves out (no title or no readable date).
 */
export function newsAnchors(
  rows: readonly { NEWS_DATE?: unknown; NEWS_TITLE?: unknown }[],
): (string | null)[] {
  return stableKeys(
    'news',
    rows.map((row) => ({ day: isoDay(row.NEWS_DATE), title: textOf(row.NEWS_TITLE) })),
  );
}
