import { ADMISSION } from './admission';
import { BRAND } from './brand';

// The site's own pages that carry no id: their title and description (the pages' metadata) and
// the words a visitor may search them by. One list, read by the pages and by the search index.

export type Guide = {
  path: string;
  title: string;
  description: string;
  /** Words that are on the page or that people use for it, for search only. */
  keywords: string;
};

export const GUIDES = {
  AdmissionHome: {
    path: '/AdmissionHome',
    title: `How to Apply – Admissions ${ADMISSION.year}`,
    description: `Step-by-step guide to applying for admission ${ADMISSION.year} at ${BRAND.name}: online registration, ${ADMISSION.formFee} form fee by bank challan, documents, entry test and admit slip.`,
    keywords: 'apply application admission admissions form fee challan entry test admit slip merit list documents deadline',
  },
  Instruction: {
    path: '/Instruction',
    title: 'Online Registration Instructions',
    description: `Five steps to register on the ${BRAND.shortName} admissions portal and submit your application for ${ADMISSION.year}.`,
    keywords: 'online registration portal account sign up steps CNIC B-Form photograph mark sheets',
  },
  HelpDesk: {
    path: '/HelpDesk',
    title: 'Portal Help Desk',
    description: `Help with the ${BRAND.shortName} admissions portal: message the help desk on WhatsApp with your application ID, CNIC number, issue and screenshots.`,
    keywords: 'help support problem portal WhatsApp application ID complaint',
  },
  EligibilityCriteria: {
    path: '/EligibilityCriteria',
    title: 'Eligibility Criteria',
    description: `Minimum marks for admission ${ADMISSION.year} at ${BRAND.name}: ${ADMISSION.beMinimumPercent}% for BE, ${ADMISSION.bsMinimumPercent}% for BS programmes.`,
    keywords: 'eligibility entry requirements minimum marks percentage intermediate HSC pre-engineering pre-medical',
  },
  FacilitiesHome: {
    path: '/FacilitiesHome',
    title: 'Facilities',
    description: `Library, transport, hostels, sports, scholarships and IT facilities at ${BRAND.name}.`,
    keywords: 'library transport bus hostel accommodation sports scholarships financial aid IT internet wifi',
  },
  AboutUs: {
    path: '/AboutUs',
    title: 'About Us',
    description: `About ${BRAND.name}: vision, mission and the Vice Chancellor's message.`,
    keywords: 'about university history vision mission vice chancellor VC message',
  },
  ContactUs: {
    path: '/ContactUs',
    title: 'Contact Us',
    description: `Address, phone numbers, email and map of ${BRAND.name}, ${BRAND.place}.`,
    keywords: 'contact address phone telephone email map location directions',
  },
  NewsEvents: {
    path: '/NewsEvents',
    title: 'News & Events',
    description: `The latest news, announcements and events of ${BRAND.name}.`,
    keywords: 'news events announcements notices latest',
  },
  ProgrammeFinder: {
    path: '/ProgrammeFinder',
    title: 'Programme Finder',
    description: `Every degree programme of ${BRAND.name}, by faculty and department: bachelor's, master's and doctoral programmes.`,
    keywords: 'programmes programs degrees courses undergraduate postgraduate bachelor master doctoral BS BE MS PhD',
  },
} as const satisfies Record<string, Guide>;

export const GUIDE_LIST: readonly Guide[] = Object.values(GUIDES);
