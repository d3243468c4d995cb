import { createHash } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';
import { logger } from '@/lib/ops/log.mjs';
import { previewContent, type PreviewContent } from '@/lib/seo/preview-image/content';
import {
  parsePreviewSegments,
  previewImagePath,
  type PreviewRequest,
} from '@/lib/seo/preview-image/paths';
import { PreviewBusyError, renderPreview } from '@/lib/seo/preview-image/render';

// The preview image of a page (og:image, lib/seo/metadata.ts): /og/{lang}/{Route}[/{id}].png. Made on the
// first request and kept like the pages (ISR: the lifetime callAppApi sets from the calls that
// name the page), so the edge, Redis and Vercel's cache hold it as they hold pages.
//
// Only a page with a name of its own gets an image of its own (issue 34, N11). An id the backend
// does not name, an odd id, a backend that fails, a render that fails or finds the queue full:
// a 307 to the site's image of that language, made at build. A path that names no page (a route
// name in another letter case among them) is a 404. Neither is rendered, and neither is stored
// (lib/page-cache/handler.mjs keeps no route answer but a 200): made-up paths cost a reply-cache
// lookup each, and nothing in Redis.
//
// A render that fails (not one refused for a full queue) is remembered for the revalidate window:
// the same page with the same content gets the same fallback at once, neither rendered nor logged
// again until the window ends (issue 49, N22). Per process, for a bounded number of pages.

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
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
  });
}

/** A temporary redirect to the site's image: the page may get a name of its own later. */
function siteImage(lang: Language): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: previewImagePath(lang, '/'), ...NO_STORE },
  });
}

/** Pages whose render failed: the newest FAILED_RENDERS_MAX, oldest first out. */
const FAILED_RENDERS_MAX = 500;
const failedRenders = new Map<string, { until: number; content: string }>();

/** A fingerprint of what is rendered: the same page with another name is rendered again. */
function fingerprint(content: PreviewContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** Until when `path` with `content` is not to be rendered again (its render failed), or null. */
function failedUntil(path: string, content: string, now: number): number | null {
  const failed = failedRenders.get(path);
  if (failed && failed.until > now && failed.content === content) return failed.until;
  if (failed && failed.until <= now) failedRenders.delete(path);
  return null;
}

function rememberFailure(path: string, content: string, until: number): void {
  failedRenders.delete(path);
  failedRenders.set(path, { until, content });
  for (const oldest of failedRenders.keys()) {
    if (failedRenders.size <= FAILED_RENDERS_MAX) break;
    failedRenders.delete(oldest);
  }
}

/** What stands for a page's image that cannot be made: the site's image; for that one, a retry after `seconds`. */
function fallback(request: PreviewRequest, seconds: number): Response {
  // The site's image itself is made by the build; should it ever fail here, a 503, not a redirect loop.
  if (request.route.path === '/')
    return new Response(null, {
      status: 503,
      headers: { 'Retry-After': String(seconds), ...NO_STORE },
    });
  return siteImage(request.lang);
}

export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { lang, page } = await params;
  const request = parsePreviewSegments([lang, ...page]);
  if (!request) return notFound();
  const content = await previewContent(request, getConfig().siteUrl);
  if (!content) return siteImage(request.lang);
  const path = previewImagePath(request.lang, request.route.path, request.id ?? undefined);
  const rendered = fingerprint(content);
  const failed = failedUntil(path, rendered, Date.now());
  if (failed !== null)
    return fallback(request, Math.max(1, Math.ceil((failed - Date.now()) / 1000)));
  try {
    const png = await renderPreview(content);
    return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
  } catch (error) {
    const busy = error instanceof PreviewBusyError;
    logger()[busy ? 'warn' : 'error'](
      { path },
      `Preview image failed: ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
    // A full queue is load shed, tried again on the next request; a failed render is kept.
    if (busy) return fallback(request, 5);
    const { revalidateSeconds } = getConfig();
    rememberFailure(path, rendered, Date.now() + revalidateSeconds * 1000);
    return fallback(request, revalidateSeconds);
  }
}
