import { SiteImage } from '@/components/content/site-image';
import type { CampusRow } from '@/lib/appapi/types';
import { textOf } from '@/lib/text';

type CampusLifeProps = { campus: CampusRow[] };

export function CampusLife({ campus }: CampusLifeProps) {
  if (campus.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="campus-heading">
      <div className="container">
        <h2 id="campus-heading" className="home-section__title">Campus Life</h2>
        <ul className="campus-grid">
          {campus.map((item, index) => (
            <li key={index} className="campus-grid__item">
              <SiteImage
                src={item.CAMPUS_IMG}
                alt=""
                width={800}
                height={500}
                sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 380px"
                className="campus-grid__image"
              />
              <span className="campus-grid__title">{textOf(item.CAMPUS_TITLE)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
