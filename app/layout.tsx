import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getAdminDepartments, getContact, getFaculties, getProspectusUrl } from '@/lib/appapi/site';
import { BRAND } from '@/lib/brand';
import { getConfig, isDemoBackend } from '@/lib/config';
import { buildMainNav } from '@/lib/menus/main-nav';
import { hrefTo } from '@/lib/routes';
import { textOf } from '@/lib/text';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: BRAND.name, template: `%s | ${BRAND.shortName}` },
    description: `${BRAND.name}, ${BRAND.place}: faculties, departments, programmes, admissions and campus life.`,
    icons: { icon: BRAND.logo },
  };
}

export const viewport: Viewport = { themeColor: '#0b5d3b', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Each part of the layout falls back on its own: the faculty list to empty (spec §8), the
  // prospectus to the placeholder, the contact card to its loading text.
  const [faculties, adminDepartments, prospectusUrl, contact] = await Promise.all([
    getFaculties().catch(() => []),
    getAdminDepartments().catch(() => []),
    getProspectusUrl().catch(() => null),
    getContact().catch(() => null),
  ]);
  const academics = faculties.map((row) => ({ id: textOf(row.FACULTY_ID), name: textOf(row.FACULTY_NAME) }));
  const navItems = buildMainNav({
    faculties: academics,
    adminDepartments: adminDepartments.map((row) => ({ id: textOf(row.DeptID), title: textOf(row.DeptTitle) })),
    prospectusUrl,
  });

  return (
    <html lang="en-GB">
      <body>
        <a href="#main-content" className="skip-link">
          Skip to main content
        </a>
        {isDemoBackend() && (
          // A landmark of its own: every part of the page is in one, for screen-reader navigation.
          <aside className="demo-notice" aria-label="About this site">
            <p>Demonstration site: all content describes a fictional university.</p>
          </aside>
        )}
        <SiteHeader navItems={navItems} />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          contact={contact}
          academics={academics.map(({ id, name }) => ({ label: name, href: hrefTo('/FacHome', id) }))}
          mapEmbedUrl={getConfig().mapEmbedUrl}
        />
      </body>
    </html>
  );
}
