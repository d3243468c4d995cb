import Link from 'next/link';
import { RichText } from '@/components/content/rich-text';
import { VideoFacade } from './video-facade';
import type { About } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { localHref } from '@/lib/routing/routes';

/** `undefined`: the call failed (still to arrive); `null`: the backend has no about data. */
type AboutSectionProps = { t: Dictionary; about: About | null | undefined };

/**
 * The home page's about section: title, description (7 lines) and the video. On a page in another
 * language it is headed in that language, the backend's English title beneath.
 */
export function AboutSection({ t, about }: AboutSectionProps) {
  const pending = about === undefined;
  const sentTitle = about?.title ?? '';
  const title = sentTitle || (pending ? t.fallback.loading : t.home.about.title);
  const titleLang = sentTitle ? backendTextAttributes(t.lang) : {};
  const ownHeading = t.lang !== 'en';
  const video = about?.video;
  return (
    <section className="home-section about-section" aria-labelledby="home-about-heading">
      <div className="container about-section__grid">
        <div>
          {ownHeading ? (
            <>
              <h2 id="home-about-heading" className="home-section__title">
                {t.home.about.title}
              </h2>
              {sentTitle && (
                <p className="about-section__sent-title" {...titleLang}>
                  {sentTitle}
                </p>
              )}
            </>
          ) : (
            <h2 id="home-about-heading" className="home-section__title">
              {title}
            </h2>
          )}
          <RichText
            t={t}
            value={about?.description}
            fallback={pending ? t.fallback.loadingDescription : t.fallback.description}
            clampLines={7}
          />
          <Link href={localHref('/AboutUs', t.lang)} className="button" prefetch={false}>
            {t.home.about.more}
          </Link>
        </div>
        <div className="about-section__video">
          {video ? (
            <VideoFacade
              embedUrl={video}
              title={title}
              titleLang={titleLang}
              playLabel={t.home.about.playVideo}
            />
          ) : (
            <p className="video-fallback">{t.fallback.video}</p>
          )}
        </div>
      </div>
    </section>
  );
}
