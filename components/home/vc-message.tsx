import Link from 'next/link';
import { RichText } from '@/components/content/rich-text';
import { SiteImage } from '@/components/content/site-image';
import type { AboutRow } from '@/lib/appapi/types';
import { FALLBACK } from '@/lib/fallbacks';
import { textOf } from '@/lib/text';

type VcMessageProps = {
  about: AboutRow | null | undefined;
  /** Clamp the message (12 lines on the home page, spec §9); the About page shows it whole. */
  clamp?: boolean;
  headingId: string;
};

/** The vice chancellor's message with photo and name ('N/A' when missing). */
export function VcMessage({ about, clamp = false, headingId }: VcMessageProps) {
  const name = textOf(about?.VC_NAME) || FALLBACK.vcName;
  return (
    <div className="vc-message">
      <figure className="vc-message__figure">
        <SiteImage
          src={about?.VC_IMG}
          alt={textOf(about?.VC_NAME) ? `Portrait of ${name}` : ''}
          width={320}
          height={320}
          sizes="(max-width: 768px) 60vw, 320px"
          className="vc-message__photo"
        />
        <figcaption>
          <span className="vc-message__name">{name}</span>
          <span className="vc-message__role">Vice Chancellor</span>
        </figcaption>
      </figure>
      <div>
        <h2 id={headingId} className="home-section__title">Vice Chancellor&apos;s Message</h2>
        <RichText value={about?.VC_MESSAGE} fallback={FALLBACK.message} clampLines={clamp ? 12 : undefined} />
        {clamp && (
          <Link href="/AboutUs#vc-message" className="button" prefetch={false}>
            Read the full message
          </Link>
        )}
      </div>
    </div>
  );
}
