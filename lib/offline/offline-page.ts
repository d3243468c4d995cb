import { escapeHtml } from './html-text';
import { languageRow } from './page-languages';
import { sameOriginHref, withDate, type OfflineStrings } from './saved-copy';

// The offline page (app/[lang]/offline/page.tsx) as the service worker shows it: the worker
// takes its words from the page's JSON block and writes the saved pages into its marked block.

/** A page saved on the phone, as the offline page lists it. */
export type SavedPage = { url: string; title: string; lang: string; savedAt: Date };

/** The id of the offline page's JSON block of OfflineStrings. */
export const OFFLINE_STRINGS_ID = 'offline-strings';

/** The element of the offline page whose content the worker replaces with the saved pages. */
export const SAVED_PAGES_MARK = 'data-saved-pages';

const STRING_KEYS: (keyof OfflineStrings)[] = [
  'noticeLabel',
  'noticeLead',
  'notice',
  'retry',
  'savedOn',
];

/** The OfflineStrings the offline page carries for the worker, or null when it has none. */
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

/**
 * The offline page as shown for `requestedUrl` (none when the visitor opened it themselves):
 * a link to try that page again, then the saved pages, newest first, each title in its own
 * language and direction. With nothing saved the page keeps its own words for that.
 */
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
