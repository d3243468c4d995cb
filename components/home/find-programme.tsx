import Link from 'next/link';
import { GUIDES } from '@/lib/guides';

/** The home page's way into the programme finder and the admission guide (issue 11). */
export function FindProgramme() {
  return (
    <section className="find-programme" aria-labelledby="find-programme-heading">
      <div className="container find-programme__inner">
        <div>
          <h2 id="find-programme-heading" className="find-programme__title">Find your programme</h2>
          <p className="find-programme__text">
            Bachelor&apos;s, master&apos;s and doctoral degrees in every faculty, with what it takes to apply.
          </p>
        </div>
        <p className="find-programme__actions">
          <Link href={GUIDES.ProgrammeFinder.path} prefetch={false} className="button">
            Browse all programmes
          </Link>
          <Link href={GUIDES.AdmissionHome.path} prefetch={false} className="button button--outline">
            How to apply
          </Link>
        </p>
      </div>
    </section>
  );
}
