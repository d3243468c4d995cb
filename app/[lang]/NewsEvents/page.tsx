import { FeedLinks } from '@/components/content/feed-links';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { NewsCards } from '@/components/home/news-cards';
import { getAllNews } from '@/lib/appapi/home';
import { guidePage } from '@/lib/content/guides';
import { newsItems } from '@/lib/views/home-view';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { sharedPage } from '@/lib/seo/share';
import { ShareLinks } from '@/components/share/share-links';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, { ...guidePage(t, 'NewsEvents'), feeds: ['news', 'events'] });
}

/** All the news, as cards: their titles as sent, their dates in the page's language (NewsCards). */
export default async function NewsEventsPage() {
  const t = await pageDictionary();
  const news = await getAllNews().catch(() => []);
  return (
    <div className="container page-content">
      <PageBreadcrumbs t={t} path="/NewsEvents" />
      <h1 className="page-title">{t.news.heading}</h1>
      <FeedLinks t={t} feeds={['news', 'events']} />
      <NewsCards t={t} news={newsItems(news, { anchored: true })} headingLevel="h2" />
      <ShareLinks
        t={t}
        page={sharedPage(guidePage(t, 'NewsEvents').title, '/NewsEvents', t.lang)}
      />
    </div>
  );
}
