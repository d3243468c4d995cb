import { CardGrid } from '@/components/content/card-grid';
import type { NewsRow } from '@/lib/appapi/types';
import { formatNewsDate } from '@/lib/format';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { textOf } from '@/lib/text';

type NewsCardsProps = { t: Dictionary; news: NewsRow[]; headingLevel?: 'h2' | 'h3' };

/** News as cards with image, date (long form, in the page's language) and title: home page and News & Events. */
export function NewsCards({ t, news, headingLevel }: NewsCardsProps) {
  return (
    <CardGrid
      t={t}
      headingLevel={headingLevel}
      empty={t.home.news.empty}
      cards={news.map((item) => ({
        title: textOf(item.NEWS_TITLE),
        image: item.NEWS_IMG,
        dateText: formatNewsDate(item.NEWS_DATE, t.lang),
      }))}
    />
  );
}
