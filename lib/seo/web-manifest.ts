import type { Metadata, MetadataRoute } from 'next';
import { BRAND } from '@/lib/content/brand';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { languagePath } from '@/lib/routing/routes';

// Each language is its own app (its home page its start URL, scope and `id`): with one id, an
// installed English app would take the Urdu manifest as its update (docs/languages.md).

export const MANIFEST_CONTENT_TYPE = 'application/manifest+json';

/** What Next sends for its own file-based manifest. */
export const MANIFEST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function manifestPath(lang: Language): string {
  return `${LANGUAGES[lang].prefix}/manifest.webmanifest`;
}

/** No SVG icon: Chromium builds one as a document on the page's main thread, on every page. */
export const FAVICON = {
  url: '/favicon.ico',
  sizes: '16x16 32x32 48x48',
  type: 'image/x-icon',
} as const;
export const APPLE_TOUCH_ICON = {
  url: '/apple-touch-icon.png',
  sizes: '180x180',
  type: 'image/png',
} as const;

export const SITE_ICONS: Metadata['icons'] = { icon: [FAVICON], apple: [APPLE_TOUCH_ICON] };

/** Maskable only where the logo keeps to the central 80 % circle that launchers' masks keep. */
const MANIFEST_ICONS: MetadataRoute.Manifest['icons'] = [
  { src: APPLE_TOUCH_ICON.url, sizes: APPLE_TOUCH_ICON.sizes, type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webManifest(lang: Language): MetadataRoute.Manifest {
  const t = DICTIONARIES[lang];
  const home = languagePath('/', lang);
  return {
    id: home,
    name: t.site.name,
    short_name: BRAND.shortName,
    description: t.site.description,
    lang: LANGUAGES[lang].tag,
    dir: LANGUAGES[lang].dir,
    start_url: home,
    // '/ur', not '/ur/': a scope must contain the start URL.
    scope: home,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND.themeColor,
    icons: MANIFEST_ICONS,
  };
}

export function manifestResponse(lang: Language): Response {
  return new Response(JSON.stringify(webManifest(lang)), {
    headers: { 'Content-Type': MANIFEST_CONTENT_TYPE, 'Cache-Control': MANIFEST_CACHE_CONTROL },
  });
}
