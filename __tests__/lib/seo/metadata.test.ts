/** @jest-environment node */
import { en } from '@/lib/i18n/en';
import { ur } from '@/lib/i18n/ur';
import { fitTitle, pageMetadata, summarize, TITLE_LENGTH, TITLE_SUFFIX } from '@/lib/seo/metadata';
import { alternateLanguages, otherOgLocales } from '../../support/languages';

const LONG =
  'Kirthar University of Science and Technology is a public sector university in Dadu, Sindh, offering ' +
  'undergraduate and postgraduate programmes in engineering, sciences, management and the humanities to students ' +
  'from every district of the province.';

describe('summarize', () => {
  it('keeps a text of up to 160 characters whole', () => {
    expect(summarize('A short description.', 'fallback')).toBe('A short description.');
    const exactly160 = 'x'.repeat(160);
    expect(summarize(exactly160, 'fallback')).toBe(exactly160);
  });

  it('cuts a longer text at a word boundary, within 160 characters, and marks the cut', () => {
    const summary = summarize(LONG, 'fallback');
    const kept = summary.replace(/…$/, '');

    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(LONG.startsWith(kept)).toBe(true);
    expect(LONG[kept.length]).toBe(' ');
    expect(kept).toBe(
      'Kirthar University of Science and Technology is a public sector university in Dadu, Sindh, offering undergraduate and postgraduate programmes in engineering,',
    );
  });

  it('summarizes the plain text of markup', () => {
    expect(summarize('<p>Welcome to <b>KUST</b>.</p><script>x()</script>', 'fallback')).toBe(
      'Welcome to KUST.',
    );
  });

  it('gives the fallback for an empty text', () => {
    expect(summarize('', 'The fallback.')).toBe('The fallback.');
    expect(summarize(null, 'The fallback.')).toBe('The fallback.');
    expect(summarize('<p> </p>', 'The fallback.')).toBe('The fallback.');
  });
});

// Issue 36: search results cut a title past about 70 characters, and show invisible direction
// marks as they are. A title keeps its own words first, so the cut keeps what names the page.
describe('fitTitle', () => {
  it('keeps a title that fits with its suffix whole', () => {
    const fits = 'x'.repeat(TITLE_LENGTH - TITLE_SUFFIX.length);
    expect(fitTitle(fits)).toBe(fits);
    expect(fitTitle('Faculty – Department of Physics')).toBe('Faculty – Department of Physics');
  });

  it('cuts a longer title at a word, marked, within 70 characters with its suffix, its own words first', () => {
    const title =
      'Research Projects – Department of Electrical Engineering and Renewable Energy Systems';
    const fitted = fitTitle(title);
    expect(`${fitted}${TITLE_SUFFIX}`.length).toBeLessThanOrEqual(TITLE_LENGTH);
    expect(fitted).toMatch(/^Research Projects – Department of Electrical Engineering and\S*…$/);
    expect(title.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitTitle(`Faculty – ${'Engineering, '.repeat(8)}`)).toMatch(/Engineering…$/);
    // An Urdu page's own word, then the backend's English name, cut at a word and not after a lone '&'.
    expect(
      fitTitle('ہمارے بارے میں – Office of Research, Innovation & Commercialization (ORIC)'),
    ).toBe('ہمارے بارے میں – Office of Research, Innovation…');
  });

  it('writes no invisible direction mark, and no doubled space', () => {
    // The isolated year of an Urdu title keeps its order without a mark: 2025/26, not 26-2025.
    expect(fitTitle('داخلہ کیسے لیں – داخلے \u20662025-26\u2069')).toBe(
      'داخلہ کیسے لیں – داخلے 2025/26',
    );
    expect(fitTitle('How to Apply – Admissions 2025-26')).toBe('How to Apply – Admissions 2025-26');
    expect(fitTitle('A\u200f  B\u061c\u202bC')).toBe('A BC');
  });

  it('is what pageMetadata gives as the title, og:title and twitter:title', () => {
    const long = `Chairman's Message – ${'Department of Computer Science & Information Technology'}`;
    const metadata = pageMetadata(en, {
      title: long,
      description: 'd',
      path: '/ChairmanMessage',
      id: 'DEP-000001',
    });
    expect(metadata.title).toBe(fitTitle(long));
    expect(metadata.openGraph?.title).toBe(`${fitTitle(long)}${TITLE_SUFFIX}`);
    expect((metadata.twitter as { title?: string }).title).toBe(`${fitTitle(long)}${TITLE_SUFFIX}`);
  });
});

