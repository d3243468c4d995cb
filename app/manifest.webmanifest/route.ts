import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { manifestResponse } from '@/lib/seo/web-manifest';

// A route, not app/manifest.ts: a file-based manifest overrides the layout's `manifest`, so /ur
// pages would link the English one. The other languages': app/[lang]/manifest.webmanifest/.

export const dynamic = 'force-static';

export function GET(): Response {
  return manifestResponse(DEFAULT_LANGUAGE);
}
