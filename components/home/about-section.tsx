import Link from 'next/link';
import { RichText } from '@/components/content/rich-text';
import { VideoFacade } from './video-facade';
import type { AboutRow } from '@/lib/appapi/types';
import { FALLBACK } from '@/lib/fallbacks';
import { textOf } from '@/lib/text';

/** `undefined`: the call failed (still to arrive); `null`: the backend has no about data. */
type AboutSectionProps = { about: AboutRow | null | undefined };

/** The home page's about section: title, description (7 lines) and the video. */
export function AboutSection({ about }: AboutSectionProps) {
  const pending = about === undefined;
  const title = textOf(about?.ABOUT_TITLE) || (pending ? FALLBACK.loading : 'About the University');
  const video = about?.ABOUT_LINK;
  return (
    <section className="home-section about-section" aria-labelledby="home-about-heading">
      <div className="container about-section__grid">
        <div>
          <h2 id="home-about-heading" className="home-section__title">{title}</h2>
          <RichText
            value={about?.ABOUT_DESC}
            fallback={pending ? FALLBACK.loadingDescription : FALLBACK.description}
            clampLines={7}
          />
          <Link href="/AboutUs" className="button" prefetch={false}>
            More about us
          </Link>
        </div>
        <div className="about-section__video">
          {video ? (
            <VideoFacade embedUrl={video} title={title} />
          ) : (
            <p className="video-fallback">{FALLBACK.video}</p>
          )}
        </div>
      </div>
    </section>
  );
}
