import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { manifestResponse } from '@/lib/seo/web-manifest';

// /manifest.webmanifest, the English one; the other languages' are
// app/[lang]/manifest.webmanifest/route.ts, from the same function. A route rather than Next's
// app/manifest.ts: a file-based manifest is linked from every page and overrides the layout's
// `manifest`, so /ur pages would link the English one.

export const dynamic = 'force-static';

export function GET(): Response {
  return manifestResponse(DEFAULT_LANGUAGE);
}
