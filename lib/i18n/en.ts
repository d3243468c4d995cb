import type { Language } from './languages';

// Everything the site itself writes, in English. Its shape is the Dictionary type: every other
// language's dictionary (ur.ts) must have exactly these keys, or the type check fails. Text from
// the backend is never here; it is shown as sent (in an element marked lang="en").
// Entries that take values are functions; plurals use Intl.PluralRules (lib/i18n/format.ts).

export const en = {
  lang: 'en' as Language,

  site: {
    name: 'Kirthar University of Science & Technology',
    place: 'Dadu, Sindh, Pakistan',
    description: 'Kirthar University of Science & Technology, Dadu, Sindh, Pakistan: faculties, departments, programmes, admissions and campus life.',
    developerCredit: 'Designed & developed by the KUST IT Section',
    homeSuffix: 'home',
  },

  layout: {
    skipLink: 'Skip to main content',
    demoNoticeLabel: 'About this site',
    demoNotice: 'Demonstration site: all content describes a fictional university.',
    /** The language switch: what it says, in the other language (the link's own lang). */
    switchLabel: 'Read this page in English',
    opensInNewTab: '(opens in a new tab)',
  },

  header: {
    aboutUs: 'About Us',
    facilities: 'Facilities',
    tenders: 'Tenders',
    contactUs: 'Contact Us',
  },

  nav: {
    label: 'Main',
    home: 'Home',
    academics: 'Academics',
    allProgrammes: 'All programmes',
    administration: 'Administration',
    admissions: 'Admissions',
    aboutAdmission: 'About Admission',
    findProgramme: 'Find a programme',
    prospectus: 'Prospectus',
    careers: 'Careers',
    newsEvents: 'News & Events',
    menu: 'Menu',
    closeMenu: 'Close menu',
    empty: 'No entries available.',
  },

  footer: {
    contact: 'Contact',
    phone: 'Phone:',
    socialMedia: 'Social media',
    academics: 'Academics',
    quickLinks: 'Quick Links',
    findUs: 'Find Us',
    mapTitle: (university: string) => `Map showing the location of ${university}`,
    rights: (year: number, university: string) => `© ${year} ${university}. All rights reserved.`,
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
  },

  /** The side menus of spec §2. */
  menus: {
    title: 'Related Links',
    home: 'Home',
    about: 'About',
    aboutUs: 'About Us',
    chairmanMessage: 'Chairman Message',
    directorMessage: 'Director Message',
    deanMessage: 'Dean Message',
    missionVision: 'Mission Vision',
    obe: 'OBE',
    peos: 'PEOS',
    plos: 'PLOS',
    faculty: 'Faculty',
    team: 'Team',
    courseScheme: 'Course Scheme',
    researchDevelopment: 'Research & Development',
    publications: 'Publications',
    researchProjects: 'Research Projects',
    updates: 'Updates',
    events: 'Events',
    seminars: 'Seminars',
    downloads: 'Downloads',
    departments: 'Departments',
    instruction: 'Instruction',
    helpDesk: 'Portal Help Desk',
    admissionPolicy: 'Admission Policy',
    selfFinance: 'Self-Finance Scheme',
    eligibility: 'Eligibility Criteria',
    vcMessage: 'Vice Chancellor Message',
    library: 'Library',
    scholarship: 'Scholarship',
    hostel: 'Hostel',
    transport: 'Transport',
    sports: 'Sports',
    itFacilities: 'IT-Facilities',
  },

  breadcrumbs: {
    label: 'Breadcrumb',
    home: 'Home',
    admissions: 'Admissions',
  },

  /** What each public route is, for titles, banners and breadcrumbs (lib/routes.json's paths). */
  pages: {
    '/': 'Home',
    '/NewsEvents': 'News & Events',
    '/AboutUs': 'About Us',
    '/ContactUs': 'Contact Us',
    '/FacilitiesHome': 'Facilities',
    '/AdmissionHome': 'How to Apply',
    '/Instruction': 'Online Registration Instructions',
    '/HelpDesk': 'Portal Help Desk',
    '/EligibilityCriteria': 'Eligibility Criteria',
    '/FacHome': 'About the Faculty',
    '/DeanMessage': "Dean's Message",
    '/DptHome': 'Department',
    '/AdmHome': 'About Us',
    '/Downloads': 'Downloads',
    '/Events': 'Events',
    '/Seminars': 'Seminars',
    '/PEOS': 'Programme Educational Objectives',
    '/PLOS': 'Programme Learning Outcomes',
    '/ChairmanMessage': "Chairman's Message",
    '/DirectorMessage': "Director's Message",
    '/MissionVision': 'Vision & Mission',
    '/Faculty': 'Faculty',
    '/Programs': 'Course Scheme',
    '/ResearchProjects': 'Research Projects',
    '/Publications': 'Publications',
    '/ProHome': 'Programme',
    '/ProgrammeFinder': 'Programme Finder',
    '/search': 'Search',
  },

  /** Every fallback text of spec §8. */
  fallback: {
    description: 'No description available.',
    video: 'No video available.',
    message: 'Message is not available at the moment.',
    image: 'No Image Available',
    loading: 'Loading...',
    loadingDescription: 'Please wait, loading description...',
    loadingContact: 'Loading contact information...',
    vcName: 'N/A',
    about: 'About is not available at the moment.',
    vision: 'Vision is not available at the moment.',
    mission: 'Mission is not available at the moment.',
    facultyTable: 'No faculty data available.',
    cell: 'N/A',
    programmes: 'No programs found for this department.',
    /** The person-message pages: 'Chairman Name', 'Chairman Message is not available at the moment.' */
    personName: { Chairman: 'Chairman Name', Director: 'Director Name', Dean: 'Dean Name' },
    personMessage: {
      Chairman: 'Chairman Message is not available at the moment.',
      Director: 'Director Message is not available at the moment.',
      Dean: 'Dean Message is not available at the moment.',
    },
    faculty: 'Faculty',
    department: 'Department',
    theDepartment: 'the Department',
  },

  meta: {
    /** A department or faculty page's description when the backend has none. */
    contextDescription: (page: string, name: string, university: string) => `${page}${name ? ` of the ${name}` : ''} at ${university}.`,
    programmeDescription: (programme: string, university: string) => `${programme} at ${university}.`,
  },

  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist, or its link is incomplete.',
    homeLink: 'Go to the home page',
    rest: 'or use the menu above to find what you are looking for.',
  },

  searchForm: {
    siteSearch: 'Site search',
    newSearch: 'New search',
    label: 'Search programmes, departments, people and pages',
    headerPlaceholder: 'Search the university',
    pagePlaceholder: 'e.g. civil engineering, admission, hostel',
    button: 'Search',
    suggestions: 'Suggestions',
    noSuggestions: 'No suggestions.',
    /** Announced to screen readers; {n} is the count (Intl.PluralRules picks the form). */
    suggestionCount: {
      one: '{n} suggestion. Use the up and down arrow keys to choose, Enter to open.',
      other: '{n} suggestions. Use the up and down arrow keys to choose, Enter to open.',
    },
    kinds: { programme: 'Programme', department: 'Department', faculty: 'Faculty', person: 'Person', page: 'Page' },
  },

  // ── Sections filled page by page: each between its own markers. ──
  // <guides>
  // </guides>
  // <content>
  // </content>
  // <home>
  // </home>
};

export type Dictionary = typeof en;
