import { RichText } from '@/components/content/rich-text';
import { SiteImage } from '@/components/content/site-image';
import type { InformationRow } from '@/lib/appapi/types';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { asSent } from '@/lib/i18n/sent';
import { textOf } from '@/lib/text';

type InformationBannerProps = { t: Dictionary; information: InformationRow | null };

/** The information banner of the home page (DPT_INFORMATION_GET), as sent; hidden when there is none. */
export function InformationBanner({ t, information }: InformationBannerProps) {
  const title = textOf(information?.INFORMATION_TITLE);
  if (!information || !title) return null;
  return (
    <section className="information-banner" aria-labelledby="information-heading">
      <div className="container information-banner__grid">
        <div>
          <h2 id="information-heading" className="information-banner__title" {...asSent(t.lang)}>
            {title}
          </h2>
          <RichText t={t} value={information.INFORMATION_DESC} fallback="" />
        </div>
        {information.INFORMATION_IMG && (
          <SiteImage
            t={t}
            src={information.INFORMATION_IMG}
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
