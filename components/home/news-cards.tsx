import { CardGrid } from '@/components/content/card-grid';
import type { NewsRow } from '@/lib/appapi/types';
import { formatNewsDate } from '@/lib/format';
import { newsAnchors } from '@/lib/feeds/stable-id';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { textOf } from '@/lib/text';

type NewsCardsProps = {
  t: Dictionary;
  news: NewsRow[];
  headingLevel?: 'h2' | 'h3';
  /** Each card gets the id /feed.xml links its item to: on /NewsEvents, which lists the same rows. */
  anchored?: boolean;
};

/** News as cards with image, date (long form, in the page's language) and title: home page and News & Events. */
export function NewsCards({ t, news, headingLevel, anchored = false }: NewsCardsProps) {
  const anchors = anchored ? newsAnchors(news) : [];
  return (
    <CardGrid
      t={t}
      headingLevel={headingLevel}
      empty={t.home.news.empty}
      cards={news.map((item, index) => ({
        title: textOf(item.NEWS_TITLE),
        image: item.NEWS_IMG,
        dateText: formatNewsDate(item.NEWS_DATE, t.lang),
        anchor: anchors[index],
      }))}
    />
  );
}
