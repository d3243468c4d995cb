import { LANGUAGE_CODES, LANGUAGES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { offlineStringsOf, withSavedPagesList } from '@/lib/offline/offline-page';
import { languageOfPath, OFFLINE_PAGE_PATHS, offlinePagePath } from '@/lib/offline/page-languages';
import { precacheEntries } from '@/lib/offline/precache.mjs';
import { snapshotOf, type OfflineStrings } from '@/lib/offline/saved-copy';

// The offline page as the service worker shows it (lib/offline/offline-page.ts).

const STRINGS: OfflineStrings = {
  noticeLabel: 'Saved copy',
  noticeLead: 'Saved copy.',
  notice: 'Saved on this phone on {date}. It may be out of date.',
  retry: 'Try again',
  savedOn: 'saved {date}',
};

describe('the offline page', () => {
  const offline = `<html lang="en"><body><main><h1>You are offline</h1><section><h2>Saved</h2><div data-saved-pages="list"><p>Nothing saved yet.</p></div></section>
<script type="application/json" id="offline-strings">${JSON.stringify(STRINGS)}</script></main></body></html>`;

  it('carries the words the worker writes', () => {
    expect(offlineStringsOf(offline)).toEqual(STRINGS);
    expect(offlineStringsOf('<p>no block</p>')).toBeNull();
    expect(
      offlineStringsOf('<script type="application/json" id="offline-strings">{"retry":1}</script>'),
    ).toBeNull();
    expect(
      offlineStringsOf('<script type="application/json" id="offline-strings">{</script>'),
    ).toBeNull();
  });

  it('lists the saved pages newest first, each title escaped, in its own language and direction', () => {
    const shown = withSavedPagesList(snapshotOf(offline).html, {
      lang: 'en',
      strings: STRINGS,
      requestedUrl: '/Events?id=DEP-1',
      pages: [
        {
          url: '/AdmissionHome',
          title: 'How to Apply | KUST',
          lang: 'en',
          savedAt: new Date('2026-11-22T10:00:00Z'),
        },
        {
          url: '/ur/DptHome?id=DEP-000025&x=1',
          title: 'شعبہ <b> | KUST',
          lang: 'ur',
          savedAt: new Date('2026-11-23T10:00:00Z'),
        },
      ],
    });
    expect(shown).not.toContain('Nothing saved yet.');
    expect(shown).toContain(
      '<p class="saved-pages__retry"><a href="/Events?id=DEP-1">Try again</a></p>',
    );
    const urdu = shown.indexOf(
      '<a href="/ur/DptHome?id=DEP-000025&amp;x=1" lang="ur" dir="rtl">شعبہ &lt;b&gt; | KUST</a>',
    );
    const english = shown.indexOf(
      '<a href="/AdmissionHome" lang="en" dir="ltr">How to Apply | KUST</a>',
    );
    expect(urdu).toBeGreaterThan(-1);
    expect(english).toBeGreaterThan(urdu);
    expect(shown).toContain('saved <time datetime="2026-11-22T10:00:00.000Z">');
    expect(shown).toMatch(/<\/ul><\/div><\/section>/);
  });

  it('keeps its own words when nothing is saved, and has no retry link when opened itself', () => {
    const shown = withSavedPagesList(offline, { lang: 'en', strings: STRINGS, pages: [] });
    expect(shown).toContain('<div data-saved-pages="list"><p>Nothing saved yet.</p></div>');
    expect(shown).not.toContain('saved-pages__retry');
  });

  it('is in the language of the path asked for, and precached in every language', () => {
    expect(PREFIXED_LANGUAGES.length).toBeGreaterThan(0);
    for (const code of PREFIXED_LANGUAGES) {
      const { prefix } = LANGUAGES[code];
      expect(languageOfPath(`${prefix}/DptHome`)).toBe(code);
      expect(languageOfPath(prefix)).toBe(code);
      // Only the whole segment is a prefix: '/urdu' is no Urdu page.
      expect(languageOfPath(`${prefix}x`)).toBe('en');
      expect(offlinePagePath(code)).toBe(`${prefix}/offline`);
    }
    expect(languageOfPath('/urdu')).toBe('en');
    expect(languageOfPath('/AboutUs')).toBe('en');
    expect(offlinePagePath('en')).toBe('/offline');
    expect(OFFLINE_PAGE_PATHS).toEqual(
      LANGUAGE_CODES.map((code) => `${LANGUAGES[code].prefix}/offline`),
    );
    const entries = precacheEntries({
      publicDir: new URL('../../../public/', `file://${__filename}`),
      buildRevision: 'b1',
    });
    expect(entries.map(({ url }) => url)).toEqual([...OFFLINE_PAGE_PATHS, '/logo-crest.png']);
    const pages = OFFLINE_PAGE_PATHS.length;
    expect(entries.slice(0, pages).every(({ revision }) => revision === 'b1')).toBe(true);
    expect(entries[pages]?.revision).toMatch(/^[0-9a-f]{16}$/);
  });
});
