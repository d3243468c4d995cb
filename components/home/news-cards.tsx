import { CardGrid } from '@/components/content/card-grid';
import { formatNewsDate } from '@/lib/i18n/format';
import type { NewsItem } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type NewsCardsProps = { t: Dictionary; news: NewsItem[]; headingLevel?: 'h2' | 'h3' };

/** News as cards with image, date (long form, in the page's language) and title: home page and News & Events. */
export function NewsCards({ t, news, headingLevel }: NewsCardsProps) {
  return (
    <CardGrid
      t={t}
      headingLevel={headingLevel}
      empty={t.home.news.empty}
      cards={news.map((item) => ({
        title: item.title,
        image: item.image,
        dateText: formatNewsDate(item.date, t.lang),
        anchor: item.anchor,
      }))}
    />
  );
}
