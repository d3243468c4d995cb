import { formatDate } from '@/lib/i18n/dates';
import { attributeOf, escapeHtml, unescapeHtml } from './html-text';
import { languageRow } from './page-languages';

// A saved copy runs no script and carries its stylesheet written in, so a copy saved before a
// deploy never mixes with the new build, and reads as the page did with no file of it left.

export const SAVED_AT_HEADER = 'X-Saved-At';
export const SAVED_TITLE_HEADER = 'X-Saved-Title';
export const SAVED_LANG_HEADER = 'X-Saved-Lang';

/** From the offline page; noticeLead has its punctuation: 'Saved copy.', 'محفوظ شدہ صفحہ:'. */
export type OfflineStrings = {
  noticeLabel: string;
  noticeLead: string;
  notice: string;
  retry: string;
  savedOn: string;
};

/** `//x.example` (or `/\x.example`) is a path to the server but another site in an href. */
export function sameOriginHref(pathAndQuery: string): string {
  if (!/^[/\\]/.test(pathAndQuery)) return '/';
  const folded = `/${pathAndQuery.replace(/^[/\\]+/, '')}`;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(folded, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}

export function snapshotOf(html: string): { html: string; title: string; lang: string } {
  const title = unescapeHtml(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '');
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? '';
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
  return { html: stripped, title, lang };
}

const STYLESHEET_LINK = /<link\b[^>]*>/gi;

function ownStylesheetPath(tag: string): string | null {
  if (!/^stylesheet$/i.test(attributeOf(tag, 'rel')?.trim() ?? '')) return null;
  const href = attributeOf(tag, 'href') ?? '';
  return /^\/(?![/\\])/.test(href) ? href : null;
}

export function stylesheetLinksOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)]
    .map(([tag]) => ownStylesheetPath(tag))
    .filter((path): path is string => path !== null);
}

/** `sheets`: path → CSS text. Safe since the site's CSS holds no relative url(). */
export function withStylesInline(html: string, sheets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (tag) => {
    const path = ownStylesheetPath(tag);
    const css = path === null ? undefined : sheets.get(path);
    // `</style` inside the text would end the element early; `<\/style` is the same CSS.
    return css === undefined ? tag : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
}

/** '24 November 2026 at 18:05', '24 نومبر 2026، شام 6:05': in the phone's time zone. */
export function formatSavedAt(date: Date, lang: string): string {
  return formatDate(date, languageRow(lang) ?? { intlLocale: 'en-GB' }, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    numberingSystem: 'latn',
  });
}

export function withDate(template: string, date: Date, lang: string): string {
  const time = `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(formatSavedAt(date, lang))}</time>`;
  return template
    .split('{date}')
    .map((part) => escapeHtml(part))
    .join(time);
}

function insertAfter(html: string, tag: RegExp, inserted: string): string | null {
  const open = tag.exec(html);
  if (!open) return null;
  const end = open.index + open[0].length;
  return html.slice(0, end) + inserted + html.slice(end);
}

/** The notice goes first in <main>, where the skip link leads. */
export function withSavedNotice(
  html: string,
  {
    url,
    savedAt,
    lang,
    strings,
  }: { url: string; savedAt: Date; lang: string; strings: OfflineStrings },
): string {
  const notice =
    `<section class="saved-copy-notice" aria-label="${escapeHtml(strings.noticeLabel)}" data-saved-copy="">` +
    `<p><strong>${escapeHtml(strings.noticeLead)}</strong> ${withDate(strings.notice, savedAt, lang)} ` +
    `<a href="${escapeHtml(sameOriginHref(url))}">${escapeHtml(strings.retry)}</a></p></section>`;
  return (
    insertAfter(html, /<main\b[^>]*>/i, notice) ??
    insertAfter(html, /<body\b[^>]*>/i, notice) ??
    notice + html
  );
}
