import type { Metadata, MetadataRoute } from 'next';
import { BRAND } from '@/lib/brand';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { languagePath } from '@/lib/routes';

// The web app manifest of each language (CONTRACT.md, "Shared and found"): /manifest.webmanifest
// (app/manifest.webmanifest/route.ts), /ur/manifest.webmanifest (app/[lang]/manifest.webmanifest/
// route.ts), and the icons every page links (app/[lang]/layout.tsx, whose `manifest` links each
// page's language's). Icon files: scripts/make-icons.mjs.
//
// Each language is its own app: its home page is its start URL, scope and `id`. With one id,
// an installed English app (scope '/') would take the Urdu manifest linked by /ur pages as its
// update and turn Urdu; English keeps '/', the id browsers gave it before ids were set.

export const MANIFEST_CONTENT_TYPE = 'application/manifest+json';

/** What Next sends for its own file-based manifest: checked again at each use. */
export const MANIFEST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Where a language's manifest is served: '/manifest.webmanifest', '/ur/manifest.webmanifest'. */
export function manifestPath(lang: Language): string {
  return `${LANGUAGES[lang].prefix}/manifest.webmanifest`;
}

/**
 * The <head> icons of every page: the ICO (16, 32 and 48 px) and iOS's home-screen icon; the
 * manifests name the larger ones. Not the SVG logo: Chromium draws an SVG icon in the page's own
 * process, as a document of its own, ~70 ms of a slow phone's main thread (CPU ÷ 4) on every page
 * it opens (issue 35).
 */
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

/** The layout's `icons`: <link rel="icon" sizes="16x16 32x32 48x48">, <link rel="apple-touch-icon" sizes="180x180">. */
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
    // The dictionaries have no short name: Urdu pages write KUST too.
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

/** The manifest of `lang` as its route answers it. */
export function manifestResponse(lang: Language): Response {
  return new Response(JSON.stringify(webManifest(lang)), {
    headers: { 'Content-Type': MANIFEST_CONTENT_TYPE, 'Cache-Control': MANIFEST_CACHE_CONTROL },
  });
}
