/** @jest-environment node */
import { CardGrid } from '@/components/content/card-grid';
import { ExternalLink } from '@/components/content/external-link';
import { FeedLinks } from '@/components/content/feed-links';
import { RichText } from '@/components/content/rich-text';
import { en } from '@/lib/i18n/en';
import { ur } from '@/lib/i18n/ur';
import { renderHtml } from '../support/render';

// The shared content components in Urdu: their own words from the dictionary, the backend's text
// marked lang="en" dir="ltr"; on English pages, the markup they always had.

describe('content components on Urdu pages', () => {
  it('ExternalLink says in Urdu that it opens a new tab', () => {
    const view = renderHtml(
      <ExternalLink t={ur} href="https://portal.example.org">
        پورٹل
      </ExternalLink>,
    );
    expect(view.getByRole('link').textContent).toBe('پورٹل (نئے ٹیب میں کھلے گا)');
  });

  it('FeedLinks names the feeds in Urdu', () => {
    const view = renderHtml(<FeedLinks t={ur} feeds={['news', 'events']} />);
    expect(
      view.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['خبروں کی RSS فیڈ', '/ur/feed.xml'],
      ['تقریبات اپنے کیلنڈر میں شامل کریں (.ics)', '/events.ics'],
    ]);
  });

  it('RichText marks backend text English, never its fallback, and nothing on English pages', () => {
    expect(renderHtml(<RichText t={ur} value="Sent text." fallback="" />).html).toBe(
      '<div lang="en" dir="ltr" class="rich-text"><p>Sent text.</p></div>',
    );
    expect(renderHtml(<RichText t={ur} value="" fallback="دستیاب نہیں" />).html).toBe(
      '<p class="rich-text fallback-text">دستیاب نہیں</p>',
    );
    expect(renderHtml(<RichText t={en} value="Sent text." fallback="" />).html).toBe(
      '<div class="rich-text"><p>Sent text.</p></div>',
    );
  });

  it('CardGrid marks the titles English and says in Urdu that a linked card opens a new tab', () => {
    const view = renderHtml(
      <CardGrid
        t={ur}
        empty=""
        cards={[{ title: 'Convocation 2025', image: null, href: 'https://example.org/news' }]}
      />,
    );
    const link = view.getByRole('link');
    expect(link.textContent).toBe('Convocation 2025 (نئے ٹیب میں کھلے گا)');
    expect(link.querySelector('[lang="en"][dir="ltr"]')?.textContent).toBe('Convocation 2025');
    expect(view.getByText('تصویر دستیاب نہیں')).toBeTruthy();
  });
});
