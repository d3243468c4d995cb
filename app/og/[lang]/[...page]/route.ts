import { getConfig } from '@/lib/config';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';
import { logger } from '@/lib/ops/log.mjs';
import { previewContent } from '@/lib/preview-image/content';
import { parsePreviewSegments, previewImagePath } from '@/lib/preview-image/paths';
import { PreviewBusyError, renderPreview } from '@/lib/preview-image/render';

// The preview image of a page (og:image, lib/seo.ts): /og/{lang}/{Route}[/{id}].png. Made on the
// first request and kept like the pages (ISR: the lifetime callAppApi sets from the calls that
// name the page), so the edge, Redis and Vercel's cache hold it as they hold pages.
//
// Only a page with a name of its own gets an image of its own (issue 34, N11). An id the backend
// does not name, an odd id, a backend that fails, a render that fails or finds the queue full:
// a 307 to the site's image of that language, made at build. A path that names no page (a route
// name in another letter case among them) is a 404. Neither is rendered, and neither is stored
// (lib/page-cache/handler.mjs keeps no route answer but a 200): made-up paths cost a reply-cache
// lookup each, and nothing in Redis.

export const dynamic = 'force-static';
export const dynamicParams = true;

const HOME_FILE = previewImagePath('en', '/').split('/').at(-1) ?? 'home.png';

/** The site's own image in every language: rendered by the build, ready before any visitor. */
export function generateStaticParams(): { lang: string; page: string[] }[] {
  return LANGUAGE_CODES.map((lang) => ({ lang, page: [HOME_FILE] }));
}

type Params = { params: Promise<{ lang: string; page: string[] }> };

const NO_STORE = { 'Cache-Control': 'no-store' };

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } });
}

/** A temporary redirect to the site's image: the page may get a name of its own later. */
function siteImage(lang: Language): Response {
  return new Response(null, { status: 307, headers: { Location: previewImagePath(lang, '/'), ...NO_STORE } });
}

export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { lang, page } = await params;
  const request = parsePreviewSegments([lang, ...page]);
  if (!request) return notFound();
  const content = await previewContent(request, getConfig().siteUrl);
  if (!content) return siteImage(request.lang);
  const path = previewImagePath(request.lang, request.route.path, request.id ?? undefined);
  try {
    const png = await renderPreview(content);
    return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
  } catch (error) {
    const busy = error instanceof PreviewBusyError;
    logger()[busy ? 'warn' : 'error']({ path }, `Preview image failed: ${path}: ${error instanceof Error ? error.message : String(error)}`);
    // The site's image itself is made by the build; should it ever fail here, a retry, not a loop.
    if (request.route.path === '/') return new Response(null, { status: 503, headers: { 'Retry-After': '5', ...NO_STORE } });
    return siteImage(request.lang);
  }
}
