import { withSavedPagesList } from '@/lib/offline/offline-page';
import {
  formatSavedAt,
  sameOriginHref,
  snapshotOf,
  stylesheetLinksOf,
  withSavedNotice,
  withStylesInline,
  type OfflineStrings,
} from '@/lib/offline/saved-copy';

// What the service worker keeps of a page and shows from it (lib/offline/saved-copy.ts).

const STRINGS: OfflineStrings = {
  noticeLabel: 'Saved copy',
  noticeLead: 'Saved copy.',
  notice: 'Saved on this phone on {date}. It may be out of date.',
  retry: 'Try again',
  savedOn: 'saved {date}',
};

const PAGE = `<!DOCTYPE html><html lang="ur" dir="rtl"><head><meta charSet="utf-8"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
<title>داخلہ &amp; فیس | KUST</title><style>body{color:red}</style>
<script src="/_next/static/chunks/main-app-1.js" async=""></script></head>
<body><a href="#main-content" class="skip-link">skip</a><main id="main-content" tabindex="-1"><h1>داخلہ</h1>
<p>Merit list</p><script type="application/ld+json">{"@type":"WebPage"}</script></main>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"</div>"])</script></body></html>`;

describe('snapshotOf', () => {
  it('keeps the page without any script or script preload, with its title and language', () => {
    const { html, title, lang } = snapshotOf(PAGE);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('webpack-1.js');
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain('<p>Merit list</p>');
    expect(title).toBe('داخلہ & فیس | KUST');
    expect(lang).toBe('ur');
  });

  it('reads a page without title or language as empty ones', () => {
    expect(snapshotOf('<p>x</p>')).toEqual({ html: '<p>x</p>', title: '', lang: '' });
  });
});

