import { getAllNews } from '@/lib/appapi/home';
import { FEEDS } from '@/lib/feeds/links';
import { newsFeed } from '@/lib/feeds/news-feed';

// Written at build time and kept like a page (ISR): callAppApi sets the lifetime of this
// response to APPAPI_REVALIDATE_SECONDS, or to a second when the backend failed, and Next sends
// the matching Cache-Control (s-maxage, stale-while-revalidate). A GET handler is rendered per
// request unless it says otherwise.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  // Backend down: an empty feed, still valid (the failure is logged by callAppApi).
  const news = await getAllNews().catch(() => []);
  return new Response(newsFeed(news), { headers: { 'Content-Type': `${FEEDS.news.type}; charset=utf-8` } });
}
