import type { Language } from './languages';
import { formatNumber } from './number';

// Everything the site itself writes, in English. Its shape is the Dictionary type: every other
// language's dictionary (ur.ts) must have exactly these keys, or the type check fails. Text from
// the backend is never here; it is shown as sent (in an element marked lang="en").
// Entries that take values are functions; plurals use Intl.PluralRules (lib/i18n/format.ts).

/** An amount in rupees as English writes it: 'Rs. 4,000' (Intl's thousands separators). */
const rupees = (amount: number) => `Rs. ${formatNumber(amount, 'en')}`;

export const en = {
  lang: 'en' as Language,

  site: {
    name: 'Kirthar University of Science & Technology',
    place: 'Dadu, Sindh, Pakistan',
    description:
      'Kirthar University of Science & Technology, Dadu, Sindh, Pakistan: faculties, departments, programmes, admissions and campus life.',
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
    showMap: 'Show the map',
    mapTitle: (university: string) => `Map showing the location of ${university}`,
    rights: (year: number, university: string) => `© ${year} ${university}. All rights reserved.`,
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
  },

  /** The side menus (docs/behaviour.md, Side menus). */
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

  /** What each public route is, for titles, banners and breadcrumbs (lib/routing/routes.json's paths). */
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
    '/offline': 'Offline',
    '/Accessibility': 'Accessibility',
  },

  /** Every fallback text (docs/behaviour.md, Fallbacks). */
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
    teamTable: 'No team data available.',
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
    contextDescription: (page: string, name: string, university: string) =>
      `${page}${name ? ` of the ${name}` : ''} at ${university}.`,
    programmeDescription: (programme: string, university: string) =>
      `${programme} at ${university}.`,
  },

  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist, or its link is incomplete.',
    homeLink: 'Go to the home page',
    rest: 'or use the menu above to find what you are looking for.',
  },

  /**
   * The offline page (app/[lang]/offline), and the words the service worker writes on it and on
   * saved copies of pages ({date}: when the copy was saved, written by the worker).
   */
  offline: {
    title: 'You are offline',
    text: 'This page needs an internet connection, and it has not been saved on this phone.',
    hint: 'Check your signal or mobile data and try again. The pages you opened before can still be read without a signal.',
    savedTitle: 'Pages saved on this phone',
    noneSaved:
      'No page has been saved on this phone yet. The pages you open are kept here, so you can read them later without a signal.',
    savedOn: 'saved {date}',
    retry: 'Try again',
    /** The notice's name (its aria-label). */
    noticeLabel: 'Saved copy',
    /** The notice's first words, in bold, with the punctuation that follows them in this language. */
    noticeLead: 'Saved copy.',
    notice:
      'The network did not answer, so this is the copy of this page saved on this phone on {date}. It may be out of date: check merit lists, dates and notices again when you are back online.',
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
    kinds: {
      programme: 'Programme',
      department: 'Department',
      faculty: 'Faculty',
      person: 'Person',
      page: 'Page',
    },
  },

  // ── Sections filled page by page: each between its own markers. ──
  // <guides>
  /**
   * The titles and descriptions (metadata) of the site's pages without an id (lib/content/guides.ts,
   * guidePage); the admission facts come from lib/content/admission.ts.
   */
  guides: {
    AdmissionHome: {
      title: (year: string) => `How to Apply – Admissions ${year}`,
      description: (year: string, feeRupees: number, university: string) =>
        `Step-by-step guide to applying for admission ${year} at ${university}: online registration, ${rupees(feeRupees)} form fee by bank challan, documents, entry test and admit slip.`,
    },
    Instruction: {
      title: 'Online Registration Instructions',
      description: (shortName: string, year: string) =>
        `Five steps to register on the ${shortName} admissions portal and submit your application for ${year}.`,
    },
    HelpDesk: {
      title: 'Portal Help Desk',
      description: (shortName: string) =>
        `Help with the ${shortName} admissions portal: message the help desk on WhatsApp with your application ID, CNIC number, issue and screenshots.`,
    },
    EligibilityCriteria: {
      title: 'Eligibility Criteria',
      description: (year: string, university: string, bePercent: number, bsPercent: number) =>
        `Minimum marks for admission ${year} at ${university}: ${bePercent}% for BE, ${bsPercent}% for BS programmes.`,
    },
    FacilitiesHome: {
      title: 'Facilities',
      description: (university: string) =>
        `Library, transport, hostels, sports, scholarships and IT facilities at ${university}.`,
    },
    AboutUs: {
      title: 'About Us',
      description: (university: string) =>
        `About ${university}: vision, mission and the Vice Chancellor's message.`,
    },
    ContactUs: {
      title: 'Contact Us',
      description: (university: string, place: string) =>
        `Address, phone numbers, email and map of ${university}, ${place}.`,
    },
    NewsEvents: {
      title: 'News & Events',
      description: (university: string) =>
        `The latest news, announcements and events of ${university}.`,
    },
  },

  /**
   * How to apply (/AdmissionHome). '{name}' in a text is a link the page puts there (its words
   * are the matching `…Link` entry), so each language places it where its grammar wants it.
   */
  admission: {
    heading: (year: string) => `How to Apply: Admissions ${year}`,
    lead: (year: string) =>
      `Applications for undergraduate admission ${year} are made online through the university's admissions portal. Follow these seven steps in order; each one must be complete before the next.`,
    readInstructions: 'Read instructions',
    watchTutorial: 'Watch the tutorial video',
    applyHere: 'Apply here',
    login: 'Login',
    /** The seven steps, in order. */
    eligible: {
      title: 'Check that you are eligible',
      text: (bePercent: number, bsPercent: number) =>
        `For the BE programmes you need at least ${bePercent}% marks in HSC-I (annual examination 2024), or in HSC-II if you passed it in 2022 or earlier. For the BS programmes you need at least ${bsPercent}%. See {eligibility} for details.`,
      eligibilityLink: 'Eligibility Criteria',
    },
    register: {
      title: 'Register on the admissions portal',
      text: 'Create your account on the {portal}. You will log in with your CNIC (or B-Form) number written without dashes, so keep it and your password safe. The {instructions} explain each screen.',
      portalLink: 'admissions portal',
      instructionsLink: 'registration instructions',
    },
    form: {
      title: 'Fill in the online application form',
      text: 'Enter your personal details and your matriculation and intermediate results exactly as they appear on your mark sheets, choose your programmes in order of preference, and upload a recent photograph.',
    },
    fee: {
      title: 'Pay the application fee',
      text: (feeRupees: number) =>
        `Download the bank challan from the portal and pay the application form fee of ${rupees(feeRupees)} at any branch of the bank named on the challan. The fee is non-refundable. Enter the paid challan's details on the portal so that your payment can be verified.`,
    },
    submit: {
      title: 'Print and submit your form',
      text: (photographs: number) =>
        `Print the completed application form and submit it with ${photographs} passport-size photographs and attested copies of your CNIC or B-Form, domicile, PRC and mark sheets before the closing date.`,
    },
    admitSlip: {
      title: 'Receive your admit slip',
      text: 'Your admit slip for the entry test is sent to the email address you registered with. Bring it, with your original CNIC or B-Form, to the test centre. Check your inbox and spam folder in the days before the test.',
    },
    entryTest: {
      title: 'Appear in the entry test and follow the merit lists',
      text: 'Merit lists are prepared from your entry test score and academic record. Passing the entry test does not by itself guarantee admission: admission is offered in order of merit against the seats available.',
    },
    sportsQuota: {
      title: 'Sports quota',
      text: 'Candidates applying on the sports quota compete only within the merit seats of their own district. Bring originals of your sports certificates when asked to appear for trials.',
    },
    selfFinance: {
      title: 'Self-Finance Scheme',
      text: 'Some seats in each programme are filled under the self-finance scheme, on a separate merit list. To be considered, choose the self-finance option on your online application form. The self-finance fee schedule is published with the prospectus, available from the Admissions menu.',
    },
  },

  /** The online registration steps (/Instruction); '{name}' as in `admission`. */
  instruction: {
    heading: 'Online Registration: Step by Step',
    lead: 'Registration takes about fifteen minutes. Keep your CNIC or B-Form, your mark sheets and a recent photograph at hand before you start.',
    /** The five steps, in order. */
    account: {
      title: 'Open the portal and create an account',
      text: 'Go to the {portal} and choose Register.',
      portalLink: 'admissions portal',
    },
    cnic: {
      title: 'Enter your CNIC number without dashes',
      text: 'Type your 13-digit CNIC or B-Form number without dashes (for example 4130312345671), your full name as on your matriculation certificate, a working email address and your mobile number, then choose a password.',
    },
    login: {
      title: 'Log in',
      text: 'Log in at the {login} with your CNIC number (no dashes) and your password. Everything you save stays there until you submit.',
      loginLink: 'portal login page',
    },
    profile: {
      title: 'Complete your profile and choices',
      text: 'Fill in your personal and academic details, upload your photograph, and select your programmes in order of preference. Check every entry: details cannot be changed after submission.',
    },
    submit: {
      title: 'Pay, submit and print',
      text: (feeRupees: number, photographs: number) =>
        `Generate the bank challan of ${rupees(feeRupees)}, pay it at the bank and enter its details on the portal. Then submit your application and print the form to hand in with ${photographs} passport-size photographs.`,
    },
    video: 'Prefer to watch? The {tutorial} walks through the same steps.',
    tutorialLink: 'tutorial video',
  },

  /** The portal help desk (/HelpDesk). */
  helpDesk: {
    heading: 'Portal Help Desk',
    lead: 'Having trouble with the admissions portal? The help desk answers by message only, on WhatsApp. It does not take phone calls or SMS, so that every request is recorded and answered in turn.',
    /** '{mobile}' is the help desk's number, as the backend sent it. */
    whatsApp: 'Message the help desk on WhatsApp ({mobile})',
    includeHeading: 'What to include in your message',
    include: [
      'Your application ID, as shown on the portal.',
      'Your CNIC or B-Form number.',
      'A short description of the issue: what you were doing and what went wrong.',
      'Screenshots of the screen or error message.',
    ],
    closing:
      'Messages with all four are answered first; one message with everything is better than several short ones.',
  },

  /** The eligibility criteria (/EligibilityCriteria). */
  eligibility: {
    heading: (year: string) => `Eligibility Criteria ${year}`,
    lead: 'Check these minimum requirements before you register on the admissions portal. Meeting them lets you apply and sit the entry test; admission itself is offered in order of merit.',
    imageAlt: (bePercent: number, bsPercent: number) =>
      `Minimum marks: ${bePercent}% for BE programmes and ${bsPercent}% for BS programmes, in HSC-I (annual 2024) or HSC-II passed up to 2022.`,
    be: {
      title: 'Bachelor of Engineering (BE)',
      text: (percent: number) =>
        `At least ${percent}% marks in HSC Part-I (annual examination 2024), or in HSC Part-II for candidates who passed it in 2022 or earlier, in the pre-engineering group or an equivalent qualification.`,
    },
    bs: {
      title: 'Bachelor of Science (BS)',
      text: (percent: number) =>
        `At least ${percent}% marks in HSC Part-I (annual examination 2024), or in HSC Part-II for candidates who passed it in 2022 or earlier, in a group relevant to the programme.`,
    },
    /** '{guide}' is the link to /AdmissionHome. */
    ready: 'Ready to apply? Follow the {guide}.',
    guideLink: 'how-to-apply guide',
  },

  /** The facilities page (/FacilitiesHome): the six tiles, by their anchors. */
  facilities: {
    heading: 'Facilities',
    lead: (shortName: string) =>
      `Life at ${shortName} goes well beyond the classroom. These are the facilities that support our students every day.`,
    library: {
      title: 'Library',
      text: 'The Central Library lends textbooks and reference books, keeps print and online journals, and gives access to the HEC National Digital Library. Reading halls, quiet study rooms and a collection of final-year projects and theses support study and research.',
    },
    transport: {
      title: 'Transport',
      text: 'University buses run fixed morning and evening routes between the campus and the surrounding towns and city stops. Students buy a transport card each semester; routes and timings are posted at the transport office and on the notice boards.',
    },
    hostel: {
      title: 'Hostel',
      text: 'Separate hostels for male and female students offer furnished shared rooms, a mess, common rooms, prayer areas and round-the-clock security. Rooms are allotted each year on merit and distance from home; apply through the Student Affairs office.',
    },
    sports: {
      title: 'Sports',
      text: 'Grounds and courts for cricket, football, hockey, volleyball, basketball and badminton, with indoor games and a gymnasium. Inter-departmental tournaments run through the year, and university teams compete in the HEC inter-varsity championships.',
    },
    scholarships: {
      title: 'Scholarships',
      text: 'Need-based and merit scholarships from HEC, the Government of Sindh, the university and private donors help students pay for their studies. The Student Financial Aid Office (SFAO) announces each scheme and guides applicants through it.',
    },
    itFacilities: {
      title: 'IT-Facilities',
      text: 'Wi-Fi across the campus, computer laboratories with the software each programme needs, internet access through the PERN research network, student email accounts and an online learning management system.',
    },
  },

  /** About Us (/AboutUs); the about text, vision and mission are the backend's. */
  about: {
    heading: 'About Us',
    /** The title when the backend sends none. */
    fallbackTitle: (university: string) => `About ${university}`,
    vision: 'Our Vision',
    mission: 'Our Mission',
  },

  /** Contact Us (/ContactUs); the details themselves are the backend's. */
  contact: {
    heading: 'Contact Us',
    intro: 'Questions about admissions, programmes or campus life? We are here to help.',
    formHeading: 'Send us a message',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    detailsHeading: 'Contact details',
    address: 'Address',
    mobile: 'Mobile',
    phone: 'Phone',
    website: 'Website',
    mapHeading: 'Campus map',
  },

  /** News & Events (/NewsEvents); the news themselves are the backend's. */
  news: {
    heading: 'News & Events',
  },
  /** Share this page (components/share/share-links.tsx). */
  share: {
    heading: 'Share this page',
    whatsApp: 'Share on WhatsApp',
    copy: 'Copy link',
    share: 'Share',
    copied: 'Link copied',
    copyThis: 'Copy this link:',
  },
  // </guides>
  // <content>
  /** The shared content components (components/content/*) and the pages' common words. */
  content: {
    /** '{name}' is the name as the backend sent it, or a fallback ('the Department'). */
    about: 'About {name}',
    /** The scroll region around a data table, named apart from the section that holds it. */
    tableRegion: (caption: string) => `${caption} (table)`,
    portrait: (name: string) => `Portrait of ${name}`,
    download: 'Download',
    feeds: { news: 'RSS feed of news', events: 'Add events to your calendar (.ics)' },
    /** After the site's short name in a feed's name as pages announce it: 'KUST news'. */
    feedNames: { news: 'news', events: 'events' },
    /** The news feed's channel (/feed.xml; each language's own: issue 36). */
    newsFeed: {
      title: (university: string) => `${university}: News`,
      description: (university: string, place: string) =>
        `The latest news of ${university}, ${place}.`,
    },
    /** Under the name on the person-message pages. */
    roles: { Chairman: 'Chairman', Director: 'Director', Dean: 'Dean' },
  },

  /** The department pages (app/[lang]/department). */
  department: {
    programmesOffered: 'Programmes Offered',
    vision: 'Vision',
    mission: 'Mission',
    chairmanMessage: "Chairman's Message",
    directorMessage: "Director's Message",
    vcMessage: "Vice Chancellor's Message",
    viceChancellor: 'Vice Chancellor',
    facultyMembers: 'Faculty Members',
    team: 'Our Team',
    facultyColumns: {
      picture: 'Picture',
      name: 'Name',
      designation: 'Designation',
      email: 'Email',
      contact: 'Contact No',
    },
    downloads: 'Downloads',
    downloadsEmpty: 'There are no downloads at the moment.',
    downloadColumns: { number: 'S.No', description: 'Description', action: 'Action' },
    publications: 'Publications',
    publicationsEmpty: 'No publications have been listed yet.',
    publicationColumns: {
      title: 'Title',
      authors: 'Author(s)',
      id: 'Publication ID',
      year: 'Year',
      actions: 'Actions',
    },
    publicationOnRequest: 'Full text is available from the department on request',
    researchProjects: 'Research Projects',
    researchProjectsCaption: 'Research projects',
    researchProjectsEmpty: 'No research projects have been listed yet.',
    projectColumns: {
      title: 'Group Title',
      supervisor: 'Supervisor',
      coSupervisor: 'Co-Supervisor',
      members: 'Group Members',
      remarks: 'Remarks',
    },
    events: 'Events',
    eventsEmpty: 'No events have been announced yet.',
    seminars: 'Seminars',
    seminarsEmpty: 'No seminars have been announced yet.',
    peos: 'Programme Educational Objectives (PEOs)',
    peosEmpty: 'The programme educational objectives have not been published yet.',
    plos: 'Programme Learning Outcomes (PLOs)',
    plosEmpty: 'The programme learning outcomes have not been published yet.',
  },

  /** The course scheme (/Programs). */
  scheme: {
    heading: 'Course Scheme',
    empty: 'The course scheme has not been published yet.',
    /** The title of courses without a year. */
    untitledYear: 'Courses',
    /** The table caption of courses without a year (a year's is `caption`). */
    untitledCaption: 'Courses and credit hours',
    /** '{year}' is the year's title as sent. */
    yearRegion: (year: string) => `${year} courses`,
    caption: '{year} courses and credit hours',
    columns: {
      number: 'S. No.',
      code: 'Course Code',
      title: 'Course Title',
      theory: 'Th',
      theoryLong: 'Theory credit hours',
      lab: 'Lab',
      labLong: 'Lab credit hours',
      total: 'Total Cr. Hrs',
    },
    totalRow: 'Total',
  },

  /** The faculty pages (app/[lang]/faculty). */
  faculty: {
    theFaculty: 'the Faculty',
    deanMessage: "Dean's Message",
  },

  /** The programme page (app/[lang]/programme). */
  programme: {
    about: 'About the Programme',
    courseScheme: 'View the course scheme',
    department: 'Visit the department',
  },
  // </content>
  // <home>
  /** The home page (app/[lang]/page.tsx and components/home). */
  home: {
    /** The slider's accessible name and role description, and its slides' alt text. */
    slider: {
      label: 'Campus highlights',
      roleDescription: 'carousel',
      slideAlt: (university: string, n: number, total: number) =>
        `${university}: campus picture ${n} of ${total}`,
      /** Swiper's a11y messages; {{index}} is the slide's number. */
      previous: 'Previous slide',
      next: 'Next slide',
      first: 'This is the first slide',
      last: 'This is the last slide',
      goTo: 'Go to slide {{index}}',
      slideLabel: '{{index}} / {{slidesLength}}',
    },
    popup: {
      label: 'Announcement',
      close: 'Close announcement',
      imageAlt: 'Announcement from the university',
    },
    find: {
      title: 'Find your programme',
      text: "Bachelor's, master's and doctoral degrees in every faculty, with what it takes to apply.",
      browse: 'Browse all programmes',
      apply: 'How to apply',
    },
    about: {
      title: 'About the University',
      more: 'More about us',
      /** The video link's label, before the video's title. */
      playVideo: 'Play video:',
    },
    events: { title: 'Latest Events', empty: 'No upcoming events at the moment.' },
    vc: {
      title: "Vice Chancellor's Message",
      role: 'Vice Chancellor',
      portrait: (name: string) => `Portrait of ${name}`,
      readMore: 'Read the full message',
    },
    campusLife: 'Campus Life',
    news: { title: 'News Updates', empty: 'There is no news at the moment.' },
    facts: 'Important Facts',
  },

  /** The search page (/search?q=) and the page titles of /api/search?lang=. */
  search: {
    title: 'Search',
    resultsTitle: 'Search results',
    metaTitle: (query: string) => `Search: ${query}`,
    metaDescription:
      'Search the programmes, departments, faculties, people and pages of the university.',
    groups: {
      programme: 'Programmes',
      department: 'Departments and offices',
      faculty: 'Faculties',
      person: 'People',
      page: 'Pages',
    },
    /** A result's context: an office of the administration, a faculty's departments. */
    administration: 'Administration',
    departmentCount: { one: '{n} department', other: '{n} departments' },
    incomplete:
      "Some of the university's information could not be read just now, so these results may be incomplete. Please try again in a few minutes.",
    /** The text under an empty search field: {link} is the link to the programme finder. */
    intro:
      'Search by the name of a programme, department, faculty or teacher, or by a topic such as admission, fees or hostels. You can also browse every degree in the {link}.',
    finderLink: 'Programme Finder',
    /** {n} is the number of results and {q} the query (Intl.PluralRules picks the form). */
    summary: { one: '{n} result for {q}', other: '{n} results for {q}' },
    /** When the results were cut at the page's limit. */
    summaryFirst: 'The first {n} results for {q}',
    nothing: 'Nothing matched {q}.',
    help: 'Check the spelling, try fewer or more general words, or start from one of these:',
    next: {
      finder: { link: 'Programme Finder', rest: ': every degree, by faculty and level' },
      apply: { link: 'How to apply', rest: ': the admission guide, step by step' },
      contact: { link: 'Contact us', rest: ': ask the university directly' },
    },
  },

  /** The programme finder (/ProgrammeFinder). */
  finder: {
    title: 'Programme Finder',
    metaDescription: (university: string) =>
      `Every degree programme of ${university}, by faculty and department: bachelor's, master's and doctoral programmes.`,
    intro:
      "Every degree programme of the university, by faculty and department. Choose a level or a faculty, or type part of a programme's name.",
    filters: 'Filter programmes',
    level: 'Level',
    allLevels: 'All levels',
    faculty: 'Faculty',
    allFaculties: 'All faculties',
    nameContains: 'Name contains',
    placeholder: 'e.g. computer',
    show: 'Show programmes',
    clear: 'Clear filters',
    incomplete:
      "Some of the university's information could not be read just now, so this list may be incomplete. Please try again in a few minutes.",
    /** {total}: all programmes (its plural form). */
    count: { one: '{total} programme.', other: '{total} programmes.' },
    /** {n} of them shown (the plural form follows {n}). */
    matching: {
      one: '{n} of {total} programmes matches.',
      other: '{n} of {total} programmes match.',
    },
    /** No match: '{all}' and '{search}' are the two links. */
    none: 'No programme matches these filters. {all} or {search}.',
    showAll: 'Show every programme',
    searchSite: 'search the whole site',
    otherDepartments: 'Other departments',
    otherProgrammes: 'Other programmes',
    /** The schema.org ItemList's name. */
    listName: 'Degree programmes',
    /** The degree of each level code of lib/search/programme-level.ts (LEVELS). */
    levels: {
      ADP: 'Associate Degree',
      BS: 'Bachelor of Science',
      BSc: 'Bachelor of Science',
      BE: 'Bachelor of Engineering',
      BBA: 'Bachelor of Business Administration',
      BA: 'Bachelor of Arts',
      BEd: 'Bachelor of Education',
      BCom: 'Bachelor of Commerce',
      LLB: 'Bachelor of Laws',
      PharmD: 'Doctor of Pharmacy',
      MBBS: 'Bachelor of Medicine, Bachelor of Surgery',
      MS: 'Master of Science',
      MSc: 'Master of Science',
      ME: 'Master of Engineering',
      MBA: 'Master of Business Administration',
      MA: 'Master of Arts',
      MEd: 'Master of Education',
      MCom: 'Master of Commerce',
      LLM: 'Master of Laws',
      MPhil: 'Master of Philosophy',
      PhD: 'Doctor of Philosophy',
    } as Record<string, string>,
  },
  // </home>
  // <accessibility>
  /**
   * The accessibility statement (/Accessibility): what the site aims at, how it is checked, what
   * works and what does not. Only what the code and the test suites show is said here (e2e/specs,
   * __tests__); the contact details under it are the backend's.
   */
  accessibility: {
    heading: 'Accessibility statement',
    metaDescription: (university: string) =>
      `How accessible the website of ${university} is: the standard it aims at, how it is checked, what does not work yet and how to report a problem.`,
    lead: 'We want everyone to be able to use this website, including people who are blind or have low vision, who are deaf, who cannot use a mouse, or who find reading hard. This page says how far we have got, what still does not work, and how to tell us about a problem.',
    standardHeading: 'The standard we aim for',
    standard:
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. WCAG is the international standard for accessible websites, and AA is the middle one of its three levels (A, AA and AAA).',
    status:
      'The site does not fully meet this standard yet. The problems we know about are listed below.',
    checksHeading: 'How we check it',
    checksIntro:
      'The website has automated tests that open its pages in a real web browser. They check one page of every kind (the home page, the admission guides, a department, a programme, search and so on) in English, Urdu and Sindhi:',
    checks: [
      'axe-core, a widely used accessibility checker, looks for problems against the WCAG 2.2 A and AA rules (the contrast between text and background colours, labels, headings, links, the size of buttons you tap, and more), on a computer screen and on a phone screen. A test fails if it finds a single problem.',
      'The W3C Nu HTML Checker checks that the code of every page is valid HTML, which screen readers and other assistive tools rely on.',
      'Tests use the keyboard alone to skip to the main content, open the menus and drop-down lists, close them with Escape, choose search suggestions with the arrow keys and change the language.',
      'Tests check what screen readers rely on: one main heading on each page, the parts of the page (header, menus, main content, footer), a text alternative on every image or a mark that it is only decoration, and search suggestions that are announced as they change.',
      'Every kind of page is opened on phones 375 and 320 pixels wide: its heading and the start of its content must be on the first screen, and the page must not scroll sideways.',
      'Pages are also opened with JavaScript turned off, and with the setting that asks for less movement on screen.',
    ],
    checksLimits:
      "Automated tests cannot find every problem: they cannot tell, for example, whether a picture's description says what matters. They also run on sample content, not on the university's own news and pages.",
    worksHeading: 'What works',
    works: [
      'Pages, menus, search and the programme finder work with JavaScript turned off.',
      'You can zoom in or make the text bigger in your browser or phone settings: the site does not block zooming, and its text grows with your settings.',
      'On every page, the first thing the keyboard reaches is a link that skips straight to the main content, and you can always see which link or button the keyboard is on.',
      "The site's own words (menus, headings, guides and messages) are in Urdu and Sindhi as well as English. Urdu and Sindhi pages run right to left, and every page tells screen readers its language, so that they read it with a voice for that language.",
      'Menus, drop-down lists, the phone menu and search suggestions work with the keyboard alone, in every language.',
      'If your phone or computer is set to reduce motion, the picture slider on the home page stays still.',
      'Pages fit phones as narrow as 320 pixels without scrolling sideways.',
    ],
    gapsHeading: 'What does not work yet',
    gaps: [
      "News, department pages, people's names and everything else that comes from the university's content system are in English only, on the Urdu and Sindhi pages too. They are marked as English, so screen readers switch to an English voice for them.",
      'Pictures from the content system, such as news and event pictures, posters and the announcement that opens on the home page, come with no description of what they show or say. Screen readers skip them or read only a general label, so words written inside a poster or announcement are not read out.',
      'Files to download, such as the PDF files of departments, are made by the departments themselves. Some may not work with screen readers, for example scanned pages where the text is only a picture.',
      'The picture slider on the home page moves on by itself every 4 seconds and has no pause button. It stops while the mouse pointer is over it, and does not move at all if your device is set to reduce motion.',
      'The message form on the Contact Us page does not send messages yet. Please use the email address or phone number below instead.',
      'Videos and the map are shown from other websites (such as YouTube). How accessible they are, captions included, is up to those websites and to whoever uploaded the video.',
    ],
    reportHeading: 'Report a problem',
    report:
      'If something on this website is hard or impossible for you to use, please tell us. You can reach the university here:',
    includeHeading: 'What to tell us',
    include: [
      'The address (link) of the page, or the name of the file.',
      'What you were trying to do, and what went wrong.',
      'The phone or computer and the browser you use, and any tool that helps you, such as a screen reader, a screen magnifier or voice control.',
      'A screenshot, if you can take one.',
    ],
    /** '{date}' is the date of the last review, in the page's language. */
    reviewed: 'This statement was last reviewed on {date}.',
  },
  // </accessibility>
};

export type Dictionary = typeof en;