describe('pageMetadata', () => {
  it('gives the title, the description, the public canonical link and Open Graph tags', () => {
    const image = {
      url: '/og/en/DptHome/DEP-000001.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Computer Science – Kirthar University of Science & Technology',
    };
    expect(
      pageMetadata(en, {
        title: 'Computer Science',
        description: 'About the department.',
        path: '/DptHome',
        id: 'DEP-000001',
      }),
    ).toEqual({
      title: 'Computer Science',
      description: 'About the department.',
      alternates: {
        canonical: '/DptHome?id=DEP-000001',
        languages: alternateLanguages('/DptHome?id=DEP-000001'),
      },
      openGraph: {
        type: 'website',
        siteName: 'Kirthar University of Science & Technology',
        locale: 'en_GB',
        alternateLocale: otherOgLocales('en'),
        title: 'Computer Science | KUST',
        description: 'About the department.',
        url: '/DptHome?id=DEP-000001',
        images: [image],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Computer Science | KUST',
        description: 'About the department.',
        images: [image],
      },
    });
  });

  it('gives an Urdu page its own canonical link, the same alternates and the Urdu locale', () => {
    const metadata = pageMetadata(ur, {
      title: 'داخلہ',
      description: 'd',
      path: '/DptHome',
      id: 'DEP-000001',
    });
    expect(metadata.alternates).toEqual({
      canonical: '/ur/DptHome?id=DEP-000001',
      languages: alternateLanguages('/DptHome?id=DEP-000001'),
    });
    expect(metadata.alternates?.languages).toMatchObject({
      en: '/DptHome?id=DEP-000001',
      ur: '/ur/DptHome?id=DEP-000001',
      'x-default': '/DptHome?id=DEP-000001',
    });
    expect(metadata.openGraph).toMatchObject({
      locale: 'ur_PK',
      alternateLocale: otherOgLocales('ur'),
      siteName: 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
      url: '/ur/DptHome?id=DEP-000001',
    });
    expect(
      pageMetadata(ur, { title: 't', description: 'd', path: '/' }).alternates?.canonical,
    ).toBe('/ur');
  });

  it('links a page without id by its path alone', () => {
    const metadata = pageMetadata(en, {
      title: 'Contact Us',
      description: 'd',
      path: '/ContactUs',
    });
    expect(metadata.alternates?.canonical).toBe('/ContactUs');
    expect(metadata.openGraph).toMatchObject({ url: '/ContactUs' });
  });

  it('gives every page its own preview image, 1200×630 with its alt text, and a large-image card (issue 26)', () => {
    const image = (metadata: ReturnType<typeof pageMetadata>) =>
      (metadata.openGraph?.images as object[])[0];
    expect(
      image(pageMetadata(en, { title: 'Contact Us', description: 'd', path: '/ContactUs' })),
    ).toEqual({
      url: '/og/en/ContactUs.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Contact Us – Kirthar University of Science & Technology',
    });
    const urdu = pageMetadata(ur, {
      title: 'شعبہ – Civil',
      description: 'd',
      path: '/DptHome',
      id: 'DEP-000001',
    });
    expect(image(urdu)).toMatchObject({
      url: '/og/ur/DptHome/DEP-000001.png',
      alt: 'شعبہ – Civil – کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
    });
    expect(urdu.twitter).toMatchObject({ card: 'summary_large_image', images: [image(urdu)] });
    // An id the backend does not name: the site's own image, so made-up ids make no images.
    expect(
      image(
        pageMetadata(en, {
          title: 't',
          description: 'd',
          path: '/DptHome',
          id: 'X-1',
          indexable: false,
        }),
      ),
    ).toMatchObject({ url: '/og/en/home.png' });
  });
});
