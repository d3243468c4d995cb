/** @jest-environment node */
import sharp from 'sharp';
import { GET } from '@/app/og/[lang]/[...page]/route';
import { parsePreviewSegments, previewImagePath } from '@/lib/preview-image/paths';
import { stubBackend, withNockBackend } from '../support/appapi';
import { bannerTitle, programme } from './fixtures';

withNockBackend({ SITE_URL: 'https://www.kust.example.edu.pk' });

/** GET of a preview image URL, as the route receives it. */
async function get(path: string) {
  const [lang, ...page] = path.replace(/^\/og\//, '').split('/');
  return GET(new Request(`http://site.test${path}`), { params: Promise.resolve({ lang: lang ?? '', page }) });
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
  const { data } = await sharp(bytes).extract({ left, top, width, height }).greyscale().raw().toBuffer({ resolveWithObject: true });
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
    ]) {
      expect(parsePreviewSegments(segments)).toBeNull();
    }
    // An id that is no id of the site is the site's own image, never an error.
    expect(parsePreviewSegments(['en', 'DptHome', '..%2F..%2Fetc.png'])).toMatchObject({ id: null });
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
    expect(await crestBox(english, 80)).toBeGreaterThan((await crestBox(english, 1200 - 80 - 84)) + 20);
    expect(await crestBox(urdu, 1200 - 80 - 84)).toBeGreaterThan((await crestBox(urdu, 80)) + 20);
  });

  it("gives the site's own image for an id the backend does not name, for an odd id and when the backend fails", async () => {
    const site = (await image('/og/en/home.png')).bytes;
    stubBackend({ DPT_FACULTY_NAME_GET: [] });
    expect((await image('/og/en/DptHome/DEP-F3K9Q2ZL.png')).bytes.equals(site)).toBe(true);
    expect((await image('/og/en/DptHome/%3Cscript%3E.png')).bytes.equals(site)).toBe(true);
    stubBackend({ DPT_FACULTY_NAME_GET: 500 });
    expect((await image('/og/en/Faculty/DEP-000001.png')).bytes.equals(site)).toBe(true);
  });

  it('answers 404, not an image, for a path that names no page', async () => {
    for (const path of ['/og/xx/home.png', '/og/en/Nowhere.png', '/og/en/HelpDesk.gif']) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it("sets a backend's name as text: markup in it is neither read nor an error", async () => {
    stubBackend({ DPT_FACULTY_NAME_GET: bannerTitle('<b>Bold</b> & <span foreground="red">Red</span>') });
    const { meta } = await image('/og/ur/DptHome/DEP-000002.png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
