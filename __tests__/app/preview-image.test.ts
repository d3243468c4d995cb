/** @jest-environment node */
import sharp from 'sharp';
import { GET } from '@/app/og/[lang]/[...page]/route';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { parsePreviewSegments, previewImagePath } from '@/lib/seo/preview-image/paths';
import { settableText } from '@/lib/seo/preview-image/settable-text';
import { stubBackend, withNockBackend } from '../support/appapi';
import { indexListing } from '../support/site-index';
import { bannerTitle, programme } from './fixtures';

withNockBackend({ SITE_URL: 'https://www.kust.example.edu.pk' });
// An id gets an image of its own only when the site index lists it (issue 49, N21).
beforeEach(() =>
  indexListing({ departments: ['DEP-000001', 'DEP-000002'], programmes: ['PGM-000011'] }),
);

/** GET of a preview image URL, as the route receives it. */
async function get(path: string) {
  const [lang, ...page] = path.replace(/^\/og\//, '').split('/');
  return GET(new Request(`http://site.test${path}`), {
    params: Promise.resolve({ lang: lang ?? '', page }),
  });
}

async function image(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

/** Mean brightness of a box of the image (0–255): the crest is lighter than the green around it. */
async function brightness(bytes: Buffer, left: number, top: number, width: number, height: number) {
  const { data } = await sharp(bytes)
    .extract({ left, top, width, height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.reduce((sum, value) => sum + value, 0) / data.length;
}

describe('preview image URLs', () => {
  it('name one PNG per page and language under /og', () => {
    expect(previewImagePath('en', '/')).toBe('/og/en/home.png');
    expect(previewImagePath('ur', '/HelpDesk')).toBe('/og/ur/HelpDesk.png');
    expect(previewImagePath('en', '/DptHome', 'DEP-000001')).toBe('/og/en/DptHome/DEP-000001.png');
    for (const [lang, path, id] of [
      ['en', '/', undefined],
      ['ur', '/HelpDesk', undefined],
      ['ur', '/ProHome', 'PGM-000001'],
    ] as const) {
      const parsed = parsePreviewSegments(previewImagePath(lang, path, id).split('/').slice(2));
      expect(parsed).toMatchObject({ lang, route: { path }, id: id ?? null });
    }
  });

  it('name no page for an unknown language, route or file type, a page kept out of search, or an id route without its id', () => {
    for (const segments of [
      ['fr', 'home.png'],
      ['en', 'Nowhere.png'],
      ['en', 'search.png'],
      ['en', 'HelpDesk.jpg'],
      ['en', 'DptHome.png'],
      ['en', 'HelpDesk', 'x.png'],
      ['en', 'DptHome', 'DEP-000001.png', 'more'],
      // Only the spelling the site writes: a case variant is no second image of a page (issue 34, N11).
      ['en', 'dpthome', 'DEP-000001.png'],
      ['en', 'HOME.png'],
      ['ur', 'helpdesk.png'],
    ]) {
      expect(parsePreviewSegments(segments)).toBeNull();
    }
    // An id that is no id of the site is the site's own image, never an error.
    expect(parsePreviewSegments(['en', 'DptHome', '..%2F..%2Fetc.png'])).toMatchObject({
      id: null,
    });
  });
});

describe('GET /og/…', () => {
  it('makes a 1200×630 PNG under 300 KB naming the department', async () => {
    stubBackend({ DPT_FACULTY_NAME_GET: bannerTitle('Department of Civil Engineering') });
    const { bytes, meta } = await image('/og/en/DptHome/DEP-000001.png');
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(bytes.length).toBeLessThan(300 * 1024);
    const site = await image('/og/en/home.png');
    expect(bytes.equals(site.bytes)).toBe(false);
  });

  it('names a programme from its own call, and mirrors the image for Urdu: the crest at the right', async () => {
    stubBackend({ PROGRAM_GET_ALL: [programme] });
    const english = (await image('/og/en/ProHome/PGM-000011.png')).bytes;
    const urdu = (await image('/og/ur/ProHome/PGM-000011.png')).bytes;
    expect(english.equals(urdu)).toBe(false);
    const crestBox = (bytes: Buffer, left: number) => brightness(bytes, left, 64, 84, 90);
    expect(await crestBox(english, 80)).toBeGreaterThan(
      (await crestBox(english, 1200 - 80 - 84)) + 20,
    );
    expect(await crestBox(urdu, 1200 - 80 - 84)).toBeGreaterThan((await crestBox(urdu, 80)) + 20);
  });

  // Nothing is made, nor kept, per made-up id: a 307 to the one site image, made by the build
  // (issue 34, N11); no-store, so no cache on the way keeps it.
  it("sends an id the backend does not name, an odd id and a failing backend to the site's own image, rendering nothing", async () => {
    const redirected = async (path: string, lang = 'en') => {
      const response = await get(path);
      expect([
        response.status,
        response.headers.get('location'),
        response.headers.get('cache-control'),
      ]).toEqual([307, `/og/${lang}/home.png`, 'no-store']);
    };
    stubBackend({ DPT_FACULTY_NAME_GET: [] });
    await redirected('/og/en/DptHome/DEP-F3K9Q2ZL.png');
    await redirected('/og/ur/DptHome/DEP-F3K9Q2ZL.png', 'ur');
    await redirected('/og/en/DptHome/%3Cscript%3E.png');
    stubBackend({ DPT_FACULTY_NAME_GET: 500 });
    await redirected('/og/en/Faculty/DEP-000001.png');
    const site = await image('/og/en/home.png');
    expect([site.meta.width, site.meta.height]).toEqual([1200, 630]);
  });

  it('is made for the site in every language by the build', async () => {
    const { generateStaticParams } = await import('@/app/og/[lang]/[...page]/route');
    expect(generateStaticParams()).toEqual(
      LANGUAGE_CODES.map((lang) => ({ lang, page: ['home.png'] })),
    );
  });

  it('answers 404, not an image, for a path that names no page', async () => {
    for (const path of [
      '/og/xx/home.png',
      '/og/en/Nowhere.png',
      '/og/en/HelpDesk.gif',
      '/og/en/dpthome/DEP-000001.png',
    ]) {
      const response = await get(path);
      expect([response.status, response.headers.get('cache-control')]).toEqual([404, 'no-store']);
    }
  });

  it("sets a backend's name as text: markup in it is neither read nor an error", async () => {
    stubBackend({
      DPT_FACULTY_NAME_GET: bannerTitle('<b>Bold</b> & <span foreground="red">Red</span>'),
    });
    const { meta } = await image('/og/ur/DptHome/DEP-000002.png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

// A backend's name of any length or content gives an image that keeps to its block, never a 500
// (issue 34, N13): a NUL failed Pango, ~600 characters failed the render, 200–500 ran over the
// host line at the foot.
describe('names the backend should not have sent', () => {
  /** Whether any pixel of rows top..top+height is as light as the white name (the host line is mint, darker). */
  async function whiteRows(bytes: Buffer, top: number, height: number) {
    const { data } = await sharp(bytes)
      .extract({ left: 0, top, width: 1200, height })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return data.some((value) => value > 245);
  }

  it.each([
    ['2,000 characters', 'Department of '.repeat(143)],
    ['one word of 2,000 letters', 'x'.repeat(2000)],
    ['500 characters of Urdu', 'شعبہ کمپیوٹر سائنس '.repeat(26)],
    ['a NUL and other control characters', 'Civil\u0000 Engineering\u0007\u001b[31m\ud800'],
  ])('%s: a PNG whose name stops above the host line', async (_, name) => {
    stubBackend({ DPT_FACULTY_NAME_GET: bannerTitle(name) });
    const { bytes, meta } = await image('/og/en/DptHome/DEP-000001.png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The name's block ends by 258 + 270 = 528 px; the host line sits at ~560.
    expect(await whiteRows(bytes, 535, 630 - 18 - 535)).toBe(false);
  });

  it('cuts a long name at a word, with an ellipsis, and keeps short ones as they are', () => {
    expect(settableText('Civil\u0000Engineering', 160)).toBe('Civil Engineering');
    expect(settableText('  Department   of\nPhysics ', 160)).toBe('Department of Physics');
    expect(settableText('Department of Computer Science', 20)).toBe('Department of…');
    expect(settableText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
