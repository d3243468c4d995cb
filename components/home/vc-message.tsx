import Link from 'next/link';
import { RichText } from '@/components/content/rich-text';
import { SiteImage } from '@/components/content/site-image';
import type { ViceChancellor } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { localHref } from '@/lib/routing/routes';

type VcMessageProps = {
  t: Dictionary;
  vc: ViceChancellor;
  /** Clamp the message to 12 lines (the home page); the About page shows it whole. */
  clamp?: boolean;
  headingId: string;
};

/** The vice chancellor's message with photo and name (as sent; the fallback 'N/A' when missing). */
export function VcMessage({ t, vc, clamp = false, headingId }: VcMessageProps) {
  const sentName = vc.name;
  const v = t.home.vc;
  return (
    <div className="vc-message">
      <figure className="vc-message__figure">
        <SiteImage
          t={t}
          image={vc.photo}
          alt={sentName ? v.portrait(sentName) : ''}
          width={320}
          height={320}
          sizes="(max-width: 768px) 60vw, 320px"
          className="vc-message__photo"
        />
        <figcaption>
          {sentName ? (
            <span className="vc-message__name" {...backendTextAttributes(t.lang)}>
              {sentName}
            </span>
          ) : (
            <span className="vc-message__name">{t.fallback.vcName}</span>
          )}
          <span className="vc-message__role">{v.role}</span>
        </figcaption>
      </figure>
      <div>
        <h2 id={headingId} className="home-section__title">
          {v.title}
        </h2>
        <RichText
          t={t}
          value={vc.message}
          fallback={t.fallback.message}
          clampLines={clamp ? 12 : undefined}
        />
        {clamp && (
          <Link href={localHref('/AboutUs#vc-message', t.lang)} className="button" prefetch={false}>
            {v.readMore}
          </Link>
        )}
      </div>
    </div>
  );
}