describe('the stylesheet written into a copy', () => {
  const LINKED = `<head><link rel="stylesheet" href="/_next/static/css/a1.css" data-precedence="next"/>
<link rel="preload" href="/logo-crest.png" as="image"/><link data-precedence="next" href="/_next/static/css/b2.css?v=1&amp;x=2" rel="stylesheet"/>
<link rel="stylesheet" href="https://cdn.example/evil.css"/><link rel="stylesheet" href="//cdn.example/evil.css"/>
<link rel="alternate" href="/ur"/></head><body><p>Merit list</p></body>`;

  it("lists the site's own stylesheets a page links, in order, and nothing else", () => {
    expect(stylesheetLinksOf(LINKED)).toEqual([
      '/_next/static/css/a1.css',
      '/_next/static/css/b2.css?v=1&x=2',
    ]);
    expect(stylesheetLinksOf(snapshotOf(PAGE).html)).toEqual([]);
  });

  it('writes each given sheet in where it was linked, and keeps a link whose text it lacks', () => {
    const sheets = new Map([
      ['/_next/static/css/a1.css', '.a{color:red}'],
      ['/_next/static/css/b2.css?v=1&x=2', '.b{content:"</style><script>alert(1)</script>"}'],
      ['//cdn.example/evil.css', '.evil{}'],
    ]);
    const html = withStylesInline(LINKED, sheets);
    expect(html).toContain('<head><style>.a{color:red}</style>');
    expect(html).toContain('<style>.b{content:"<\\/style><script>alert(1)</script>"}</style>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).not.toContain('a1.css');
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/evil.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="//cdn.example/evil.css"/>');
    expect(html).not.toContain('.evil{}');
    expect(html).toContain('<link rel="preload" href="/logo-crest.png" as="image"/>');
    expect(withStylesInline(LINKED, new Map())).toBe(LINKED);
  });
});

describe('withSavedNotice', () => {
  const savedAt = new Date('2026-11-23T13:40:00Z');

  it('puts the notice first in <main>, with when the copy was saved and a link to try again', () => {
    const shown = withSavedNotice(snapshotOf(PAGE).html, {
      url: '/ur/AdmissionHome?a=1&b=2',
      savedAt,
      lang: 'ur',
      strings: STRINGS,
    });
    const main = shown.indexOf('<main id="main-content" tabindex="-1">');
    const notice = shown.indexOf('<section class="saved-copy-notice"');
    expect(notice).toBe(main + '<main id="main-content" tabindex="-1">'.length);
    expect(shown).toContain('aria-label="Saved copy"');
    // The bold lead and its punctuation are the dictionary's, never added by the worker.
    expect(shown).toContain('<strong>Saved copy.</strong> Saved on this phone');
    expect(shown).toContain(
      `<time datetime="2026-11-23T13:40:00.000Z">${formatSavedAt(savedAt, 'ur')}</time>`,
    );
    expect(shown).toContain('<a href="/ur/AdmissionHome?a=1&amp;b=2">Try again</a>');
    expect(shown.indexOf('<h1>')).toBeGreaterThan(notice);
  });

  it('escapes the words around the date', () => {
    const shown = withSavedNotice('<body><p>x</p></body>', {
      url: '/',
      savedAt,
      lang: 'en',
      strings: { ...STRINGS, notice: '<b>{date}</b>' },
    });
    expect(shown).toContain('&lt;b&gt;<time');
    expect(shown).toMatch(/^<body><section class="saved-copy-notice"/);
  });
});

describe('formatSavedAt', () => {
  it('writes the date and time in the language, with the digits applicants read', () => {
    const date = new Date(2026, 10, 23, 18, 40);
    expect(formatSavedAt(date, 'en')).toMatch(/23 November 2026.*18:40/);
    const urdu = formatSavedAt(date, 'ur');
    expect(urdu).toContain('نومبر');
    expect(urdu).toMatch(/شام/);
    expect(urdu).not.toMatch(/PM/);
    expect(urdu).toMatch(/23/);
    expect(urdu).not.toMatch(/[۰-۹]/);
  });

  // Urdu says the time of day first, "شام 6:40", not ICU's "6:40 شام", after the date as Urdu
  // papers write it, without ICU's comma and its "کو" (the notice adds its own: "… کو محفوظ ہوا").
  it('says the time of day before the clock time in Urdu, after a day-first date', () => {
    const date = new Date(2026, 10, 23, 18, 40);
    expect(formatSavedAt(date, 'ur')).toBe('23 نومبر 2026، شام 6:40');
    expect(formatSavedAt(new Date(2025, 9, 14, 13, 5), 'ur')).toBe('14 اکتوبر 2025، دوپہر 1:05');
    expect(formatSavedAt(new Date(2025, 9, 14, 1, 5), 'ur')).toBe('14 اکتوبر 2025، رات 1:05');
    expect(formatSavedAt(new Date(2026, 10, 23, 9, 5), 'ur')).toMatch(/، صبح 9:05$/);
  });

  // ICU's Sindhi has only صبح and شام ("شام 1:05" for 1 PM): a 24-hour clock, as Chromium shows.
  it('writes Sindhi with a 24-hour clock, no words for the time of day', () => {
    expect(formatSavedAt(new Date(2026, 10, 23, 18, 40), 'sd')).toBe('23 نومبر 2026، 18:40');
    expect(formatSavedAt(new Date(2025, 9, 14, 13, 5), 'sd')).toBe('14 آڪٽوبر 2025، 13:05');
    expect(formatSavedAt(new Date(2025, 9, 14, 1, 5), 'sd')).toBe('14 آڪٽوبر 2025، 01:05');
    expect(formatSavedAt(new Date(2025, 9, 14, 23, 5), 'sd')).toBe('14 آڪٽوبر 2025، 23:05');
  });
});

describe('sameOriginHref (issue 29, N2)', () => {
  it('keeps a path of the site with its query', () => {
    expect(sameOriginHref('/ur/DptHome?id=DEP-000025')).toBe('/ur/DptHome?id=DEP-000025');
    expect(sameOriginHref('/')).toBe('/');
  });

  it('never gives a link off the site, whatever path was asked for', () => {
    for (const asked of [
      '//evil.example/pay',
      '/\\evil.example/pay',
      '\\\\evil.example',
      '///evil.example/x?y=1',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ]) {
      const href = sameOriginHref(asked);
      expect(new URL(href, 'https://kust.example').origin).toBe('https://kust.example');
      expect(href).toMatch(/^\/(?![/\\])/);
    }
    expect(sameOriginHref('//evil.example/pay?x=1')).toBe('/evil.example/pay?x=1');
  });

  it('is what the offline page and the saved-copy notice link to', () => {
    const offline = `<main><div data-saved-pages="list"><p>none</p></div></main>`;
    const shown = withSavedPagesList(offline, {
      pages: [{ url: '//evil.example/saved', title: 'A page', lang: 'en', savedAt: new Date() }],
      lang: 'en',
      strings: STRINGS,
      requestedUrl: '/\\evil.example/pay',
    });
    expect([...shown.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      '/evil.example/pay',
      '/evil.example/saved',
    ]);
    const notice = withSavedNotice('<main></main>', {
      url: '//evil.example/pay',
      savedAt: new Date(),
      lang: 'en',
      strings: STRINGS,
    });
    expect(notice).toContain('href="/evil.example/pay"');
  });
});
