import Link from 'next/link';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { localHref } from '@/lib/routing/routes';

/** A programme as listed: its title as sent and its page's href (`/ProHome?id=…`). */
export type ProgrammeLink = { title: string; href: string };

type ProgrammeListProps = { t: Dictionary; programmes: ProgrammeLink[] };

/** 'Programmes Offered': a department's programmes as a numbered list of links. */
export function ProgrammeList({ t, programmes }: ProgrammeListProps) {
  return (
    <section aria-labelledby="programmes-heading" className="content-section">
      <h2 id="programmes-heading" className="section-title">
        {t.department.programmesOffered}
      </h2>
      {programmes.length === 0 ? (
        <p className="empty-state">{t.fallback.programmes}</p>
      ) : (
        <ol className="numbered-list">
          {programmes.map((programme) => (
            <li key={programme.href}>
              <Link
                href={localHref(programme.href, t.lang)}
                prefetch={false}
                {...backendTextAttributes(t.lang)}
              >
                {programme.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
