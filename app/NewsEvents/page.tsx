import { NewsCards } from '@/components/home/news-cards';
import { getAllNews } from '@/lib/appapi/home';
import { BRAND } from '@/lib/brand';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'News & Events',
  description: `The latest news, announcements and events of ${BRAND.name}.`,
  path: '/NewsEvents',
});

export default async function NewsEventsPage() {
  const news = await getAllNews().catch(() => []);
  return (
    <div className="container page-content">
      <h1 className="page-title">News &amp; Events</h1>
      <NewsCards news={news} headingLevel="h2" />
    </div>
  );
}
