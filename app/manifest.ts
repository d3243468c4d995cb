import type { MetadataRoute } from 'next';
import { BRAND } from '@/lib/brand';
import { en } from '@/lib/i18n/en';

// The web app manifest (/manifest.webmanifest, CONTRACT.md "Offline"): what a phone shows when
// the site is added to its home screen. Icons are drawn from the logo by scripts/make-icons.mjs.
// One manifest: it opens the English home page; a visitor who reads Urdu switches from there
// (the manifest's own words are the university's English name, as on its signboards).

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: en.site.name,
    short_name: BRAND.shortName,
    description: en.site.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND.themeColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
