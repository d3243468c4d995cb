import { RichText } from '@/components/content/rich-text';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type ObjectiveListProps = {
  t: Dictionary;
  heading: string;
  /** Comes before each objective's number: 'PEO-' gives PEO-1, PEO-2, … */
  prefix: string;
  objectives: unknown[];
  empty: string;
};

/** A department's programme educational objectives (PEOs) or learning outcomes (PLOs). */
export function ObjectiveList({ t, heading, prefix, objectives, empty }: ObjectiveListProps) {
  return (
    <section aria-labelledby="objectives-heading">
      <h2 id="objectives-heading" className="section-title">
        {heading}
      </h2>
      {objectives.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ol className="objective-list">
          {objectives.map((objective, index) => (
            <li key={index}>
              <span className="objective-list__label">
                {prefix}
                {index + 1}
              </span>
              <RichText t={t} value={objective} fallback="" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
