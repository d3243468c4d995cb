/** @jest-environment node */
import {
  aboutOf,
  campusItems,
  factItems,
  informationOf,
  newsItems,
  viceChancellorOf,
} from '@/lib/views/home-view';
import { imageOf } from '@/lib/views/view-image';
import { TEST_ORIGIN, withNockBackend } from '../../support/appapi';

// The home page's rows become the plain props of components/home/*: trimmed text, images as
// next/image is given them, and the states the views tell apart.

withNockBackend();

describe('imageOf', () => {
  it('gives null for no image, and a backend image by way of the signed /backend-image route', () => {
    expect(imageOf(null)).toBeNull();
    expect(imageOf('')).toBeNull();
    const image = imageOf(`${TEST_ORIGIN}/Uploads/News/a.jpg`);
    expect(image?.optimizable).toBe(true);
    expect(image?.src).toMatch(/^\/backend-image\/Uploads\/News\/a\.jpg\?sig=/);
  });
});

describe('home view', () => {
  it('trims titles and keeps dates as sent', () => {
    expect(newsItems([{ NEWS_TITLE: ' Convocation ', NEWS_DATE: '2025-10-14T00:00:00' }])).toEqual([
      { title: 'Convocation', image: null, date: '2025-10-14T00:00:00', anchor: undefined },
    ]);
  });

  it('anchors news only when asked, with the id /feed.xml links to', () => {
    const rows = [{ NEWS_TITLE: 'Convocation', NEWS_DATE: '2025-10-14T00:00:00' }];
    expect(newsItems(rows, { anchored: true })[0]?.anchor).toMatch(
      /^news-2025-10-14-[0-9a-f]{16}$/,
    );
  });

  it('formats fact numbers and keeps an icon-less fact without an image', () => {
    expect(factItems([{ FACT_NO: '7500', FACT_TITLE: 'Students' }])).toEqual([
      { icon: null, number: '7,500', label: 'Students' },
    ]);
    expect(campusItems([{ CAMPUS_TITLE: 'Library' }])).toEqual([{ title: 'Library', image: null }]);
  });

  it('hides an information banner without a title', () => {
    expect(informationOf(null)).toBeNull();
    expect(informationOf({ INFORMATION_DESC: 'text' })).toBeNull();
    expect(informationOf({ INFORMATION_TITLE: ' Admissions open ' })?.title).toBe(
      'Admissions open',
    );
  });

  it("keeps the about call's three states: failed (undefined), empty (null), a row", () => {
    expect(aboutOf(undefined)).toBeUndefined();
    expect(aboutOf(null)).toBeNull();
    expect(aboutOf({ ABOUT_TITLE: 'Welcome', ABOUT_LINK: '' })).toEqual({
      title: 'Welcome',
      description: undefined,
      video: null,
    });
  });

  it("gives the vice chancellor's empty fields when the about call failed", () => {
    expect(viceChancellorOf(undefined)).toEqual({ name: '', photo: null, message: undefined });
  });
});
