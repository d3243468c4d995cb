import { RichText } from '@/components/content/rich-text';
import { SiteImage } from '@/components/content/site-image';
import type { Information } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';

type InformationBannerProps = { t: Dictionary; information: Information | null };

/** The information banner of the home page, as sent; hidden when there is none. */
export function InformationBanner({ t, information }: InformationBannerProps) {
  if (!information) return null;
  return (
    <section className="information-banner" aria-labelledby="information-heading">
      <div className="container information-banner__grid">
        <div>
          <h2
            id="information-heading"
            className="information-banner__title"
            {...backendTextAttributes(t.lang)}
          >
            {information.title}
          </h2>
          <RichText t={t} value={information.description} fallback="" />
        </div>
        {information.image && (
          <SiteImage
            t={t}
            image={information.image}
            alt=""
            width={1200}
            height={500}
            sizes="(max-width: 768px) 100vw, 560px"
            className="information-banner__image"
          />
        )}
      </div>
    </section>
  );
}
