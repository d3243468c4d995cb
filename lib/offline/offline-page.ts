import { escapeHtml } from './html-text';
import { languageRow } from './page-languages';
import { sameOriginHref, withDate, type OfflineStrings } from './saved-copy';

// The offline page (app/[lang]/offline/page.tsx) as the worker shows it: the worker has no text
// of its own, so it takes its words from the page's JSON block.

export type SavedPage = { url: string; title: string; lang: string; savedAt: Date };

export const OFFLINE_STRINGS_ID = 'offline-strings';

/** Marks the element whose content the worker replaces with the saved pages. */
export const SAVED_PAGES_MARK = 'data-saved-pages';

const STRING_KEYS: (keyof OfflineStrings)[] = [
  'noticeLabel',
  'noticeLead',
  'notice',
  'retry',
  'savedOn',
];

export function offlineStringsOf(offlinePageHtml: string): OfflineStrings | null {
  const json = new RegExp(
    `<script[^>]*\\bid="${OFFLINE_STRINGS_ID}"[^>]*>([\\s\\S]*?)</script>`,
    'i',
  ).exec(offlinePageHtml)?.[1];
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<OfflineStrings>;
    return STRING_KEYS.every((key) => typeof value[key] === 'string')
      ? (value as OfflineStrings)
      : null;
  } catch {
    return null;
  }
}

function savedPageItem(page: SavedPage, lang: string, strings: OfflineStrings): string {
  const row = languageRow(page.lang);
  const own = row ? ` lang="${escapeHtml(row.tag)}" dir="${row.dir}"` : '';
  return (
    `<li><a href="${escapeHtml(sameOriginHref(page.url))}"${own}>${escapeHtml(page.title || page.url)}</a> ` +
    `<span class="saved-pages__when">${withDate(strings.savedOn, page.savedAt, lang)}</span></li>`
  );
}

/** `requestedUrl`: none when the visitor opened the offline page itself. */
export function withSavedPagesList(
  offlinePageHtml: string,
  {
    pages,
    lang,
    strings,
    requestedUrl,
  }: { pages: SavedPage[]; lang: string; strings: OfflineStrings; requestedUrl?: string },
): string {
  const mark = new RegExp(
    `(<div[^>]*\\b${SAVED_PAGES_MARK}="list"[^>]*>)([\\s\\S]*?)(</div>)`,
    'i',
  ).exec(offlinePageHtml);
  if (!mark) return offlinePageHtml;
  const retry = requestedUrl
    ? `<p class="saved-pages__retry"><a href="${escapeHtml(sameOriginHref(requestedUrl))}">${escapeHtml(strings.retry)}</a></p>`
    : '';
  const sorted = [...pages].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  const list = sorted.length
    ? `<ul class="saved-pages">${sorted.map((page) => savedPageItem(page, lang, strings)).join('')}</ul>`
    : mark[2];
  const [whole, open, , close] = mark;
  return (
    offlinePageHtml.slice(0, mark.index) +
    open +
    retry +
    list +
    close +
    offlinePageHtml.slice(mark.index + whole.length)
  );
}
