import { SiteImage } from '@/components/content/site-image';
import type { CampusItem } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';

type CampusLifeProps = { t: Dictionary; campus: CampusItem[] };

export function CampusLife({ t, campus }: CampusLifeProps) {
  if (campus.length === 0) return null;
  const sent = backendTextAttributes(t.lang);
  return (
    <section className="home-section" aria-labelledby="campus-heading">
      <div className="container">
        <h2 id="campus-heading" className="home-section__title">
          {t.home.campusLife}
        </h2>
        <ul className="campus-grid">
          {campus.map((item, index) => (
            <li key={index} className="campus-grid__item">
              <SiteImage
                t={t}
                image={item.image}
                alt=""
                width={800}
                height={500}
                sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 380px"
                className="campus-grid__image"
              />
              <span className="campus-grid__title" {...sent}>
                {item.title}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
