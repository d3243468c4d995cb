import Link from 'next/link';
import { GUIDES } from '@/lib/content/guides';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { localHref } from '@/lib/routing/routes';

/** The home page's way into the programme finder and the admission guide. */
export function FindProgramme({ t }: { t: Dictionary }) {
  const f = t.home.find;
  return (
    <section className="find-programme" aria-labelledby="find-programme-heading">
      <div className="container find-programme__inner">
        <div>
          <h2 id="find-programme-heading" className="find-programme__title">
            {f.title}
          </h2>
          <p className="find-programme__text">{f.text}</p>
        </div>
        <p className="find-programme__actions">
          <Link
            href={localHref(GUIDES.ProgrammeFinder.path, t.lang)}
            prefetch={false}
            className="button"
          >
            {f.browse}
          </Link>
          <Link
            href={localHref(GUIDES.AdmissionHome.path, t.lang)}
            prefetch={false}
            className="button button--outline"
          >
            {f.apply}
          </Link>
        </p>
      </div>
    </section>
  );
}
