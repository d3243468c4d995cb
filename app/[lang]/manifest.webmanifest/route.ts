import { isLanguage, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { manifestResponse } from '@/lib/web-manifest';

// /ur/manifest.webmanifest (and each prefixed language's), written at build. English has its
// own at /manifest.webmanifest (app/manifest.webmanifest/route.ts): /en/manifest.webmanifest, like any other
// first segment, is a 404. The middleware's matcher lets these paths through.

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return PREFIXED_LANGUAGES.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params;
  if (!isLanguage(lang) || !PREFIXED_LANGUAGES.includes(lang)) return new Response('Not found', { status: 404 });
  return manifestResponse(lang);
}
