import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ReportHydration } from '@/components/layout/report-hydration';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getAdminDepartments, getContact, getFaculties, getProspectusUrl } from '@/lib/appapi/site';
import { BRAND } from '@/lib/content/brand';
import { getConfig, isDemoBackend } from '@/lib/config/site-config';
import { contactDetails, socialLinks } from '@/lib/views/contact';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary, pageLanguage } from '@/lib/i18n/server';
import { buildMainNav } from '@/lib/menus/main-nav';
import { payloadSlot } from '@/lib/next-internals/react-payload.mjs';
import { SERVICE_WORKER_REGISTRATION } from '@/lib/offline/registration';
import { hrefTo, localHref } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import { manifestPath, SITE_ICONS } from '@/lib/seo/web-manifest';
import '../site.css';

// The root layout of every page, in each language (the `lang` root param: /AboutUs is
// /en/AboutUs, /ur/AboutUs is itself; next.config.mjs). It sets <html lang dir>; everything it
// writes comes from the language's dictionary.

export function generateStaticParams() {
  return LANGUAGE_CODES.map((lang) => ({ lang }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageDictionary();
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: t.site.name, template: `%s${TITLE_SUFFIX}` },
    description: t.site.description,
    manifest: manifestPath(await pageLanguage()),
    icons: SITE_ICONS,
  };
}

export const viewport: Viewport = {
  themeColor: BRAND.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const lang = await pageLanguage();
  const t = await pageDictionary();
  // Each part of the layout falls back on its own (docs/behaviour.md, Layout).
  const [faculties, adminDepartments, prospectusUrl, contact] = await Promise.all([
    getFaculties().catch(() => []),
    getAdminDepartments().catch(() => []),
    getProspectusUrl().catch(() => null),
    getContact().catch(() => null),
  ]);
  const academics = faculties.map((row) => ({
    id: textOf(row.FACULTY_ID),
    name: textOf(row.FACULTY_NAME),
  }));
  const navItems = buildMainNav(t, {
    faculties: academics,
    adminDepartments: adminDepartments.map((row) => ({
      id: textOf(row.DeptID),
      title: textOf(row.DeptTitle),
    })),
    prospectusUrl,
  });
  // The language switch: this page in each other language (English and Sindhi on Urdu pages…),
  // each link in its own language and direction.
  const languageSwitches = LANGUAGE_CODES.filter((code) => code !== lang).map((code) => ({
    to: code,
    tag: LANGUAGES[code].tag,
    dir: LANGUAGES[code].dir,
    name: LANGUAGES[code].name,
    label: DICTIONARIES[code].layout.switchLabel,
  }));

  return (
    // The build's client start (next.config.mjs) says whether the page cache may keep the React
    // payload out of this page's HTML (lib/next-internals/react-payload.mjs).
    <html
      lang={LANGUAGES[lang].tag}
      dir={LANGUAGES[lang].dir}
      {...payloadSlot(process.env.CLIENT_START)}
    >
      <body>
        <a href="#main-content" className="skip-link">
          {t.layout.skipLink}
        </a>
        {isDemoBackend() && (
          // A landmark of its own: every part of the page is in one, for screen-reader navigation.
          <aside className="demo-notice" aria-label={t.layout.demoNoticeLabel}>
            <p>{t.layout.demoNotice}</p>
          </aside>
        )}
        <SiteHeader t={t} navItems={navItems} languageSwitches={languageSwitches} />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          t={t}
          contact={contact && contactDetails(contact)}
          social={socialLinks(contact)}
          academics={academics.map(({ id, name }) => ({
            label: name,
            href: localHref(hrefTo('/FacHome', id), lang),
            ...backendTextAttributes(lang),
          }))}
          mapEmbedUrl={getConfig().mapEmbedUrl}
        />
        {/* The offline service worker, built by `next build` only (next.config.mjs). */}
        {process.env.NODE_ENV === 'production' && (
          <script dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} />
        )}
        <ReportHydration />
      </body>
    </html>
  );
}
