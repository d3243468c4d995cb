import { sitemapPartNumber } from '@/lib/seo/sitemap/documents';
import { SITEMAP_CONTENT_TYPE, siteSitemap } from '@/lib/seo/sitemap/site';

// Part N of the sitemap index; a part the index does not list is a 404.
export const dynamic = 'force-static';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ part: string }> },
): Promise<Response> {
  const n = sitemapPartNumber((await params).part);
  const xml = n === null ? undefined : (await siteSitemap()).parts[n - 1];
  if (xml === undefined)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(xml, { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
