import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import {
  ACCESSIBILITY_PATH,
  ACCESSIBILITY_REVIEWED,
  accessibilityPage,
} from '@/lib/content/accessibility';
import { getContact } from '@/lib/appapi/site';
import { contactDetails, telHref } from '@/lib/views/contact';
import { formatNewsDate } from '@/lib/i18n/format';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary } from '@/lib/i18n/server';
import { interleave } from '@/lib/i18n/templates';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, accessibilityPage(t));
}

/** A section of the statement: its heading, the dictionary's sentences as a list, and what goes around them. */
function ListSection({
  id,
  heading,
  items,
  before,
  after,
}: {
  id: string;
  heading: string;
  items: readonly string[];
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="content-section">
      <h2 id={id} className="section-title">
        {heading}
      </h2>
      {before}
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {after}
    </section>
  );
}

export default async function AccessibilityPage() {
  const t = await pageDictionary();
  const a = t.accessibility;
  // The same contact row as the footer's (CONTACT_GET, cached): who to tell about a problem.
  const row = await getContact().catch(() => null);
  const { email, mobile, phone } = contactDetails(row);
  const sent = backendTextAttributes(t.lang);
  return (
    <div className="container page-content">
      <PageBreadcrumbs t={t} path={ACCESSIBILITY_PATH} />
      <h1 className="page-title">{a.heading}</h1>
      <p className="lead-text">{a.lead}</p>
      <section aria-labelledby="standard-heading" className="content-section">
        <h2 id="standard-heading" className="section-title">
          {a.standardHeading}
        </h2>
        <p>{a.standard}</p>
        <p>{a.status}</p>
      </section>
      <ListSection
        id="checks-heading"
        heading={a.checksHeading}
        items={a.checks}
        before={<p>{a.checksIntro}</p>}
        after={<p>{a.checksLimits}</p>}
      />
      <ListSection id="works-heading" heading={a.worksHeading} items={a.works} />
      <ListSection id="gaps-heading" heading={a.gapsHeading} items={a.gaps} />
      <section aria-labelledby="report-heading" className="content-section">
        <h2 id="report-heading" className="section-title">
          {a.reportHeading}
        </h2>
        <p>{a.report}</p>
        {row ? (
          // The backend's details, as the contact page shows them; a missing one is its 'N/A'.
          <dl className="contact-card__list">
            <dt>{t.contact.email}</dt>
            <dd>
              {email ? (
                <a href={`mailto:${email}`} {...sent}>
                  {email}
                </a>
              ) : (
                t.fallback.cell
              )}
            </dd>
            <dt>{t.contact.mobile}</dt>
            <dd>
              {mobile ? (
                <a href={telHref(mobile)} {...sent}>
                  {mobile}
                </a>
              ) : (
                t.fallback.cell
              )}
            </dd>
            <dt>{t.contact.phone}</dt>
            <dd>
              {phone ? (
                <a href={telHref(phone)} {...sent}>
                  {phone}
                </a>
              ) : (
                t.fallback.cell
              )}
            </dd>
          </dl>
        ) : (
          <p className="fallback-text">{t.fallback.loadingContact}</p>
        )}
        <h3 id="include-heading">{a.includeHeading}</h3>
        <ul className="check-list">
          {a.include.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <p>
        {interleave(a.reviewed, {
          date: (
            <time dateTime={ACCESSIBILITY_REVIEWED}>
              {formatNewsDate(ACCESSIBILITY_REVIEWED, t.lang)}
            </time>
          ),
        })}
      </p>
    </div>
  );
}
