import { SITEMAP_CONTENT_TYPE, siteSitemap } from '@/lib/seo/sitemap/site';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const { root } = await siteSitemap();
  return new Response(root, { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
