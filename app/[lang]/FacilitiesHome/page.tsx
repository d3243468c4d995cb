import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { guideSectionPage } from '@/components/layout/section-page';
import { BRAND } from '@/lib/content/brand';
import { guidePage } from '@/lib/content/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, guidePage(t, 'FacilitiesHome'));
}

/** The facility tiles; the facilities side menu links to their ids. */
const FACILITIES = [
  {
    id: 'library',
    key: 'library',
    icon: 'M4 4h5v16H4zM10 4h4v16h-4zM15.5 4.5l3.8-1 3.2 15.5-3.8.8z',
  },
  {
    id: 'transport',
    key: 'transport',
    icon: 'M5 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2v2h-3v-2H8v2H5v-2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 3v5h14V7zm1.5 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm11 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  {
    id: 'hostel',
    key: 'hostel',
    icon: 'M3 21V9l9-6 9 6v12h-6v-6H9v6z',
  },
  {
    id: 'sports',
    key: 'sports',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2c1.4 0 2.7.4 3.8 1l-1.3 2.7-2.5-.4-2.5.4L8.2 5A8 8 0 0 1 12 4zm-7.9 7.1 2-1.6 2.3 1.2.5 2.7-1.8 2L5 13.3a8 8 0 0 1-.9-2.2zM12 20a8 8 0 0 1-3.5-.8l.8-2.4h4.4l.8 2.4A8 8 0 0 1 12 20z',
  },
  {
    id: 'scholarships',
    key: 'scholarships',
    icon: 'M12 3 1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z',
  },
  {
    id: 'it-facilities',
    key: 'itFacilities',
    icon: 'M3 5h18v11H3zm2 2v7h14V7zM1 18h22v2H1z',
  },
] as const;

export default guideSectionPage('/FacilitiesHome', ({ t }) => (
  <>
    <PageBreadcrumbs t={t} path="/FacilitiesHome" />
    <h1 className="page-title">{t.facilities.heading}</h1>
    <p className="lead-text">{t.facilities.lead(BRAND.shortName)}</p>
    <ul className="tile-grid">
      {FACILITIES.map((facility) => (
        <li key={facility.id} id={facility.id} className="tile">
          <svg className="tile__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={facility.icon} />
          </svg>
          <h2 className="tile__title">{t.facilities[facility.key].title}</h2>
          <p>{t.facilities[facility.key].text}</p>
        </li>
      ))}
    </ul>
  </>
));
