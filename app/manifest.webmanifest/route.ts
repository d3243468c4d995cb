import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { manifestResponse } from '@/lib/seo/web-manifest';

// Not app/manifest.ts, whose link on every page would override each language's own manifest.

export const dynamic = 'force-static';

export function GET(): Response {
  return manifestResponse(DEFAULT_LANGUAGE);
}
