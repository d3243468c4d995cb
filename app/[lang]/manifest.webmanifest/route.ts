import { forPrefixedLanguage, prefixedLanguageParams } from '@/lib/i18n/prefixed-route';
import { manifestResponse } from '@/lib/seo/web-manifest';

// /ur/manifest.webmanifest (and each prefixed language's), written at build. English has its
// own at /manifest.webmanifest (app/manifest.webmanifest/route.ts; lib/i18n/prefixed-route.ts).

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = prefixedLanguageParams;
export const GET = forPrefixedLanguage(manifestResponse);
