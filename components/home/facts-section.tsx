import { SiteImage } from '@/components/content/site-image';
import type { FactRow } from '@/lib/appapi/types';
import { formatFactNumber } from '@/lib/format';
import { textOf } from '@/lib/text';

type FactsSectionProps = { facts: FactRow[] };

export function FactsSection({ facts }: FactsSectionProps) {
  if (facts.length === 0) return null;
  return (
    <section className="facts" aria-labelledby="facts-heading">
      <div className="container">
        <h2 id="facts-heading" className="facts__title">Important Facts</h2>
        <ul className="facts__list">
          {facts.map((fact, index) => (
            <li key={index} className="facts__item">
              {fact.FACT_ICO && (
                <SiteImage src={fact.FACT_ICO} alt="" width={56} height={56} sizes="56px" className="facts__icon" />
              )}
              <span className="facts__number">{formatFactNumber(fact.FACT_NO)}</span>
              <span className="facts__label">{textOf(fact.FACT_TITLE)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
