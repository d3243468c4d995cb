import { formatDate } from '@/lib/i18n/dates';
import languageTable from '@/lib/i18n/languages.json';

// What the service worker (lib/offline/worker.ts) keeps of a page and what it shows from it:
// pure functions on HTML text, so they are tested as such (__tests__/lib/offline).
//
// A saved copy is the page's HTML without its scripts. It is a read-only snapshot: nothing of
// the build it came from runs (no chunk, no RSC payload, which is half the HTML's bytes), every
// link is an ordinary page request that the worker answers again, so a copy saved before a
// deploy can never mix with the new build's code. The site works without JavaScript, and the
// copy carries the page's stylesheet written in (withStylesInline), so it reads as the page did
// with no file of its build left on the phone.
// Whenever a copy is shown, a notice in the page's language says when it was saved.

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

/** A page saved on the phone, as the offline page lists it. */
export type SavedPage = { url: string; title: string; lang: string; savedAt: Date };

type LanguageRow = {
  tag: string;
  dir: 'ltr' | 'rtl';
  prefix: string;
  intlLocale: string;
  dayFirst?: boolean;
  dayPeriodFirst?: boolean;
  clock24?: boolean;
  months?: string[];
};
const LANGUAGE_ROWS = Object.entries(languageTable as Record<string, LanguageRow>);

/** The id of the offline page's JSON block of OfflineStrings (app/[lang]/offline/page.tsx). */
export const OFFLINE_STRINGS_ID = 'offline-strings';

/** The element of the offline page whose content the worker replaces with the saved pages. */
export const SAVED_PAGES_MARK = 'data-saved-pages';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** The text of HTML as React writes it (its five escapes and numeric references). */
export function unescapeHtml(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|#39|#x27|#(\d+)|#x([0-9a-f]+));/gi,
    (whole, name: string, dec?: string, hex?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      const named: Record<string, string> = {
        amp: '&',
        lt: '<',
        gt: '>',
        quot: '"',
        '#39': "'",
        '#x27': "'",
      };
      return named[name.toLowerCase()] ?? whole;
    },
  );
}

/**
 * A link the worker writes back to a page of this site, from the path and query it asked for:
 * always one same-origin path. `//evil.example/pay` (or `/\evil.example/pay`, which the browser
 * reads the same) is a path on this site to the server, but a link to another site in an
 * href: its leading slashes and backslashes fold to one (issue 29, N2). Anything that is not a
 * path at all gives the home page.
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

/** The site's language of a path: its prefix (/ur, /ur/…), else the language without one. */
export function languageOfPath(pathname: string): string {
  const prefixed = LANGUAGE_ROWS.find(
    ([, row]) => row.prefix && (pathname === row.prefix || pathname.startsWith(`${row.prefix}/`)),
  );
  return prefixed?.[0] ?? LANGUAGE_ROWS.find(([, row]) => !row.prefix)?.[0] ?? 'en';
}

/** The offline page's path in a language: /offline, /ur/offline. */
export function offlinePagePath(lang: string): string {
  const row = LANGUAGE_ROWS.find(([code]) => code === lang)?.[1];
  return `${row?.prefix ?? ''}/offline`;
}

/** Every language's offline page path: what the worker precaches. */
export const OFFLINE_PAGE_PATHS = LANGUAGE_ROWS.map(([code]) => offlinePagePath(code));

function languageRow(lang: string): LanguageRow | undefined {
  return LANGUAGE_ROWS.find(([code, row]) => code === lang || row.tag === lang)?.[1];
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

/** One attribute's value in a tag's text, as React writes it (double quotes), unescaped. */
function attributeOf(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
}

const STYLESHEET_LINK = /<link\b[^>]*>/gi;

/** The site path of a <link> tag that is a stylesheet of this site, else null. */
function ownStylesheetPath(tag: string): string | null {
  if (!/^stylesheet$/i.test(attributeOf(tag, 'rel')?.trim() ?? '')) return null;
  const href = attributeOf(tag, 'href') ?? '';
  return /^\/(?![/\\])/.test(href) ? href : null;
}

/** The paths of the site's stylesheets a page links (app/site.css: one), in order. */
export function stylesheetLinksOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)]
    .map(([tag]) => ownStylesheetPath(tag))
    .filter((path): path is string => path !== null);
}

/**
 * The page with each stylesheet it links written in as a <style>, from `sheets` (path → CSS
 * text): a copy shown offline months later, after other deploys, needs no file of its build.
 * A link whose text is not given stays a link. The site's CSS holds no relative url().
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
 * applicants read (lib/format.ts): '24 November 2026 at 18:05', '24 نومبر 2026، شام 6:05'.
 */
export function formatSavedAt(date: Date, lang: string): string {
  return formatDate(date, languageRow(lang) ?? { intlLocale: 'en-GB' }, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // A time of day in words where the language says it so (Urdu: صبح، دوپہر، شام، رات), not AM/PM.
    dayPeriod: 'short',
    numberingSystem: 'latn',
  });
}

function timeElement(date: Date, lang: string): string {
  return `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(formatSavedAt(date, lang))}</time>`;
}

/** The template with `{date}` as a <time> element, the rest escaped. */
function withDate(template: string, date: Date, lang: string): string {
  return template
    .split('{date}')
    .map((part) => escapeHtml(part))
    .join(timeElement(date, lang));
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
  const main = /<main\b[^>]*>/i.exec(html);
  if (main)
    return (
      html.slice(0, main.index + main[0].length) + notice + html.slice(main.index + main[0].length)
    );
  const body = /<body\b[^>]*>/i.exec(html);
  if (body)
    return (
      html.slice(0, body.index + body[0].length) + notice + html.slice(body.index + body[0].length)
    );
  return notice + html;
}

/** The OfflineStrings the offline page carries for the worker, or null when it has none. */
export function offlineStringsOf(offlinePageHtml: string): OfflineStrings | null {
  const json = new RegExp(
    `<script[^>]*\\bid="${OFFLINE_STRINGS_ID}"[^>]*>([\\s\\S]*?)</script>`,
    'i',
  ).exec(offlinePageHtml)?.[1];
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<OfflineStrings>;
    const keys: (keyof OfflineStrings)[] = [
      'noticeLabel',
      'noticeLead',
      'notice',
      'retry',
      'savedOn',
    ];
    return keys.every((key) => typeof value[key] === 'string') ? (value as OfflineStrings) : null;
  } catch {
    return null;
  }
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
    ? `<ul class="saved-pages">${sorted
        .map((page) => {
          const row = languageRow(page.lang);
          const own = row ? ` lang="${escapeHtml(row.tag)}" dir="${row.dir}"` : '';
          return (
            `<li><a href="${escapeHtml(sameOriginHref(page.url))}"${own}>${escapeHtml(page.title || page.url)}</a> ` +
            `<span class="saved-pages__when">${withDate(strings.savedOn, page.savedAt, lang)}</span></li>`
          );
        })
        .join('')}</ul>`
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
