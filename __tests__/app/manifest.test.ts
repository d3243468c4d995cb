/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import * as englishManifest from '@/app/manifest.webmanifest/route';
import * as localManifest from '@/app/[lang]/manifest.webmanifest/route';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/lib/i18n/languages';
import { manifestPath } from '@/lib/seo/web-manifest';
import { config } from '@/middleware';
import { pngPixels, pixelAt, publicFile } from '../support/image-bytes';

type Manifest = Record<string, unknown> & {
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** What app/[lang]/manifest.webmanifest/route.ts answers for /{lang}/manifest.webmanifest. */
const prefixedRoute = (lang: string) =>
  localManifest.GET(new Request(`http://localhost:3000/${lang}/manifest.webmanifest`), {
    params: Promise.resolve({ lang }),
  });

/** The response of the route a language's manifest URL reaches. */
async function served(lang: Language): Promise<Response> {
  // English: app/manifest.webmanifest/route.ts.
  if (manifestPath(lang) === '/manifest.webmanifest') return englishManifest.GET();
  return prefixedRoute(lang);
}

async function manifestOf(lang: Language): Promise<Manifest> {
  const response = await served(lang);
  expect([response.status, response.headers.get('Content-Type')]).toEqual([
    200,
    'application/manifest+json',
  ]);
  return (await response.json()) as Manifest;
}

describe('the web app manifest of each language', () => {
  it('is English at /manifest.webmanifest: the university, its home page, standalone in its colours', async () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(await manifestOf('en')).toMatchObject({
      id: '/',
      name: 'Kirthar University of Science & Technology',
      short_name: 'KUST',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b5d3b',
    });
  });

  it('is Urdu at /ur/manifest.webmanifest: named in Urdu, right to left, opening the Urdu home page', async () => {
    expect(manifestPath('ur')).toBe('/ur/manifest.webmanifest');
    const response = await served('ur');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(await manifestOf('ur')).toMatchObject({
      id: '/ur',
      name: 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
      short_name: 'KUST',
      description: expect.stringContaining('دادو، سندھ'),
      lang: 'ur',
      dir: 'rtl',
      start_url: '/ur',
      scope: '/ur',
      display: 'standalone',
      theme_color: '#0b5d3b',
    });
  });

  it('installs each language as an app of its own, whose start URL lies in its scope', async () => {
    const ids = new Set();
    for (const lang of LANGUAGE_CODES) {
      const { id, start_url: start, scope, lang: tag, dir } = await manifestOf(lang);
      const home = LANGUAGES[lang].prefix || '/';
      expect([lang, start, scope, tag, dir]).toEqual([
        lang,
        home,
        home,
        LANGUAGES[lang].tag,
        LANGUAGES[lang].dir,
      ]);
      expect(String(start).startsWith(String(scope))).toBe(true);
      ids.add(id);
    }
    expect(ids.size).toBe(LANGUAGE_CODES.length);
  });

  it('is prerendered for the prefixed languages only: /en/… and unknown languages are 404', async () => {
    expect(localManifest.generateStaticParams()).toEqual(
      LANGUAGE_CODES.filter((lang) => lang !== 'en').map((lang) => ({ lang })),
    );
    expect([localManifest.dynamic, localManifest.dynamicParams]).toEqual(['force-static', false]);
    for (const lang of ['en', 'fr', 'UR', 'page-not-found'])
      expect([lang, (await prefixedRoute(lang)).status]).toEqual([lang, 404]);
  });

  it('reaches its route: the middleware, which answers dotted /ur paths with 404, lets every manifest through', () => {
    const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const lang of LANGUAGE_CODES)
      expect([lang, runsOn(manifestPath(lang))]).toEqual([lang, false]);
    for (const path of [
      '/ur/x.webmanifest',
      '/ur/manifest.webmanifest.bak',
      '/ur/AboutUs/manifest.webmanifest',
      '/ur/manifest.json',
    ]) {
      expect([path, runsOn(path)]).toEqual([path, true]);
    }
  });
});

describe('the manifest icons', () => {
  it('lists the 180 px touch icon, 192 and 512 px icons and a maskable 512 px one, the same in every language', async () => {
    const [english, ...others] = await Promise.all(LANGUAGE_CODES.map(manifestOf));
    expect(english?.icons.map((icon) => [icon.src, icon.sizes, icon.type, icon.purpose])).toEqual([
      ['/apple-touch-icon.png', '180x180', 'image/png', 'any'],
      ['/icons/icon-192.png', '192x192', 'image/png', 'any'],
      ['/icons/icon-512.png', '512x512', 'image/png', 'any'],
      ['/icons/icon-maskable-512.png', '512x512', 'image/png', 'maskable'],
    ]);
    for (const other of others) expect(other.icons).toEqual(english?.icons);
  });

  it('points at PNG files of the size each says, opaque', async () => {
    for (const icon of (await manifestOf('en')).icons) {
      const pixels = pngPixels(publicFile(icon.src));
      expect([icon.src, `${pixels.width}x${pixels.height}`]).toEqual([icon.src, icon.sizes]);
      for (const [x, y] of [
        [0, 0],
        [pixels.width - 1, pixels.height - 1],
      ] as const)
        expect(pixelAt(pixels, x, y)[3]).toBe(255);
    }
  });

  it('keeps the maskable icon’s logo inside the safe zone: outside the central 80 % circle, only its background', async () => {
    const maskable = (await manifestOf('en')).icons.filter((icon) =>
      icon.purpose.includes('maskable'),
    );
    expect(maskable).not.toHaveLength(0);
    for (const icon of maskable) {
      const pixels = pngPixels(publicFile(icon.src));
      const centre = pixels.width / 2;
      const background = pixelAt(pixels, 0, 0);
      expect(background[3]).toBe(255);
      let outside = 0;
      let inside = 0;
      for (let y = 0; y < pixels.height; y++) {
        for (let x = 0; x < pixels.width; x++) {
          const same = pixelAt(pixels, x, y).every(
            (value, channel) => value === background[channel],
          );
          if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > 0.4 * pixels.width)
            outside += same ? 0 : 1;
          else inside += same ? 0 : 1;
        }
      }
      expect([icon.src, outside]).toEqual([icon.src, 0]);
      expect(inside).toBeGreaterThan(0.1 * pixels.width * pixels.height);
    }
  });
});
