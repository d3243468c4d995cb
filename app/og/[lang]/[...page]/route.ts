import { createHash } from 'node:crypto';
import { getConfig } from '@/lib/config/site-config';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';
import { logger } from '@/lib/ops/log.mjs';
import { previewContent, type PreviewContent } from '@/lib/seo/preview-image/content';
import {
  parsePreviewSegments,
  previewImagePath,
  type PreviewRequest,
} from '@/lib/seo/preview-image/paths';
import { PreviewBusyError, renderPreview } from '@/lib/seo/preview-image/render';

// Kept like a page (ISR). Only a page with a name of its own gets its own image; the rest get a
// 307 to the site's, or a 404, neither stored (docs/sharing.md, Preview images).

export const dynamic = 'force-static';
export const dynamicParams = true;

const HOME_FILE = previewImagePath('en', '/').split('/').at(-1) ?? 'home.png';

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

/** Failed renders, kept for the revalidate window so they are neither retried nor logged again. */
const FAILED_RENDERS_MAX = 500;
const failedRenders = new Map<string, { until: number; content: string }>();

/** The same page with another name is rendered again. */
function fingerprint(content: PreviewContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

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

function fallback(request: PreviewRequest, seconds: number): Response {
  // The site's own image failing here gets a 503, not a redirect loop.
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
    // A full queue is load shed; only a failed render is remembered.
    if (busy) return fallback(request, 5);
    const { revalidateSeconds } = getConfig();
    rememberFailure(path, rendered, Date.now() + revalidateSeconds * 1000);
    return fallback(request, revalidateSeconds);
  }
}
