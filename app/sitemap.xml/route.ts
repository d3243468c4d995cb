import { SITEMAP_CONTENT_TYPE, siteSitemap } from '@/lib/seo/sitemap/site';

// /sitemap.xml, the entry point robots.txt names: every page in every language, or the index of
// the parts (/sitemaps/1.xml, …) once they no longer fit in one file. Kept like a page (ISR), as
// /feed.xml is: its lifetime is the revalidate window, a second while the site index is
// incomplete or the backend failed.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const { root } = await siteSitemap();
  return new Response(root, { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
