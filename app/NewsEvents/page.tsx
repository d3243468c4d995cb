import { FeedLinks } from '@/components/content/feed-links';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { NewsCards } from '@/components/home/news-cards';
import { getAllNews } from '@/lib/appapi/home';
import { GUIDES } from '@/lib/guides';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ ...GUIDES.NewsEvents, feeds: ['news', 'events'] });

export default async function NewsEventsPage() {
  const news = await getAllNews().catch(() => []);
  return (
    <div className="container page-content">
      <PageBreadcrumbs path="/NewsEvents" />
      <h1 className="page-title">News &amp; Events</h1>
      <FeedLinks feeds={['news', 'events']} />
      <NewsCards news={news} headingLevel="h2" />
    </div>
  );
}
