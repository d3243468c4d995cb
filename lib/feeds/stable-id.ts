import { createHash } from 'node:crypto';

// News and events have no id of their own in the backend: the feed's guids and the calendar's
// UIDs are made from what identifies an item (its day and title), so that a reader or a calendar
// that fetches again recognises the items it already has instead of duplicating them.

/** `news-2025-10-14-1f2e3d4c5b6a7988@www.example.edu.pk`: the same for the same day and title. */
export function stableId(kind: 'news' | 'event', isoDay: string, title: string, siteUrl: string): string {
  const digest = createHash('sha256').update(title).digest('hex').slice(0, 16);
  return `${kind}-${isoDay}-${digest}@${new URL(siteUrl).hostname}`;
}
