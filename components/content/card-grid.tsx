import { dateChip } from '@/lib/i18n/format';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import type { ViewImage } from '@/lib/views/view-image';
import { SiteImage } from './site-image';
import { RichText } from './rich-text';
import { BackendText } from './backend-text';

export type Card = {
  /** The backend's title, shown as sent. */
  title: string;
  image: ViewImage;
  date?: unknown;
  /** A formatted date line under the title (news), in the page's language. */
  dateText?: string;
  description?: unknown;
  clampLines?: number;
  href?: string | null;
  /** The card's id, which /feed.xml links a news item to. */
  anchor?: string | null;
};

type CardGridProps = {
  t: Dictionary;
  cards: Card[];
  empty: string;
  headingLevel?: 'h2' | 'h3';
};

/** Event, seminar and news cards: image, date chip, title and optional description. */
export function CardGrid({ t, cards, empty, headingLevel = 'h3' }: CardGridProps) {
  if (cards.length === 0) return <p className="empty-state">{empty}</p>;
  const Heading = headingLevel;
  return (
    <ul className="card-grid">
      {cards.map((card, index) => {
        const chip = card.date ? dateChip(card.date, t.lang) : null;
        return (
          <li key={index} id={card.anchor ?? undefined} className="card">
            <div className="card__media">
              <SiteImage
                t={t}
                image={card.image}
                alt=""
                width={800}
                height={500}
                sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 380px"
                className="card__image"
              />
              {chip && (
                <time className="date-chip" dateTime={chip.iso}>
                  <span className="date-chip__day">{chip.day}</span>
                  <span className="date-chip__month">{chip.month}</span>
                  <span className="date-chip__year">{chip.year}</span>
                </time>
              )}
            </div>
            <div className="card__body">
              {card.dateText && <p className="card__date">{card.dateText}</p>}
              {/* A linked title is marked as sent inside the link, so the link keeps the page's language. */}
              <Heading
                className="card__title"
                {...(card.href ? {} : backendTextAttributes(t.lang))}
              >
                {card.href ? (
                  <a href={card.href} target="_blank" rel="noopener noreferrer">
                    <BackendText lang={t.lang}>{card.title}</BackendText>
                    <span className="visually-hidden"> {t.layout.opensInNewTab}</span>
                  </a>
                ) : (
                  card.title
                )}
              </Heading>
              {card.description !== undefined && (
                <RichText
                  t={t}
                  value={card.description}
                  fallback=""
                  className="card__text"
                  clampLines={card.clampLines}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
