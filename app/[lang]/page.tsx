import { FeedLinks } from '@/components/content/feed-links';
import { JsonLd } from '@/components/content/json-ld';
import { AboutSection } from '@/components/home/about-section';
import { CampusLife } from '@/components/home/campus-life';
import { FindProgramme } from '@/components/home/find-programme';
import { FactsSection } from '@/components/home/facts-section';
import { HeroSlider } from '@/components/home/hero-slider';
import { HomePopup } from '@/components/home/home-popup';
import { InformationBanner } from '@/components/home/information-banner';
import { LatestEvents } from '@/components/home/latest-events';
import { NewsCards } from '@/components/home/news-cards';
import { VcMessage } from '@/components/home/vc-message';
import { imageSource } from '@/lib/appapi/backend-image';
import {
  getAbout,
  getCampusLife,
  getFacts,
  getHomeEvents,
  getHomeNews,
  getInformation,
  getPopupImage,
  getSlides,
} from '@/lib/appapi/home';
import { getContact } from '@/lib/appapi/site';
import { BRAND } from '@/lib/brand';
import { OPEN_POPUP_NOW } from '@/lib/home-popup';
import { eventsJsonLd, universityJsonLd, universityOrganization } from '@/lib/json-ld';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata, summarize } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const about = await getAbout().catch(() => null);
  return pageMetadata(await pageDictionary(), {
    title: BRAND.name,
    description: summarize(about?.ABOUT_DESC, `${BRAND.name}, ${BRAND.place}.`),
    path: '/',
    feeds: ['news', 'events'],
  });
}

export default async function HomePage() {
  const [popup, slides, about, information, events, campus, news, facts, contact] = await Promise.all([
    getPopupImage().catch(() => null),
    getSlides().catch(() => []),
    getAbout().catch(() => undefined),
    getInformation().catch(() => null),
    getHomeEvents().catch(() => []),
    getCampusLife().catch(() => []),
    getHomeNews().catch(() => []),
    getFacts().catch(() => []),
    getContact().catch(() => null),
  ]);
  const eventData = eventsJsonLd(
    events.map((event) => ({ name: event.EVENT_TITLE, date: event.EVENT_DATE, image: event.EVENT_IMG, description: event.EVENT_DESC })),
    universityOrganization(),
    contact,
  );

  return (
    <>
      <JsonLd data={universityJsonLd(about ?? null, contact)} />
      {eventData.length > 0 && <JsonLd data={eventData} />}
      <h1 className="visually-hidden">{BRAND.name}</h1>
      {popup && (
        <>
          <HomePopup image={imageSource(popup).src} optimizable={imageSource(popup).optimizable} />
          <script dangerouslySetInnerHTML={{ __html: OPEN_POPUP_NOW }} />
        </>
      )}
      {slides.length > 0 && (
        <HeroSlider
          slides={slides.map((slide, index) => ({
            ...imageSource(slide.SLIDER_IMG as string),
            alt: `${BRAND.name}: campus picture ${index + 1} of ${slides.length}`,
          }))}
        />
      )}
      <FindProgramme />
      <AboutSection about={about} />
      <InformationBanner information={information} />
      <LatestEvents events={events} />
      <section className="home-section" aria-labelledby="vc-heading">
        <div className="container">
          <VcMessage about={about} clamp headingId="vc-heading" />
        </div>
      </section>
      <CampusLife campus={campus} />
      <section className="home-section home-section--alt" aria-labelledby="news-heading">
        <div className="container">
          <h2 id="news-heading" className="home-section__title">News Updates</h2>
          <NewsCards news={news} />
          <FeedLinks feeds={['news']} />
        </div>
      </section>
      <FactsSection facts={facts} />
    </>
  );
}
