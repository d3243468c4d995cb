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
import {
  aboutOf,
  campusItems,
  eventItems,
  factItems,
  informationOf,
  newsItems,
  viceChancellorOf,
} from '@/lib/views/home-view';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageDictionary } from '@/lib/i18n/server';
import { eventsJsonLd } from '@/lib/seo/json-ld/events';
import {
  universityJsonLd,
  universityOrganization,
  websiteJsonLd,
} from '@/lib/seo/json-ld/university';
import { pageMetadata, summarize } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

// The home page: everything it writes is in the page's language (the dictionary's `home`); what
// the backend sends (about, the vice chancellor, news, events, campus life, facts) is shown as
// sent, marked lang="en" on pages in other languages.

export async function generateMetadata() {
  const t = await pageDictionary();
  const about = await getAbout().catch(() => null);
  return pageMetadata(t, {
    title: t.site.name,
    // The backend's about text is English: on other languages' pages, the site's own description.
    description:
      t.lang === 'en'
        ? summarize(about?.ABOUT_DESC, `${t.site.name}, ${t.site.place}.`)
        : t.site.description,
    path: '/',
    feeds: ['news', 'events'],
  });
}

export default async function HomePage() {
  const t = await pageDictionary();
  const [popup, slides, about, information, events, campus, news, facts, contact] =
    await Promise.all([
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
    events.map((event) => ({
      name: event.EVENT_TITLE,
      date: event.EVENT_DATE,
      image: event.EVENT_IMG,
      description: event.EVENT_DESC,
    })),
    universityOrganization(),
    '/',
    contact,
    t.lang,
  );
  const slider = t.home.slider;

  return (
    <>
      <JsonLd data={websiteJsonLd(t.site.name, t.lang)} />
      <JsonLd data={universityJsonLd(about ?? null, contact)} />
      {eventData.length > 0 && <JsonLd data={eventData} />}
      <h1 className="visually-hidden">{t.site.name}</h1>
      {slides.length > 0 && (
        <HeroSlider
          slides={slides.map((slide, index) => ({
            ...imageSource(slide.SLIDER_IMG as string),
            alt: slider.slideAlt(t.site.name, index + 1, slides.length),
          }))}
          labels={{
            dir: LANGUAGES[t.lang].dir,
            label: slider.label,
            roleDescription: slider.roleDescription,
            previous: slider.previous,
            next: slider.next,
            first: slider.first,
            last: slider.last,
            goTo: slider.goTo,
            slideLabel: slider.slideLabel,
          }}
        />
      )}
      <FindProgramme t={t} />
      <AboutSection t={t} about={aboutOf(about)} />
      <InformationBanner t={t} information={informationOf(information)} />
      <LatestEvents t={t} events={eventItems(events)} />
      <section className="home-section" aria-labelledby="vc-heading">
        <div className="container">
          <VcMessage t={t} vc={viceChancellorOf(about)} clamp headingId="vc-heading" />
        </div>
      </section>
      <CampusLife t={t} campus={campusItems(campus)} />
      <section className="home-section home-section--alt" aria-labelledby="news-heading">
        <div className="container">
          <h2 id="news-heading" className="home-section__title">
            {t.home.news.title}
          </h2>
          <NewsCards t={t} news={newsItems(news)} />
          <FeedLinks t={t} feeds={['news']} />
        </div>
      </section>
      <FactsSection t={t} facts={factItems(facts)} />
      {/* After the content, which paints before the popup opens (lib/views/home-popup.ts). */}
      {popup && (
        <HomePopup
          image={imageSource(popup).src}
          optimizable={imageSource(popup).optimizable}
          labels={t.home.popup}
        />
      )}
    </>
  );
}
