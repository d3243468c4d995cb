import { getConfig } from '@/lib/config';
import { previewContent } from '@/lib/preview-image/content';
import { parsePreviewSegments } from '@/lib/preview-image/paths';
import { renderPreview } from '@/lib/preview-image/render';

// The preview image of a page (og:image, lib/seo.ts): /og/{lang}/{Route}[/{id}].png. Made on the
// first request and kept like the pages (ISR: the lifetime callAppApi sets from the calls that
// name the page, a second when the backend failed), so the edge, Redis and Vercel's cache hold it
// as they hold pages. An id the backend does not name gives the site's own image; only a path
// that names no page at all (a route, language or file type the site does not have) is a 404.

export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): { lang: string; page: string[] }[] {
  return [];
}

type Params = { params: Promise<{ lang: string; page: string[] }> };

export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { lang, page } = await params;
  const request = parsePreviewSegments([lang, ...page]);
  if (!request) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const png = await renderPreview(await previewContent(request, getConfig().siteUrl));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
