import type { MetadataRoute } from 'next';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { webManifest } from '@/lib/web-manifest';

// /manifest.webmanifest, the English one (Next serves it as application/manifest+json). The other
// languages' are app/[lang]/manifest.webmanifest/route.ts, from the same function.

export default function manifest(): MetadataRoute.Manifest {
  return webManifest(DEFAULT_LANGUAGE);
}
