/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMetadataElements } from 'next/dist/lib/metadata/metadata-elements';
import { resolveIcons } from 'next/dist/lib/metadata/resolvers/resolve-icons';
import { generateMetadata } from '@/app/[lang]/layout';
import { BRAND } from '@/lib/content/brand';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { withNockBackend } from '../support/appapi';
import { drawnPixels, icoImages, pixelAt, pngPixels, publicFile } from '../support/image-bytes';
import { setPageLanguage } from '../support/root-params';

withNockBackend({ SITE_URL: 'https://www.kust.example.edu.pk' });

/** The manifest and icon links of a page's <head> in `lang`, as Next writes them from the root layout's metadata. */
async function headLinks(lang: string) {
  setPageLanguage(lang);
  const metadata = await generateMetadata();
  const resolved = { manifest: metadata.manifest, icons: resolveIcons(metadata.icons) };
  const html = renderToStaticMarkup(
    <>{createMetadataElements(resolved as Parameters<typeof createMetadataElements>[0])}</>,
  );
  const { document } = new JSDOM(`<!doctype html><head>${html}</head>`).window;
  return [...document.head.querySelectorAll('link')].map((link) =>
    Object.fromEntries([...link.attributes].map((attribute) => [attribute.name, attribute.value])),
  );
}

describe('the head of every page', () => {
  it('links its own language’s manifest: English pages /manifest.webmanifest, Urdu pages /ur/manifest.webmanifest', async () => {
    expect((await headLinks('en')).filter((link) => link.rel === 'manifest')).toEqual([
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ]);
    expect((await headLinks('ur')).filter((link) => link.rel === 'manifest')).toEqual([
      { rel: 'manifest', href: '/ur/manifest.webmanifest' },
    ]);
  });

  it('links /favicon.ico and the 180 px apple-touch-icon, in every language, and no SVG icon (a document for the page to draw)', async () => {
    for (const lang of LANGUAGE_CODES) {
      expect([lang, (await headLinks(lang)).filter((link) => link.rel !== 'manifest')]).toEqual([
        lang,
        [
          { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
          {
            rel: 'apple-touch-icon',
            href: '/apple-touch-icon.png',
            sizes: '180x180',
            type: 'image/png',
          },
        ],
      ]);
    }
  });
});

describe('the icon files', () => {
  it('/favicon.ico is an icon file with the logo at 16, 32 and 48 px', () => {
    const images = icoImages(publicFile('/favicon.ico'));
    expect(images.map(({ width, height, bitsPerPixel }) => [width, height, bitsPerPixel])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    for (const { width, pixels } of images) {
      // The crest fills most of the square, and its corners stay clear (the crest is a shield).
      expect(drawnPixels(pixels)).toBeGreaterThan(0.5 * width * width);
      expect(pixelAt(pixels, 0, 0)[3]).toBe(0);
    }
  });

  it('/apple-touch-icon.png is a 180 px PNG, opaque everywhere, on the site’s white', () => {
    const pixels = pngPixels(publicFile('/apple-touch-icon.png'));
    expect([pixels.width, pixels.height]).toEqual([180, 180]);
    for (let at = 3; at < pixels.rgba.length; at += 4)
      if (pixels.rgba[at] !== 255) throw new Error(`transparent pixel ${(at - 3) / 4}`);
    const surface =
      /--surface:\s*#([0-9a-f]{6})/i.exec(readFileSync('app/globals.css', 'utf8'))?.[1] ?? '';
    const hex = pixelAt(pixels, 0, 0)
      .slice(0, 3)
      .map((value) => value.toString(16).padStart(2, '0'))
      .join('');
    expect(hex).toBe(surface.toLowerCase());
    // The logo is on it, clear of iOS's rounded corners.
    expect(pixelAt(pixels, 90, 90)).not.toEqual(pixelAt(pixels, 0, 0));
    for (const [x, y] of [
      [20, 20],
      [159, 20],
      [20, 159],
      [159, 159],
    ] as const)
      expect(pixelAt(pixels, x, y)).toEqual(pixelAt(pixels, 0, 0));
  });

  it('the header’s crest is a picture of the logo (no SVG document for a phone to lay out), of its declared size, at least 112 px each way', async () => {
    const file = publicFile(BRAND.crest.src);
    const { format, width, height } = await sharp(file).metadata();
    expect([format, width, height]).toEqual(['png', BRAND.crest.width, BRAND.crest.height]);
    expect(Math.min(BRAND.crest.width, BRAND.crest.height)).toBeGreaterThanOrEqual(112);
    // Drawn: the crest's middle is opaque, its corner transparent (the header's colour shows).
    const { data, info } = await sharp(file)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBe(255);
  });
});
