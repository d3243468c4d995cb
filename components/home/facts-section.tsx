import { SiteImage } from '@/components/content/site-image';
import type { FactItem } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';

type FactsSectionProps = { t: Dictionary; facts: FactItem[] };

export function FactsSection({ t, facts }: FactsSectionProps) {
  if (facts.length === 0) return null;
  const sent = backendTextAttributes(t.lang);
  return (
    <section className="facts" aria-labelledby="facts-heading">
      <div className="container">
        <h2 id="facts-heading" className="facts__title">
          {t.home.facts}
        </h2>
        <ul className="facts__list">
          {facts.map((fact, index) => (
            <li key={index} className="facts__item">
              {fact.icon && (
                <SiteImage
                  t={t}
                  image={fact.icon}
                  alt=""
                  width={56}
                  height={56}
                  className="facts__icon"
                />
              )}
              {/* The backend's number, as sent (Western digits, with its own separators). */}
              <span className="facts__number" dir="ltr">
                {fact.number}
              </span>
              <span className="facts__label" {...sent}>
                {fact.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
