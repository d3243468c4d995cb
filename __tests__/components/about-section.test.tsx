/** @jest-environment node */
import { AboutSection } from '@/components/home/about-section';
import { aboutOf } from '@/lib/views/home-view';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { renderHtml } from '../support/render';

// The home page's about section: on Urdu and Sindhi pages it is headed in the page's language,
// the backend's English title beneath; on English pages the backend's title is the heading.

const about = {
  ABOUT_TITLE: 'Welcome to Kirthar University of Science & Technology',
  ABOUT_DESC: 'KUST is a public university.',
};

describe('AboutSection', () => {
  it.each(['ur', 'sd'] as const)(
    "heads /%s with the site's own words, the backend's title beneath it, marked English",
    (lang) => {
      const t = DICTIONARIES[lang];
      const view = renderHtml(<AboutSection t={t} about={aboutOf(about)} />);
      const heading = view.getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(t.home.about.title);
      expect(heading.getAttribute('lang')).toBeNull();
      const sent = heading.nextElementSibling;
      expect([sent?.textContent, sent?.getAttribute('lang'), sent?.getAttribute('dir')]).toEqual([
        about.ABOUT_TITLE,
        'en',
        'ltr',
      ]);
    },
  );

  it("keeps the site's heading alone when the backend sends no title", () => {
    const t = DICTIONARIES.sd;
    const view = renderHtml(
      <AboutSection t={t} about={aboutOf({ ABOUT_DESC: 'KUST is a public university.' })} />,
    );
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe(t.home.about.title);
    expect(view.document.querySelector('.about-section__sent-title')).toBeNull();
  });

  it("heads the English page with the backend's title, as before", () => {
    const view = renderHtml(<AboutSection t={DICTIONARIES.en} about={aboutOf(about)} />);
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe(about.ABOUT_TITLE);
    expect(view.getAllByRole('heading')).toHaveLength(1);
    expect(view.html).not.toContain(DICTIONARIES.en.home.about.title);
  });
});
