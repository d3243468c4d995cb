import type { Dictionary } from './en';

// Everything the site itself writes, in Urdu: plain words a school leaver and a parent read
// easily, with the terms applicants know kept in their usual form (BS, CNIC, HSC, challan,
// merit list). Typed as the English dictionary: a missing or extra key fails the type check.
// Names of the backend's departments, people and programmes are not here: they stay as sent.

export const ur: Dictionary = {
  lang: 'ur',

  site: {
    name: 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
    place: 'دادو، سندھ، پاکستان',
    description: 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی، دادو، سندھ: فیکلٹیاں، شعبے، پروگرام، داخلے اور کیمپس کی زندگی۔',
    developerCredit: 'ڈیزائن اور تیاری: KUST آئی ٹی سیکشن',
    homeSuffix: 'ہوم پیج',
  },

  layout: {
    skipLink: 'سیدھا اصل مواد پر جائیں',
    demoNoticeLabel: 'اس ویب سائٹ کے بارے میں',
    demoNotice: 'یہ نمونے کی ویب سائٹ ہے: اس کا سارا مواد ایک فرضی یونیورسٹی کے بارے میں ہے۔',
    switchLabel: 'یہ صفحہ اردو میں پڑھیں',
    opensInNewTab: '(نئی ٹیب میں کھلے گا)',
  },

  header: {
    aboutUs: 'ہمارے بارے میں',
    facilities: 'سہولیات',
    tenders: 'ٹینڈر',
    contactUs: 'رابطہ',
  },

  nav: {
    label: 'مرکزی',
    home: 'ہوم',
    academics: 'تعلیمی شعبے',
    allProgrammes: 'تمام پروگرام',
    administration: 'انتظامیہ',
    admissions: 'داخلے',
    aboutAdmission: 'داخلے کی معلومات',
    findProgramme: 'پروگرام تلاش کریں',
    prospectus: 'پراسپیکٹس',
    careers: 'ملازمتیں',
    newsEvents: 'خبریں اور تقریبات',
    menu: 'مینیو',
    closeMenu: 'مینیو بند کریں',
    empty: 'ابھی یہاں کچھ نہیں ہے۔',
  },

  footer: {
    contact: 'رابطہ',
    phone: 'فون:',
    socialMedia: 'سوشل میڈیا',
    academics: 'تعلیمی شعبے',
    quickLinks: 'اہم لنکس',
    findUs: 'ہمارا پتہ',
    mapTitle: (university) => `نقشہ: ${university} کہاں ہے`,
    rights: (year, university) => `© ${year} ${university}۔ جملہ حقوق محفوظ ہیں۔`,
    aboutUs: 'ہمارے بارے میں',
    contactUs: 'رابطہ',
  },

  menus: {
    title: 'متعلقہ لنکس',
    home: 'ہوم',
    about: 'تعارف',
    aboutUs: 'ہمارے بارے میں',
    chairmanMessage: 'چیئرمین کا پیغام',
    directorMessage: 'ڈائریکٹر کا پیغام',
    deanMessage: 'ڈین کا پیغام',
    missionVision: 'مشن اور وژن',
    obe: 'OBE (نتائج پر مبنی تعلیم)',
    peos: 'PEOs (پروگرام کے مقاصد)',
    plos: 'PLOs (سیکھنے کے نتائج)',
    faculty: 'اساتذہ',
    team: 'ٹیم',
    courseScheme: 'کورس اسکیم',
    researchDevelopment: 'تحقیق و ترقی',
    publications: 'تحقیقی مقالے',
    researchProjects: 'تحقیقی منصوبے',
    updates: 'تازہ سرگرمیاں',
    events: 'تقریبات',
    seminars: 'سیمینار',
    downloads: 'ڈاؤن لوڈ',
    departments: 'شعبے',
    instruction: 'ہدایات',
    helpDesk: 'پورٹل ہیلپ ڈیسک',
    admissionPolicy: 'داخلہ پالیسی',
    selfFinance: 'سیلف فنانس اسکیم',
    eligibility: 'داخلے کی اہلیت',
    vcMessage: 'وائس چانسلر کا پیغام',
    library: 'لائبریری',
    scholarship: 'اسکالرشپ',
    hostel: 'ہاسٹل',
    transport: 'ٹرانسپورٹ',
    sports: 'کھیل',
    itFacilities: 'آئی ٹی سہولیات',
  },

  breadcrumbs: {
    label: 'آپ یہاں ہیں',
    home: 'ہوم',
    admissions: 'داخلے',
  },

  pages: {
    '/': 'ہوم',
    '/NewsEvents': 'خبریں اور تقریبات',
    '/AboutUs': 'ہمارے بارے میں',
    '/ContactUs': 'رابطہ',
    '/FacilitiesHome': 'سہولیات',
    '/AdmissionHome': 'داخلہ کیسے لیں',
    '/Instruction': 'آن لائن رجسٹریشن کی ہدایات',
    '/HelpDesk': 'پورٹل ہیلپ ڈیسک',
    '/EligibilityCriteria': 'داخلے کی اہلیت',
    '/FacHome': 'فیکلٹی کا تعارف',
    '/DeanMessage': 'ڈین کا پیغام',
    '/DptHome': 'شعبہ',
    '/AdmHome': 'ہمارے بارے میں',
    '/Downloads': 'ڈاؤن لوڈ',
    '/Events': 'تقریبات',
    '/Seminars': 'سیمینار',
    '/PEOS': 'پروگرام کے تعلیمی مقاصد (PEOs)',
    '/PLOS': 'پروگرام کے سیکھنے کے نتائج (PLOs)',
    '/ChairmanMessage': 'چیئرمین کا پیغام',
    '/DirectorMessage': 'ڈائریکٹر کا پیغام',
    '/MissionVision': 'وژن اور مشن',
    '/Faculty': 'اساتذہ',
    '/Programs': 'کورس اسکیم',
    '/ResearchProjects': 'تحقیقی منصوبے',
    '/Publications': 'تحقیقی مقالے',
    '/ProHome': 'پروگرام',
    '/ProgrammeFinder': 'پروگرام تلاش کریں',
    '/search': 'تلاش',
  },

  fallback: {
    description: 'تفصیل دستیاب نہیں۔',
    video: 'ویڈیو دستیاب نہیں۔',
    message: 'پیغام اس وقت دستیاب نہیں۔',
    image: 'تصویر دستیاب نہیں',
    loading: 'لوڈ ہو رہا ہے...',
    loadingDescription: 'براہِ کرم انتظار کریں، تفصیل لوڈ ہو رہی ہے...',
    loadingContact: 'رابطے کی معلومات لوڈ ہو رہی ہیں...',
    vcName: 'دستیاب نہیں',
    about: 'تعارف اس وقت دستیاب نہیں۔',
    vision: 'وژن اس وقت دستیاب نہیں۔',
    mission: 'مشن اس وقت دستیاب نہیں۔',
    facultyTable: 'اساتذہ کی معلومات دستیاب نہیں۔',
    cell: 'دستیاب نہیں',
    programmes: 'اس شعبے کے کوئی پروگرام نہیں ملے۔',
    personName: { Chairman: 'چیئرمین کا نام', Director: 'ڈائریکٹر کا نام', Dean: 'ڈین کا نام' },
    personMessage: {
      Chairman: 'چیئرمین کا پیغام اس وقت دستیاب نہیں۔',
      Director: 'ڈائریکٹر کا پیغام اس وقت دستیاب نہیں۔',
      Dean: 'ڈین کا پیغام اس وقت دستیاب نہیں۔',
    },
    faculty: 'فیکلٹی',
    department: 'شعبہ',
    theDepartment: 'شعبے',
  },

  meta: {
    contextDescription: (page, name, university) => `${university}${name ? `، ${name}` : ''}: ${page}۔`,
    programmeDescription: (programme, university) => `${university} میں ${programme}۔`,
  },

  notFound: {
    title: 'صفحہ نہیں ملا',
    text: 'آپ جو صفحہ کھولنا چاہتے ہیں وہ موجود نہیں، یا اس کا لنک پورا نہیں۔',
    homeLink: 'ہوم پیج پر جائیں',
    rest: 'یا اوپر والے مینیو سے اپنی مطلوبہ چیز تلاش کریں۔',
  },

  searchForm: {
    siteSearch: 'ویب سائٹ میں تلاش',
    newSearch: 'نئی تلاش',
    label: 'پروگرام، شعبے، لوگ اور صفحات تلاش کریں',
    headerPlaceholder: 'یونیورسٹی میں تلاش کریں',
    pagePlaceholder: 'مثلاً کمپیوٹر سائنس، داخلہ، ہاسٹل',
    button: 'تلاش',
    suggestions: 'تجاویز',
    noSuggestions: 'کوئی تجویز نہیں۔',
    suggestionCount: {
      one: '{n} تجویز۔ اوپر نیچے کے تیر سے منتخب کریں، کھولنے کے لیے Enter دبائیں۔',
      other: '{n} تجاویز۔ اوپر نیچے کے تیر سے منتخب کریں، کھولنے کے لیے Enter دبائیں۔',
    },
    kinds: { programme: 'پروگرام', department: 'شعبہ', faculty: 'فیکلٹی', person: 'فرد', page: 'صفحہ' },
  },

  // ── Sections filled page by page: each between its own markers. ──
  // <guides>
  // </guides>
  // <content>
  // </content>
  // <home>
  // </home>
};
