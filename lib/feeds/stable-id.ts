import { createHash } from 'node:crypto';
import { isoDay } from '@/lib/i18n/format';
import { textOf } from '@/lib/appapi/values';

// News and events have no backend id: guids, UIDs and anchors come from an item's day and title,
// so a reader fetching again recognises the items it has, and a shared link keeps its target.

export type StableKind = 'news' | 'event';

/** `news-2025-10-14-1f2e3d4c5b6a7988`: a valid HTML id and URL fragment as it is. */
export function stableKey(kind: StableKind, isoDay: string, title: string): string {
  const digest = createHash('sha256').update(title).digest('hex').slice(0, 16);
  return `${kind}-${isoDay}-${digest}`;
}

/** A repeated item gets `-2`, `-3`…, so the first keeps the key it has always had. */
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

export function stableId(key: string, siteUrl: string): string {
  return `${key}@${new URL(siteUrl).hostname}`;
}

export function newsAnchors(
  rows: readonly { NEWS_DATE?: unknown; NEWS_TITLE?: unknown }[],
): (string | null)[] {
  return stableKeys(
    'news',
    rows.map((row) => ({ day: isoDay(row.NEWS_DATE), title: textOf(row.NEWS_TITLE) })),
  );
}
