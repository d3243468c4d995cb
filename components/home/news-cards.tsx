import { CardGrid } from '@/components/content/card-grid';
import type { NewsRow } from '@/lib/appapi/types';
import { formatNewsDate } from '@/lib/format';
import { textOf } from '@/lib/text';

type NewsCardsProps = { news: NewsRow[]; headingLevel?: 'h2' | 'h3' };

/** News as cards with image, date (en-GB long form) and title: home page and News & Events. */
export function NewsCards({ news, headingLevel }: NewsCardsProps) {
  return (
    <CardGrid
      headingLevel={headingLevel}
      empty="There is no news at the moment."
      cards={news.map((item) => ({
        title: textOf(item.NEWS_TITLE),
        image: item.NEWS_IMG,
        dateText: formatNewsDate(item.NEWS_DATE),
      }))}
    />
  );
}
