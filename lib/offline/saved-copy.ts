import { formatDate } from '@/lib/i18n/dates';
import { attributeOf, escapeHtml, unescapeHtml } from './html-text';
import { languageRow } from './page-languages';

// A saved copy is the page's HTML without its scripts: nothing of the build it came from runs,
// and every link is an ordinary page request the worker answers again, so a copy saved before a
// deploy never mixes with the new build's code. It carries its stylesheet written in, so it
// reads as the page did with no file of its build left on the phone.

/** Response headers of a saved copy in the pages cache: when, what it is called, its language. */
export const SAVED_AT_HEADER = 'X-Saved-At';
export const SAVED_TITLE_HEADER = 'X-Saved-Title';
export const SAVED_LANG_HEADER = 'X-Saved-Lang';

/** The words the worker writes, per language: the offline page carries them (offlineStringsOf). */
export type OfflineStrings = {
  /** The notice's name (its aria-label): 'Saved copy'. */
  noticeLabel: string;
  /** The notice's first words, in bold, with their punctuation in the language: 'Saved copy.', 'محفوظ شدہ صفحہ:'. */
  noticeLead: string;
  /** The notice, `{date}` being when the copy was saved. */
  notice: string;
  /** The link that asks the network again. */
  retry: string;
  /** After each saved page in the offline page's list: 'saved {date}'. */
  savedOn: string;
};

/**
 * A link the worker writes back to a page of this site: always one same-origin path.
 * `//evil.example/pay` (or `/\evil.example/pay`) is a path to the server but another site in an
 * href, so leading slashes and backslashes fold to one. Anything not a path gives the home page.
 */
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

/**
 * The copy of a page to keep: its HTML without any script (Next's chunks and inline RSC
 * payload, JSON-LD) or script preload, with its title and language read from it.
 */
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

/** The site path of a <link> tag that is a stylesheet of this site, else null. */
function ownStylesheetPath(tag: string): string | null {
  if (!/^stylesheet$/i.test(attributeOf(tag, 'rel')?.trim() ?? '')) return null;
  const href = attributeOf(tag, 'href') ?? '';
  return /^\/(?![/\\])/.test(href) ? href : null;
}

/** The paths of the site's stylesheets a page links, in order. */
export function stylesheetLinksOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)]
    .map(([tag]) => ownStylesheetPath(tag))
    .filter((path): path is string => path !== null);
}

/**
 * The page with each stylesheet it links written in as a <style>, from `sheets` (path → CSS
 * text); a link whose text is not given stays a link. The site's CSS holds no relative url().
 */
export function withStylesInline(html: string, sheets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (tag) => {
    const path = ownStylesheetPath(tag);
    const css = path === null ? undefined : sheets.get(path);
    // `</style` inside the text would end the element early; `<\/style` is the same CSS.
    return css === undefined ? tag : `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  });
}

/**
 * A date and time as the language writes them, in the phone's time zone, with the digits
 * applicants read: '24 November 2026 at 18:05', '24 نومبر 2026، شام 6:05'.
 */
export function formatSavedAt(date: Date, lang: string): string {
  return formatDate(date, languageRow(lang) ?? { intlLocale: 'en-GB' }, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // The time of day in words where the language says it so (Urdu: صبح، دوپہر، شام، رات).
    dayPeriod: 'short',
    numberingSystem: 'latn',
  });
}

/** The template with `{date}` as a <time> element, the rest escaped. */
export function withDate(template: string, date: Date, lang: string): string {
  const time = `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(formatSavedAt(date, lang))}</time>`;
  return template
    .split('{date}')
    .map((part) => escapeHtml(part))
    .join(time);
}

/** The HTML with `inserted` right after the first tag `tag` matches; null without one. */
function insertAfter(html: string, tag: RegExp, inserted: string): string | null {
  const open = tag.exec(html);
  if (!open) return null;
  const end = open.index + open[0].length;
  return html.slice(0, end) + inserted + html.slice(end);
}

/**
 * The saved copy as shown: the notice first in <main> (where the skip link leads), saying when
 * it was saved, that it may be out of date, and a link to ask the network again.
 */
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
