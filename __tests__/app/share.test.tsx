/** @jest-environment node */
import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import InstructionPage, {
  generateMetadata as instructionMetadata,
} from '@/app/[lang]/(admission)/Instruction/page';
import DptHomePage, {
  generateMetadata as dptHomeMetadata,
} from '@/app/[lang]/department/[id]/DptHome/page';
import FacultyPage, {
  generateMetadata as facultyMetadata,
} from '@/app/[lang]/department/[id]/Faculty/page';
import FacHomePage, {
  generateMetadata as facHomeMetadata,
} from '@/app/[lang]/faculty/[id]/FacHome/page';
import NewsEventsPage, { generateMetadata as newsMetadata } from '@/app/[lang]/NewsEvents/page';
import ProHomePage, {
  generateMetadata as proHomeMetadata,
} from '@/app/[lang]/programme/[id]/ProHome/page';
import { getConfig } from '@/lib/config/site-config';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { stubBackend, withNockBackend } from '../support/appapi';
import { idProps, renderHtml } from '../support/render';
import { setPageLanguage } from '../support/root-params';
import {
  DEPT_ID,
  FACULTY_ID,
  PROGRAMME_ID,
  bannerTitle,
  departmentAbout,
  facultyDetail,
  programme,
} from './fixtures';

// "Share this page" on every department, faculty, programme, news and admission page: a plain
// WhatsApp link with the page's title (as link previews show it) and its canonical address, in
// the page's language, that needs no script; beside it the share/copy button.

withNockBackend();

type Case = { name: string; page: () => Promise<ReactElement>; metadata: () => Promise<Metadata> };

const CASES: Case[] = [
  {
    name: 'DptHome',
    page: () => DptHomePage(idProps(DEPT_ID)),
    metadata: () => dptHomeMetadata(idProps(DEPT_ID)),
  },
  {
    name: 'Faculty',
    page: () => FacultyPage(idProps(DEPT_ID)),
    metadata: () => facultyMetadata(idProps(DEPT_ID)),
  },
  {
    name: 'FacHome',
    page: () => FacHomePage(idProps(FACULTY_ID)),
    metadata: () => facHomeMetadata(idProps(FACULTY_ID)),
  },
  {
    name: 'ProHome',
    page: () => ProHomePage(idProps(PROGRAMME_ID)),
    metadata: () => proHomeMetadata(idProps(PROGRAMME_ID)),
  },
  { name: 'NewsEvents', page: () => NewsEventsPage(), metadata: () => newsMetadata() },
  { name: 'Instruction', page: () => InstructionPage(), metadata: () => instructionMetadata() },
];

const ROWS = {
  DPT_ABOUT_GET: [departmentAbout],
  DEPARTMENT_PROGRAMS_GET: [],
  DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
  FACULTY_GET_ALL: [facultyDetail],
  PROGRAM_GET_ALL: [programme],
};

/** The message a wa.me link hands to WhatsApp. */
const messageOf = (href: string | null | undefined) =>
  new URL(String(href)).searchParams.get('text');

describe.each(LANGUAGE_CODES)('share links in %s', (lang) => {
  beforeEach(() => setPageLanguage(lang));

  it.each(CASES)(
    '$name: WhatsApp gets its <title> and canonical address, with no script needed',
    async ({ page, metadata }) => {
      stubBackend(ROWS);
      const view = renderHtml(await page());
      const meta = await metadata();
      const t = DICTIONARIES[lang];

      const share = view.getByRole('region', { name: t.share.heading });
      const whatsApp = share.querySelector('a[href^="https://wa.me/"]');
      expect(whatsApp?.textContent).toContain(t.share.whatsApp);
      expect(whatsApp?.getAttribute('target')).toBe('_blank');
      const canonical = `${getConfig().siteUrl}${String(meta.alternates?.canonical)}`;
      expect(messageOf(whatsApp?.getAttribute('href'))).toBe(
        `${String(meta.openGraph?.title)}\n${canonical}`,
      );
      expect(canonical).toContain(lang === 'en' ? '' : `/${lang}/`);
      // The button, drawn by the server in the page's language; script makes it work.
      expect(share.querySelector('button[type="button"]')?.textContent).toBe(t.share.copy);
    },
  );
});

describe('share links when the backend fails', () => {
  it("hand on the page's fallback title, still with its address", async () => {
    stubBackend({});
    const view = renderHtml(await DptHomePage(idProps(DEPT_ID)));
    const whatsApp = view.getByRole('link', { name: /Share on WhatsApp/ });
    expect(messageOf(whatsApp.getAttribute('href'))).toBe(
      `Department | KUST\n${getConfig().siteUrl}/DptHome?id=${DEPT_ID}`,
    );
  });
});
