import { accessibilityPage, ACCESSIBILITY_PATH } from './accessibility';
import { ADMISSION } from './admission';
import { BRAND } from './brand';
import { en } from '@/lib/i18n/en';
import type { Dictionary } from '@/lib/i18n/dictionaries';

// The site's own pages without an id: title, description (t.guides) and, for search, keywords.

export type Guide = {
  path: string;
  title: string;
  description: string;
  /** Words that are on the page or that people use for it, for search only. */
  keywords: string;
};

export type GuideName = keyof Dictionary['guides'];

const PATHS: Record<GuideName, string> = {
  AdmissionHome: '/AdmissionHome',
  Instruction: '/Instruction',
  HelpDesk: '/HelpDesk',
  EligibilityCriteria: '/EligibilityCriteria',
  FacilitiesHome: '/FacilitiesHome',
  AboutUs: '/AboutUs',
  ContactUs: '/ContactUs',
  NewsEvents: '/NewsEvents',
};

/** A guide page's path, title and description in the dictionary's language, facts filled in. */
export function guidePage(
  t: Dictionary,
  name: GuideName,
): { path: string; title: string; description: string } {
  const g = t.guides;
  const { year, formFeeRupees, beMinimumPercent, bsMinimumPercent } = ADMISSION;
  const university = t.site.name;
  const texts: Record<GuideName, { title: string; description: string }> = {
    AdmissionHome: {
      title: g.AdmissionHome.title(year),
      description: g.AdmissionHome.description(year, formFeeRupees, university),
    },
    Instruction: {
      title: g.Instruction.title,
      description: g.Instruction.description(BRAND.shortName, year),
    },
    HelpDesk: { title: g.HelpDesk.title, description: g.HelpDesk.description(BRAND.shortName) },
    EligibilityCriteria: {
      title: g.EligibilityCriteria.title,
      description: g.EligibilityCriteria.description(
        year,
        university,
        beMinimumPercent,
        bsMinimumPercent,
      ),
    },
    FacilitiesHome: {
      title: g.FacilitiesHome.title,
      description: g.FacilitiesHome.description(university),
    },
    AboutUs: { title: g.AboutUs.title, description: g.AboutUs.description(university) },
    ContactUs: {
      title: g.ContactUs.title,
      description: g.ContactUs.description(university, t.site.place),
    },
    NewsEvents: { title: g.NewsEvents.title, description: g.NewsEvents.description(university) },
  };
  return { path: PATHS[name], ...texts[name] };
}

/** A site page's description in the dictionary's language, for search results. */
export function guideDescription(t: Dictionary, path: string): string | null {
  if (path === '/ProgrammeFinder') return t.finder.metaDescription(t.site.name);
  if (path === ACCESSIBILITY_PATH) return accessibilityPage(t).description;
  const name = guideAt(path);
  return name ? guidePage(t, name).description : null;
}

/** The words each guide page may be found by (English, as the search index reads them). */
const KEYWORDS: Record<GuideName, string> = {
  AdmissionHome: [
    'apply application admission admissions form fee challan voucher entry test admit slip card roll number merit list',
    'documents domicile PRC deadline closing last date prospectus quota sports seats self finance',
  ].join(' '),
  Instruction:
    'online registration portal account sign up login log in password steps CNIC B-Form photograph mark sheets',
  HelpDesk:
    'help support problem portal WhatsApp application ID complaint helpline forgot password login trouble',
  EligibilityCriteria: [
    'eligibility entry requirements minimum marks percentage intermediate HSC pre-engineering pre-medical',
    'matric matriculation SSC FSc ICS who can apply',
  ].join(' '),
  FacilitiesHome:
    'library transport bus buses point routes hostel rooms accommodation girls female students sports scholarships financial aid IT internet wifi',
  AboutUs: 'about university history vision mission vice chancellor VC message',
  ContactUs:
    'contact address phone telephone number helpline email map location directions how to reach route campus Dadu',
  NewsEvents: 'news events announcements notices latest',
};

const english = (name: GuideName): Guide => ({ ...guidePage(en, name), keywords: KEYWORDS[name] });

/** Every guide page in English, for the search index (which titles them per language itself). */
export const GUIDES = {
  AdmissionHome: english('AdmissionHome'),
  Instruction: english('Instruction'),
  HelpDesk: english('HelpDesk'),
  EligibilityCriteria: english('EligibilityCriteria'),
  FacilitiesHome: english('FacilitiesHome'),
  AboutUs: english('AboutUs'),
  ContactUs: english('ContactUs'),
  NewsEvents: english('NewsEvents'),
  ProgrammeFinder: {
    path: '/ProgrammeFinder',
    title: 'Programme Finder',
    description: `Every degree programme of ${BRAND.name}, by faculty and department: bachelor's, master's and doctoral programmes.`,
    keywords:
      'programmes programs degrees courses undergraduate postgraduate bachelor master doctoral BS BE MS PhD',
  },
  // Not in t.guides: its title and description are the statement's own.
  Accessibility: {
    ...accessibilityPage(en),
    keywords:
      'accessibility accessible disability disabled blind low vision deaf screen reader keyboard zoom WCAG',
  },
} as const satisfies Record<string, Guide>;

export const GUIDE_LIST: readonly Guide[] = Object.values(GUIDES);

export function guideAt(path: string): GuideName | undefined {
  return (Object.keys(PATHS) as GuideName[]).find((name) => PATHS[name] === path);
}
