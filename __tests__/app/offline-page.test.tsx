/** @jest-environment node */
import OfflinePage, { generateMetadata } from '@/app/[lang]/offline/page';
import { en } from '@/lib/i18n/en';
import { ur } from '@/lib/i18n/ur';
import { offlineStringsOf, withSavedPagesList } from '@/lib/offline/offline-page';
import { snapshotOf, withSavedNotice } from '@/lib/offline/saved-copy';
import { renderHtml } from '../support/render';
import { setPageLanguage } from '../support/root-params';

// The offline page as precached by the service worker: its words, the block the worker fills
// with the saved pages, and the words it hands the worker for the notice, in each language.

describe('the offline page', () => {
  it.each([
    ['en', en],
    ['ur', ur],
  ] as const)(
    'in %s: says the page needs a connection, and carries the worker’s words from the dictionary',
    async (lang, t) => {
      setPageLanguage(lang);
      const view = renderHtml(await OfflinePage());
      expect(view.getByRole('heading', { level: 1 }).textContent).toBe(t.offline.title);
      expect(view.getByRole('heading', { level: 2 }).textContent).toBe(t.offline.savedTitle);
      expect(view.getByText(t.offline.text)).toBeTruthy();
      const strings = offlineStringsOf(view.html);
      expect(strings).toEqual({
        noticeLabel: t.offline.noticeLabel,
        noticeLead: t.offline.noticeLead,
        notice: t.offline.notice,
        retry: t.offline.retry,
        savedOn: t.offline.savedOn,
      });
      expect(t.offline.notice).toContain('{date}');
      expect(t.offline.savedOn).toContain('{date}');

      // What the worker does with it: the list in the marked block, the script gone.
      const shown = withSavedPagesList(snapshotOf(view.html).html, {
        lang,
        strings: strings!,
        pages: [
          { url: '/AdmissionHome', title: 'How to Apply | KUST', lang: 'en', savedAt: new Date() },
        ],
      });
      expect(shown).toContain(
        '<ul class="saved-pages"><li><a href="/AdmissionHome" lang="en" dir="ltr">How to Apply | KUST</a>',
      );
      expect(shown).not.toContain(t.offline.noneSaved);
      expect(shown).not.toContain('<script');
      const notice = withSavedNotice('<main></main>', {
        url: '/',
        savedAt: new Date(),
        lang,
        strings: strings!,
      });
      expect(notice).toContain(`aria-label="${t.offline.noticeLabel}"`);
      // The lead's punctuation is the language's own: no Latin full stop after the Urdu label.
      expect(notice).toContain(`<strong>${t.offline.noticeLead}</strong>`);
      expect(notice).not.toMatch(/<strong>[^<]*[\u0600-\u06ff]\.<\/strong>/);

      const metadata = await generateMetadata();
      expect(metadata.robots).toEqual({ index: false });
    },
  );
});
