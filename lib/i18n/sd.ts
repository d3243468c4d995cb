import type { Dictionary } from './en';
import { formatNumber } from './number';

// Everything the site itself writes, in Sindhi: plain words a school leaver and a parent read
// easily, in the spelling of Sindh's schools, newspapers and government notices (ڪ for k, ي, ه;
// ۾ and ۽), with the terms applicants know kept in their usual form (BS, CNIC, HSC, چالان,
// ميرٽ لسٽ). Typed as the English dictionary: a missing or extra key fails the type check.
// Names of the backend's departments, people and programmes are not here: they stay as sent.

/** An amount in rupees as Sindhi writes it: '4,000 رپيا' (Intl's thousands separators). */
const rupees = (amount: number) => `${formatNumber(amount, 'sd')} رپيا`;

/**
 * The university's name before ۾، جو، جا or جون: careful Sindhi puts its last word in the
 * oblique case, "… ٽيڪنالاجيءَ ۾", as in يونيورسٽيءَ and فيڪلٽيءَ (a final ي takes ءَ).
 */
const oblique = (name: string) => String(name).replace(/ي$/u, 'يءَ');

export const sd: Dictionary = {
  lang: 'sd',

  site: {
    name: 'کيرٿر يونيورسٽي آف سائنس اينڊ ٽيڪنالاجي',
    place: 'دادو، سنڌ، پاڪستان',
    description: 'کيرٿر يونيورسٽي آف سائنس اينڊ ٽيڪنالاجي، دادو، سنڌ، پاڪستان: فيڪلٽيون، شعبا، پروگرام، داخلا ۽ ڪيمپس جي زندگي.',
    developerCredit: 'ڊيزائن ۽ تياري: KUST آئي ٽي سيڪشن',
    homeSuffix: 'مکيه صفحو',
  },

  layout: {
    skipLink: 'سڌو اصل مواد تي وڃو',
    demoNoticeLabel: 'هن ويب سائيٽ بابت',
    demoNotice: 'هي نموني جي ويب سائيٽ آهي. ان جو سمورو مواد هڪ فرضي يونيورسٽيءَ بابت آهي.',
    switchLabel: 'هي صفحو سنڌيءَ ۾ پڙهو',
    opensInNewTab: '(نئين ٽيب ۾ کلندو)',
  },

  header: {
    aboutUs: 'اسان بابت',
    facilities: 'سهولتون',
    tenders: 'ٽينڊر',
    contactUs: 'رابطو',
  },

  nav: {
    label: 'مکيه مينيو',
    home: 'مکيه صفحو',
    academics: 'فيڪلٽيون',
    allProgrammes: 'سڀ پروگرام',
    administration: 'انتظاميه',
    admissions: 'داخلا',
    aboutAdmission: 'داخلي بابت معلومات',
    findProgramme: 'پروگرامن جي ڳولا',
    prospectus: 'پراسپيڪٽس',
    careers: 'نوڪريون',
    newsEvents: 'خبرون ۽ تقريبون',
    menu: 'مينيو',
    closeMenu: 'مينيو بند ڪريو',
    empty: 'اڃا هتي ڪجهه به ناهي.',
  },

  footer: {
    contact: 'رابطو',
    phone: 'فون:',
    socialMedia: 'سوشل ميڊيا',
    academics: 'فيڪلٽيون',
    quickLinks: 'اهم لنڪون',
    findUs: 'اسان جو پتو',
    showMap: 'نقشو ڏسو',
    mapTitle: (university) => `نقشو: ${university} ڪٿي آهي`,
    rights: (year, university) => `© ${year} ${university}. سڀ حق محفوظ آهن.`,
    aboutUs: 'اسان بابت',
    contactUs: 'رابطو',
  },

  menus: {
    title: 'لاڳاپيل لنڪون',
    home: 'مکيه صفحو',
    about: 'تعارف',
    aboutUs: 'اسان بابت',
    chairmanMessage: 'چيئرمين جو پيغام',
    directorMessage: 'ڊائريڪٽر جو پيغام',
    deanMessage: 'ڊين جو پيغام',
    missionVision: 'وژن ۽ مشن',
    obe: 'نتيجن تي ٻڌل تعليم (OBE)',
    peos: 'پروگرام جا تعليمي مقصد (PEOs)',
    plos: 'پروگرام جي سکيا جا نتيجا (PLOs)',
    faculty: 'استاد',
    team: 'ٽيم',
    courseScheme: 'ڪورس اسڪيم',
    researchDevelopment: 'تحقيق ۽ ترقي',
    publications: 'تحقيقي مقالا',
    researchProjects: 'تحقيقي منصوبا',
    updates: 'تازيون سرگرميون',
    events: 'تقريبون',
    seminars: 'سيمينار',
    downloads: 'ڊائون لوڊ',
    departments: 'شعبا',
    instruction: 'رجسٽريشن جون هدايتون',
    helpDesk: 'پورٽل هيلپ ڊيسڪ',
    admissionPolicy: 'داخلو ڪيئن وٺجي',
    selfFinance: 'سيلف فنانس اسڪيم',
    eligibility: 'داخلي جي اهليت',
    vcMessage: 'وائيس چانسلر جو پيغام',
    library: 'لائبريري',
    scholarship: 'اسڪالرشپون',
    hostel: 'هاسٽل',
    transport: 'ٽرانسپورٽ',
    sports: 'رانديون',
    itFacilities: 'آئي ٽي سهولتون',
  },

  breadcrumbs: {
    label: 'توهان هتي آهيو',
    home: 'مکيه صفحو',
    admissions: 'داخلا',
  },

  pages: {
    '/': 'مکيه صفحو',
    '/NewsEvents': 'خبرون ۽ تقريبون',
    '/AboutUs': 'اسان بابت',
    '/ContactUs': 'رابطو',
    '/FacilitiesHome': 'سهولتون',
    '/AdmissionHome': 'داخلو ڪيئن وٺجي',
    '/Instruction': 'آن لائن رجسٽريشن جون هدايتون',
    '/HelpDesk': 'پورٽل هيلپ ڊيسڪ',
    '/EligibilityCriteria': 'داخلي جي اهليت',
    '/FacHome': 'فيڪلٽيءَ جو تعارف',
    '/DeanMessage': 'ڊين جو پيغام',
    '/DptHome': 'شعبو',
    '/AdmHome': 'اسان بابت',
    '/Downloads': 'ڊائون لوڊ',
    '/Events': 'تقريبون',
    '/Seminars': 'سيمينار',
    '/PEOS': 'پروگرام جا تعليمي مقصد (PEOs)',
    '/PLOS': 'پروگرام جي سکيا جا نتيجا (PLOs)',
    '/ChairmanMessage': 'چيئرمين جو پيغام',
    '/DirectorMessage': 'ڊائريڪٽر جو پيغام',
    '/MissionVision': 'وژن ۽ مشن',
    '/Faculty': 'استاد',
    '/Programs': 'ڪورس اسڪيم',
    '/ResearchProjects': 'تحقيقي منصوبا',
    '/Publications': 'تحقيقي مقالا',
    '/ProHome': 'پروگرام',
    '/ProgrammeFinder': 'پروگرامن جي ڳولا',
    '/search': 'ڳولا',
    '/offline': 'آف لائن',
  },

  fallback: {
    description: 'تفصيل موجود ناهي.',
    video: 'وڊيو موجود ناهي.',
    message: 'پيغام هن وقت موجود ناهي.',
    image: 'تصوير موجود ناهي',
    loading: 'لوڊ ٿي رهيو آهي...',
    loadingDescription: 'مهرباني ڪري انتظار ڪريو، تفصيل لوڊ ٿي رهي آهي...',
    loadingContact: 'رابطي جي معلومات لوڊ ٿي رهي آهي...',
    vcName: 'موجود ناهي',
    about: 'تعارف هن وقت موجود ناهي.',
    vision: 'وژن هن وقت موجود ناهي.',
    mission: 'مشن هن وقت موجود ناهي.',
    facultyTable: 'استادن جي معلومات موجود ناهي.',
    teamTable: 'ٽيم جي معلومات موجود ناهي.',
    cell: 'موجود ناهي',
    programmes: 'هن شعبي جو ڪو به پروگرام نه مليو.',
    personName: { Chairman: 'چيئرمين جو نالو', Director: 'ڊائريڪٽر جو نالو', Dean: 'ڊين جو نالو' },
    personMessage: {
      Chairman: 'چيئرمين جو پيغام هن وقت موجود ناهي.',
      Director: 'ڊائريڪٽر جو پيغام هن وقت موجود ناهي.',
      Dean: 'ڊين جو پيغام هن وقت موجود ناهي.',
    },
    faculty: 'فيڪلٽي',
    department: 'شعبو',
    // Before 'جو' in content.about ('{name} جو تعارف'): the oblique form.
    theDepartment: 'شعبي',
  },

  meta: {
    contextDescription: (page, name, university) => `${university}${name ? `، ${name}` : ''}: ${page}.`,
    programmeDescription: (programme, university) => `${oblique(university)} ۾ ${programme}.`,
  },

  notFound: {
    title: 'صفحو نه مليو',
    text: 'جيڪو صفحو توهان کولڻ چاهيو ٿا، اهو موجود ناهي، يا ان جي لنڪ اڌوري آهي.',
    homeLink: 'مکيه صفحي تي وڃو',
    rest: 'يا مٿي ڏنل مينيو مان اهو صفحو ڳولي لهو جيڪو توهان کي گهرجي.',
  },

  offline: {
    title: 'توهان آف لائن آهيو',
    text: 'هي صفحو کولڻ لاءِ انٽرنيٽ گهرجي، ۽ اهو هن فون تي محفوظ ٿيل ناهي.',
    hint: 'پنهنجو سگنل يا موبائل ڊيٽا چيڪ ڪريو ۽ ٻيهر ڪوشش ڪريو. جيڪي صفحا توهان اڳ ۾ کوليا آهن، اهي سگنل کان سواءِ به پڙهي سگهجن ٿا.',
    savedTitle: 'هن فون تي محفوظ ٿيل صفحا',
    noneSaved: 'هن فون تي اڃا ڪو به صفحو محفوظ ناهي. جيڪي صفحا توهان کوليندا، اهي هتي محفوظ ٿيندا ويندا، ته جيئن پوءِ سگنل کان سواءِ به پڙهي سگهو.',
    savedOn: '{date} تي محفوظ ٿيو',
    retry: 'ٻيهر ڪوشش ڪريو',
    noticeLabel: 'محفوظ ٿيل ڪاپي',
    noticeLead: 'محفوظ ٿيل ڪاپي:',
    notice:
      'نيٽ ورڪ مان جواب نه مليو، ان ڪري توهان هن صفحي جي اها ڪاپي ڏسي رهيا آهيو جيڪا هن فون تي {date} تي محفوظ ٿي هئي. ٿي سگهي ٿو ته اها پراڻي هجي: انٽرنيٽ ملڻ تي ميرٽ لسٽون، تاريخون ۽ نوٽيس ٻيهر ڏسي وٺو.',
  },

  searchForm: {
    siteSearch: 'ويب سائيٽ ۾ ڳولا',
    newSearch: 'نئين ڳولا',
    label: 'پروگرام، شعبا، صفحا، استاد ۽ عملو ڳوليو',
    headerPlaceholder: 'ويب سائيٽ ۾ ڳوليو',
    pagePlaceholder: 'مثال طور ڪمپيوٽر سائنس، داخلا، هاسٽل',
    button: 'ڳوليو',
    suggestions: 'تجويزون',
    noSuggestions: 'ڪا به تجويز ناهي.',
    suggestionCount: {
      one: '{n} تجويز. مٿي ۽ هيٺ وارين ايرو ڪيز سان چونڊيو، ۽ کولڻ لاءِ Enter دٻايو.',
      other: '{n} تجويزون. مٿي ۽ هيٺ وارين ايرو ڪيز سان چونڊيو، ۽ کولڻ لاءِ Enter دٻايو.',
    },
    kinds: { programme: 'پروگرام', department: 'شعبو', faculty: 'فيڪلٽي', person: 'استاد ۽ عملو', page: 'صفحو' },
  },

  // ── Sections filled page by page: each between its own markers. ──
  // <guides>
  // The admission year ('2025-26') is isolated left to right (U+2066 … U+2069): in a right-to-left
  // sentence its hyphen would otherwise turn it round ('26-2025'), in the page and in the tab's title.
  guides: {
    AdmissionHome: {
      title: (year) => `داخلو ڪيئن وٺجي – داخلا \u2066${year}\u2069`,
      description: (year, feeRupees, university) =>
        `${oblique(university)} ۾ داخلا \u2066${year}\u2069 لاءِ درخواست ڏيڻ جو قدم به قدم طريقو: آن لائن رجسٽريشن، بئنڪ چالان ذريعي فارم في (${rupees(feeRupees)})، ضروري ڪاغذ پٽ، انٽري ٽيسٽ ۽ ايڊمٽ سلپ.`,
    },
    Instruction: {
      title: 'آن لائن رجسٽريشن جون هدايتون',
      description: (shortName, year) =>
        `${shortName} جي داخلا پورٽل تي رجسٽريشن ۽ داخلا \u2066${year}\u2069 جي درخواست جمع ڪرائڻ جا پنج مرحلا.`,
    },
    HelpDesk: {
      title: 'پورٽل هيلپ ڊيسڪ',
      description: (shortName) =>
        `${shortName} جي داخلا پورٽل ۾ مدد: هيلپ ڊيسڪ کي واٽس ايپ تي پيغام موڪليو، ۽ ان ۾ پنهنجي ايپليڪيشن آئي ڊي، شناختي ڪارڊ (CNIC) نمبر، مسئلو ۽ اسڪرين شاٽ شامل ڪريو.`,
    },
    EligibilityCriteria: {
      title: 'داخلي جي اهليت',
      description: (year, university, bePercent, bsPercent) =>
        `${oblique(university)} ۾ داخلا \u2066${year}\u2069 لاءِ گهٽ ۾ گهٽ مارڪون: BE لاءِ ${bePercent} سيڪڙو ۽ BS پروگرامن لاءِ ${bsPercent} سيڪڙو.`,
    },
    FacilitiesHome: {
      title: 'سهولتون',
      description: (university) => `${oblique(university)} ۾ لائبريري، ٽرانسپورٽ، هاسٽل، رانديون، اسڪالرشپون ۽ آئي ٽي سهولتون.`,
    },
    AboutUs: {
      title: 'اسان بابت',
      description: (university) => `${oblique(university)} جو تعارف: وژن، مشن ۽ وائيس چانسلر جو پيغام.`,
    },
    ContactUs: {
      title: 'رابطو',
      description: (university, place) => `${university}، ${place}: پتو، فون نمبر، اي ميل ۽ نقشو.`,
    },
    NewsEvents: {
      title: 'خبرون ۽ تقريبون',
      description: (university) => `${oblique(university)} جون تازيون خبرون، اعلان ۽ تقريبون.`,
    },
  },

  admission: {
    heading: (year) => `داخلو ڪيئن وٺجي: داخلا \u2066${year}\u2069`,
    lead: (year) =>
      `بيچلر پروگرامن ۾ داخلا \u2066${year}\u2069 لاءِ درخواست يونيورسٽيءَ جي داخلا پورٽل تي آن لائن ڏني وڃي ٿي. هيٺ ڏنل ست مرحلا ترتيب سان پورا ڪريو، ۽ هر مرحلو پورو ڪرڻ کان پوءِ ئي ايندڙ مرحلو شروع ڪريو.`,
    readInstructions: 'هدايتون پڙهو',
    watchTutorial: 'رهنمائيءَ واري وڊيو ڏسو',
    applyHere: 'آن لائن درخواست ڏيو',
    login: 'لاگ ان',
    eligible: {
      title: 'ڏسو ته توهان داخلي جا اهل آهيو يا نه',
      text: (bePercent, bsPercent) =>
        `BE پروگرامن لاءِ انٽر (HSC) جي پهرين سال، يعني HSC-I (سالياني امتحان 2024) ۾ گهٽ ۾ گهٽ ${bePercent} سيڪڙو مارڪون ضروري آهن. جيڪڏهن توهان HSC-II سال 2022 يا ان کان اڳ پاس ڪيو آهي ته HSC-II جون مارڪون ڳڻيون وينديون. BS پروگرامن لاءِ گهٽ ۾ گهٽ ${bsPercent} سيڪڙو مارڪون ضروري آهن. پوري تفصيل {eligibility} واري صفحي تي ڏسو.`,
      eligibilityLink: 'داخلي جي اهليت',
    },
    register: {
      title: 'داخلا پورٽل تي رجسٽر ڪريو',
      text: '{portal} تي پنهنجو اڪائونٽ ٺاهيو. لاگ ان لاءِ توهان جو شناختي ڪارڊ (CNIC) يا ب فارم (B-Form) نمبر ڊيش (-) کان سواءِ استعمال ٿيندو، ان ڪري اهو نمبر ۽ پنهنجو پاس ورڊ سنڀالي رکو. هر اسڪرين جي وضاحت {instructions} ۾ ڏنل آهي.',
      portalLink: 'داخلا پورٽل',
      // Before '۾' in the text: the oblique plural.
      instructionsLink: 'رجسٽريشن جي هدايتن',
    },
    form: {
      title: 'آن لائن داخلا فارم ڀريو',
      text: 'پنهنجي ذاتي معلومات لکو، ۽ ميٽرڪ ۽ انٽر جون مارڪون بلڪل ائين لکو جيئن مارڪ شيٽ تي آهن. پروگرام پنهنجي پسند جي ترتيب سان چونڊيو، ۽ پنهنجي هڪ تازي تصوير اپ لوڊ ڪريو.',
    },
    fee: {
      title: 'فارم في جمع ڪرايو',
      text: (feeRupees) =>
        `پورٽل تان بئنڪ چالان ڊائون لوڊ ڪريو، ۽ فارم في طور ${rupees(feeRupees)} چالان تي لکيل بئنڪ جي ڪنهن به برانچ ۾ جمع ڪرايو. هيءَ في واپس نه ٿيندي. في جمع ڪرائڻ کان پوءِ چالان جي تفصيل پورٽل تي درج ڪريو، ته جيئن توهان جي ادائيگيءَ جي تصديق ٿي سگهي.`,
    },
    submit: {
      title: 'فارم پرنٽ ڪري جمع ڪرايو',
      text: (photographs) =>
        `مڪمل ٿيل فارم پرنٽ ڪريو ۽ آخري تاريخ کان اڳ جمع ڪرايو. ان سان گڏ ${photographs} پاسپورٽ سائيز تصويرون ۽ پنهنجي CNIC يا B-Form، ڊوميسائل، PRC ۽ مارڪ شيٽن جون تصديق ٿيل ڪاپيون لڳايو.`,
    },
    admitSlip: {
      title: 'پنهنجي ايڊمٽ سلپ حاصل ڪريو',
      text: 'انٽري ٽيسٽ جي ايڊمٽ سلپ ان ئي اي ميل تي موڪلي ويندي آهي جيڪا توهان رجسٽريشن وقت ڏني هئي. ٽيسٽ سينٽر وڃڻ وقت اها سلپ ۽ پنهنجو اصل CNIC يا B-Form ساڻ کڻي وڃو. ٽيسٽ کان اڳ وارن ڏينهن ۾ پنهنجو ان باڪس ۽ اسپام فولڊر ڏسندا رهو.',
    },
    entryTest: {
      title: 'انٽري ٽيسٽ ڏيو ۽ ميرٽ لسٽون ڏسندا رهو',
      text: 'ميرٽ لسٽون توهان جي انٽري ٽيسٽ جي مارڪن ۽ تعليمي رڪارڊ مان ٺهنديون آهن. صرف انٽري ٽيسٽ پاس ڪرڻ سان داخلو پڪو نٿو ٿئي. داخلو موجود سيٽن تي ميرٽ موجب ڏنو ويندو آهي.',
    },
    sportsQuota: {
      title: 'اسپورٽس ڪوٽا',
      text: 'اسپورٽس ڪوٽا تحت درخواست ڏيندڙ اميدوارن جو مقابلو صرف سندن پنهنجي ضلعي جي ميرٽ سيٽن ۾ ٿيندو آهي. جڏهن ٽرائل لاءِ سڏيو وڃي ته راندين جا پنهنجا اصل سرٽيفڪيٽ ساڻ آڻيو.',
    },
    selfFinance: {
      title: 'سيلف فنانس اسڪيم',
      text: 'هر پروگرام جون ڪجهه سيٽون سيلف فنانس اسڪيم تحت الڳ ميرٽ لسٽ ذريعي ڀريون وينديون آهن. انهن سيٽن لاءِ آن لائن داخلا فارم تي سيلف فنانس وارو آپشن چونڊيو. سيلف فنانس جي فين جي تفصيل پراسپيڪٽس سان گڏ شايع ٿيندي آهي. پراسپيڪٽس توهان کي مٿي ڏنل مينيو جي داخلا واري حصي ۾ ملندو.',
    },
  },

  instruction: {
    heading: 'آن لائن رجسٽريشن: قدم به قدم',
    lead: 'رجسٽريشن ۾ لڳ ڀڳ 15 منٽ لڳن ٿا. شروع ڪرڻ کان اڳ پنهنجو شناختي ڪارڊ (CNIC) يا ب فارم (B-Form)، مارڪ شيٽون ۽ هڪ تازي تصوير پاڻ وٽ رکو.',
    account: {
      title: 'پورٽل کوليو ۽ اڪائونٽ ٺاهيو',
      text: '{portal} تي وڃو ۽ Register جو بٽڻ دٻايو.',
      portalLink: 'داخلا پورٽل',
    },
    cnic: {
      title: 'پنهنجو CNIC نمبر ڊيش کان سواءِ لکو',
      text: 'پنهنجو 13 انگن وارو CNIC يا B-Form نمبر ڊيش کان سواءِ لکو (مثال طور 4130312345671). پنهنجو پورو نالو بلڪل ائين لکو جيئن ميٽرڪ جي سند تي لکيل آهي. پوءِ اها اي ميل لکو جيڪا توهان روز کوليندا هجو، پنهنجو موبائل نمبر لکو، ۽ آخر ۾ پاس ورڊ ٺاهيو.',
    },
    login: {
      title: 'لاگ ان ڪريو',
      text: '{login} تي پنهنجي CNIC نمبر (ڊيش کان سواءِ) ۽ پاس ورڊ سان لاگ ان ڪريو. توهان جيڪو ڪجهه محفوظ (save) ڪندا، اهو فارم جمع ڪرائڻ تائين اتي ئي رهندو.',
      // Before 'تي' in the text: the oblique form.
      loginLink: 'پورٽل جي لاگ ان صفحي',
    },
    profile: {
      title: 'پنهنجي پروفائل مڪمل ڪريو ۽ پروگرام چونڊيو',
      text: 'پنهنجي ذاتي ۽ تعليمي معلومات ڀريو، پنهنجي تصوير اپ لوڊ ڪريو، ۽ پروگرام پنهنجي پسند جي ترتيب سان چونڊيو. هر شيءِ چڱيءَ طرح چيڪ ڪريو، ڇو ته فارم جمع ڪرائڻ کان پوءِ معلومات تبديل نٿي ڪري سگهجي.',
    },
    submit: {
      title: 'في ڏيو، فارم جمع ڪرايو ۽ پرنٽ ڪريو',
      text: (feeRupees, photographs) =>
        `پورٽل تان فيءَ جو بئنڪ چالان (${rupees(feeRupees)}) ٺاهيو، بئنڪ ۾ في جمع ڪرايو ۽ چالان جي تفصيل پورٽل تي درج ڪريو. پوءِ پنهنجي درخواست جمع (submit) ڪريو ۽ فارم پرنٽ ڪريو. هي پرنٽ ٿيل فارم ${photographs} پاسپورٽ سائيز تصويرن سان گڏ جمع ڪرائڻو آهي.`,
    },
    video: 'وڊيو ڏسڻ چاهيو ٿا؟ {tutorial} ۾ اهي ئي مرحلا ڏيکاريا ويا آهن.',
    tutorialLink: 'رهنمائيءَ واري وڊيو',
  },

  helpDesk: {
    heading: 'پورٽل هيلپ ڊيسڪ',
    lead: 'داخلا پورٽل ۾ ڪا ڏکيائي پيش اچي ٿي؟ هيلپ ڊيسڪ تان صرف واٽس ايپ تي پيغام ذريعي جواب ڏنو وڃي ٿو. فون ڪال يا SMS جو جواب نٿو ڏنو وڃي، ته جيئن هر درخواست جو رڪارڊ رهي ۽ سڀني کي واري سر جواب ملي.',
    whatsApp: 'هيلپ ڊيسڪ کي واٽس ايپ تي پيغام موڪليو ({mobile})',
    includeHeading: 'پنهنجي پيغام ۾ هيٺيون چار شيون شامل ڪريو',
    include: [
      'پنهنجي ايپليڪيشن آئي ڊي (Application ID)، بلڪل ائين جيئن پورٽل تي لکيل آهي.',
      'پنهنجو شناختي ڪارڊ (CNIC) يا ب فارم (B-Form) نمبر.',
      'مسئلي جي مختصر تفصيل: توهان ڇا ڪري رهيا هئا ۽ ڪهڙو مسئلو پيش آيو.',
      'مسئلي واري اسڪرين يا غلطيءَ واري پيغام جا اسڪرين شاٽ.',
    ],
    closing: 'جن پيغامن ۾ اهي چارئي شيون هجن، انهن جو جواب پهريان ڏنو ويندو آهي. ڪيترن ئي ننڍن پيغامن بدران هڪ ئي پيغام ۾ سڀ ڪجهه موڪليو.',
  },

  eligibility: {
    heading: (year) => `داخلي جي اهليت \u2066${year}\u2069`,
    lead: 'داخلا پورٽل تي رجسٽر ڪرڻ کان اڳ هيٺيون گهٽ ۾ گهٽ شرطون ڏسي وٺو. جيڪڏهن اهي شرطون پوريون ٿين ٿيون ته توهان درخواست ۽ انٽري ٽيسٽ ڏئي سگهو ٿا، پر داخلو صرف ميرٽ موجب ملي ٿو.',
    imageAlt: (bePercent, bsPercent) =>
      `گهٽ ۾ گهٽ مارڪون: BE پروگرامن لاءِ ${bePercent} سيڪڙو ۽ BS پروگرامن لاءِ ${bsPercent} سيڪڙو، انٽر (HSC) جي پهرين سال (HSC-I، سالياني 2024) ۾، يا سال 2022 تائين پاس ڪيل HSC-II ۾.`,
    // 'HSC Part-I' is held on one line (a no-break space): split, its two halves land at opposite ends of the lines.
    be: {
      title: 'بيچلر آف انجنيئرنگ (BE)',
      text: (percent) =>
        `پري انجنيئرنگ گروپ (يا ان جي برابر تعليمي قابليت) سان انٽر (HSC) جي پهرين سال، يعني HSC\u00a0Part-I (سالياني امتحان 2024) ۾ گهٽ ۾ گهٽ ${percent} سيڪڙو مارڪون. جن اميدوارن HSC\u00a0Part-II سال 2022 يا ان کان اڳ پاس ڪيو آهي، انهن جون HSC\u00a0Part-II ۾ آيل مارڪون ڳڻيون وينديون.`,
    },
    bs: {
      title: 'بيچلر آف سائنس (BS)',
      text: (percent) =>
        `پروگرام سان لاڳاپيل گروپ سان HSC\u00a0Part-I (سالياني امتحان 2024) ۾ گهٽ ۾ گهٽ ${percent} سيڪڙو مارڪون. جن اميدوارن HSC\u00a0Part-II سال 2022 يا ان کان اڳ پاس ڪيو آهي، انهن جون HSC\u00a0Part-II ۾ آيل مارڪون ڳڻيون وينديون.`,
    },
    ready: 'درخواست ڏيڻ لاءِ تيار آهيو؟ {guide} ڏسو ۽ ان موجب درخواست ڏيو.',
    guideLink: 'داخلو وٺڻ جو قدم به قدم طريقو',
  },

  facilities: {
    heading: 'سهولتون',
    lead: (shortName) => `${shortName} ۾ زندگي رڳو ڪلاس روم تائين محدود ناهي. هي اهي سهولتون آهن جيڪي هر روز اسان جي شاگردن جي ڪم اچن ٿيون.`,
    library: {
      title: 'لائبريري',
      text: 'سينٽرل لائبريريءَ مان درسي ۽ حوالي جا ڪتاب پڙهڻ لاءِ جاري ڪيا ويندا آهن. هتي ڇپيل ۽ آن لائن جرنل موجود آهن، ۽ HEC نيشنل ڊجيٽل لائبريريءَ تائين رسائي به ملي ٿي. پڙهائيءَ ۽ تحقيق لاءِ ريڊنگ هال، خاموش پڙهائيءَ جا ڪمرا، ۽ آخري سال جي منصوبن ۽ ٿيسز جو ذخيرو به موجود آهي.',
    },
    transport: {
      title: 'ٽرانسپورٽ',
      text: 'يونيورسٽيءَ جون بسون صبح ۽ شام مقرر رستن تي هلن ٿيون، ۽ ڪيمپس کي ڀرپاسي جي شهرن ۽ شهر جي اسٽاپن سان ڳنڍين ٿيون. شاگرد هر سيمسٽر لاءِ ٽرانسپورٽ ڪارڊ خريد ڪن ٿا. رستا ۽ وقت ٽرانسپورٽ آفيس ۽ نوٽيس بورڊن تي لڳل هوندا آهن.',
    },
    hostel: {
      title: 'هاسٽل',
      text: 'شاگردن ۽ شاگردياڻين لاءِ الڳ الڳ هاسٽل آهن، جن ۾ فرنيچر سميت گڏيل ڪمرا، ميس، ڪامن روم، نماز جي جاءِ ۽ 24 ڪلاڪ سيڪيورٽي موجود آهن. ڪمرا هر سال ميرٽ ۽ گهر کان فاصلي جي بنياد تي ڏنا ويندا آهن. درخواست اسٽوڊنٽ افيئرز آفيس ذريعي ڏيو.',
    },
    sports: {
      title: 'رانديون',
      text: 'ڪرڪيٽ، فٽبال، هاڪي، واليبال، باسڪيٽ بال ۽ بيڊمنٽن لاءِ ميدان ۽ ڪورٽ آهن، ۽ ان ڊور راندين ۽ جم جي سهولت به آهي. سڄو سال شعبن جي وچ ۾ ٽورنامينٽ ٿيندا رهن ٿا، ۽ يونيورسٽيءَ جون ٽيمون HEC جي انٽر يونيورسٽي چيمپيئن شپ ۾ حصو وٺن ٿيون.',
    },
    scholarships: {
      title: 'اسڪالرشپون',
      text: 'HEC، سنڌ حڪومت، يونيورسٽيءَ ۽ ڏاتار ماڻهن پاران ضرورت ۽ ميرٽ جي بنياد تي اسڪالرشپون ڏنيون وڃن ٿيون، جن سان شاگردن کي پڙهائيءَ جو خرچ کڻڻ ۾ مدد ملي ٿي. اسٽوڊنٽ فنانشل ايڊ آفيس (SFAO) هر اسڪيم جو اعلان ڪري ٿي ۽ درخواست ڏيڻ ۾ رهنمائي ڪري ٿي.',
    },
    itFacilities: {
      title: 'آئي ٽي سهولتون',
      text: 'سڄي ڪيمپس ۾ وائي فائي آهي، ۽ ڪمپيوٽر ليبن ۾ هر پروگرام لاءِ ضروري سافٽ ويئر موجود آهن. انٽرنيٽ PERN ريسرچ نيٽ ورڪ ذريعي ملي ٿو. شاگردن کي يونيورسٽيءَ جو اي ميل اڪائونٽ ۽ آن لائن لرننگ مئنيجمينٽ سسٽم (LMS) به ڏنو وڃي ٿو.',
    },
  },

  about: {
    heading: 'اسان بابت',
    fallbackTitle: (university) => `${oblique(university)} جو تعارف`,
    vision: 'اسان جو وژن',
    mission: 'اسان جو مشن',
  },

  contact: {
    heading: 'رابطو',
    intro: 'داخلي، پروگرامن يا ڪيمپس جي زندگيءَ بابت ڪو سوال آهي؟ اسان توهان جي مدد لاءِ حاضر آهيون.',
    formHeading: 'اسان کي پيغام موڪليو',
    name: 'نالو',
    email: 'اي ميل',
    subject: 'موضوع',
    message: 'پيغام',
    send: 'پيغام موڪليو',
    detailsHeading: 'رابطي جي تفصيل',
    address: 'پتو',
    mobile: 'موبائل',
    phone: 'فون',
    website: 'ويب سائيٽ',
    mapHeading: 'ڪيمپس جو نقشو',
  },

  news: {
    heading: 'خبرون ۽ تقريبون',
  },
  share: {
    heading: 'هي صفحو ٻين ڏانهن موڪليو',
    whatsApp: 'واٽس ايپ تي موڪليو',
    copy: 'لنڪ ڪاپي ڪريو',
    share: 'شيئر ڪريو',
    copied: 'لنڪ ڪاپي ٿي وئي',
    copyThis: 'هي لنڪ ڪاپي ڪريو:',
  },
  // </guides>
  // <content>
  content: {
    about: '{name} جو تعارف',
    tableRegion: (caption) => `${caption} (جدول)`,
    portrait: (name) => `${name} جي تصوير`,
    download: 'ڊائون لوڊ ڪريو',
    feeds: { news: 'خبرن جي RSS فيڊ', events: 'تقريبون پنهنجي ڪئلينڊر ۾ شامل ڪريو (.ics)' },
    feedNames: { news: 'خبرون', events: 'تقريبون' },
    newsFeed: {
      title: (university) => `${university}: خبرون`,
      description: (university, place) => `${university}، ${place} جون تازيون خبرون.`,
    },
    roles: { Chairman: 'چيئرمين', Director: 'ڊائريڪٽر', Dean: 'ڊين' },
  },

  department: {
    programmesOffered: 'شعبي جا پروگرام',
    vision: 'وژن',
    mission: 'مشن',
    chairmanMessage: 'چيئرمين جو پيغام',
    directorMessage: 'ڊائريڪٽر جو پيغام',
    vcMessage: 'وائيس چانسلر جو پيغام',
    viceChancellor: 'وائيس چانسلر',
    facultyMembers: 'استاد',
    team: 'اسان جي ٽيم',
    facultyColumns: { picture: 'تصوير', name: 'نالو', designation: 'عهدو', email: 'اي ميل', contact: 'رابطي جو نمبر' },
    downloads: 'ڊائون لوڊ',
    downloadsEmpty: 'اڃا ڊائون لوڊ لاءِ ڪا به فائل ناهي.',
    downloadColumns: { number: 'نمبر', description: 'تفصيل', action: 'فائل' },
    publications: 'تحقيقي مقالا',
    publicationsEmpty: 'اڃا ڪو به تحقيقي مقالو درج نه ڪيو ويو آهي.',
    publicationColumns: { title: 'عنوان', authors: 'ليکڪ', id: 'اشاعت نمبر', year: 'سال', actions: 'فائل' },
    publicationOnRequest: 'مڪمل متن شعبي کان گهرڻ تي ملي ٿو',
    researchProjects: 'تحقيقي منصوبا',
    researchProjectsCaption: 'تحقيقي منصوبا',
    researchProjectsEmpty: 'اڃا ڪو به تحقيقي منصوبو درج نه ڪيو ويو آهي.',
    projectColumns: { title: 'منصوبي جو عنوان', supervisor: 'نگران', coSupervisor: 'معاون نگران', members: 'گروپ جا ميمبر', remarks: 'ڪيفيت' },
    events: 'تقريبون',
    eventsEmpty: 'اڃا ڪنهن به تقريب جو اعلان نه ٿيو آهي.',
    seminars: 'سيمينار',
    seminarsEmpty: 'اڃا ڪنهن به سيمينار جو اعلان نه ٿيو آهي.',
    peos: 'پروگرام جا تعليمي مقصد (PEOs)',
    peosEmpty: 'پروگرام جا تعليمي مقصد اڃا شايع نه ٿيا آهن.',
    plos: 'پروگرام جي سکيا جا نتيجا (PLOs)',
    plosEmpty: 'پروگرام جي سکيا جا نتيجا اڃا شايع نه ٿيا آهن.',
  },

  scheme: {
    heading: 'ڪورس اسڪيم',
    empty: 'ڪورس اسڪيم اڃا شايع نه ٿي آهي.',
    untitledYear: 'ڪورس',
    untitledCaption: 'ڪورس ۽ ڪريڊٽ ڪلاڪ',
    yearRegion: (year) => `${year} جا ڪورس`,
    caption: '{year} جا ڪورس ۽ ڪريڊٽ ڪلاڪ',
    columns: {
      number: 'نمبر',
      code: 'ڪورس ڪوڊ',
      title: 'ڪورس جو نالو',
      theory: 'ٿيوري',
      theoryLong: 'ٿيوريءَ جا ڪريڊٽ ڪلاڪ',
      lab: 'ليب',
      labLong: 'ليب جا ڪريڊٽ ڪلاڪ',
      total: 'ڪل ڪريڊٽ ڪلاڪ',
    },
    totalRow: 'ڪل',
  },

  faculty: {
    // Before 'جو' in content.about ('{name} جو تعارف'): the oblique form.
    theFaculty: 'فيڪلٽيءَ',
    deanMessage: 'ڊين جو پيغام',
  },

  programme: {
    about: 'پروگرام جو تعارف',
    courseScheme: 'ڪورس اسڪيم ڏسو',
    department: 'شعبي جو صفحو ڏسو',
  },
  // </content>
  // <home>
  home: {
    slider: {
      label: 'ڪيمپس جون جهلڪيون',
      roleDescription: 'سلائيڊ شو',
      slideAlt: (university, n, total) => `${university}: ڪيمپس جي تصوير (${total} مان ${n})`,
      previous: 'پوئين سلائيڊ',
      next: 'ايندڙ سلائيڊ',
      first: 'هي پهرين سلائيڊ آهي',
      last: 'هي آخري سلائيڊ آهي',
      goTo: 'سلائيڊ {{index}} تي وڃو',
      slideLabel: '{{slidesLength}} مان {{index}}',
    },
    popup: {
      label: 'اعلان',
      close: 'اعلان بند ڪريو',
      imageAlt: 'يونيورسٽيءَ پاران اعلان',
    },
    find: {
      title: 'پنهنجو پروگرام ڳوليو',
      text: 'هر فيڪلٽيءَ جا بيچلر، ماسٽر ۽ پي ايڇ ڊي پروگرام، ۽ انهن ۾ داخلي جو طريقو.',
      browse: 'سڀ پروگرام ڏسو',
      apply: 'داخلو ڪيئن وٺجي',
    },
    about: {
      title: 'يونيورسٽيءَ جو تعارف',
      more: 'اسان بابت وڌيڪ ڄاڻو',
      playVideo: 'وڊيو هلايو:',
    },
    events: { title: 'تازيون تقريبون', empty: 'هن وقت ڪا به ايندڙ تقريب ناهي.' },
    vc: {
      title: 'وائيس چانسلر جو پيغام',
      role: 'وائيس چانسلر',
      portrait: (name) => `${name} جي تصوير`,
      readMore: 'پورو پيغام پڙهو',
    },
    campusLife: 'ڪيمپس جي زندگي',
    news: { title: 'تازيون خبرون', empty: 'هن وقت ڪا به خبر ناهي.' },
    facts: 'يونيورسٽي هڪ نظر ۾',
  },

  search: {
    title: 'ڳولا',
    resultsTitle: 'ڳولا جا نتيجا',
    metaTitle: (query) => `ڳولا: ${query}`,
    metaDescription: 'يونيورسٽيءَ جا پروگرام، شعبا، فيڪلٽيون، صفحا، استاد ۽ عملو ڳوليو.',
    groups: { programme: 'پروگرام', department: 'شعبا ۽ آفيسون', faculty: 'فيڪلٽيون', person: 'استاد ۽ عملو', page: 'صفحا' },
    /** A result's context: an office of the administration, a faculty's departments. */
    administration: 'انتظاميه',
    departmentCount: { one: '{n} شعبو', other: '{n} شعبا' },
    incomplete:
      'يونيورسٽيءَ جي ڪجهه معلومات هن وقت حاصل نه ٿي سگهي، ان ڪري ٿي سگهي ٿو ته اهي نتيجا پورا نه هجن. مهرباني ڪري ڪجهه منٽن کان پوءِ ٻيهر ڪوشش ڪريو.',
    intro:
      'ڪنهن پروگرام، شعبي، فيڪلٽيءَ يا استاد جي نالي سان ڳوليو، يا داخلا، في يا هاسٽل جهڙي ڪنهن موضوع سان. هر فيڪلٽيءَ جون سڀ ڊگريون {link} واري صفحي تي به ڏسي سگهجن ٿيون.',
    finderLink: 'پروگرامن جي ڳولا',
    summary: { one: '{q} لاءِ {n} نتيجو', other: '{q} لاءِ {n} نتيجا' },
    summaryFirst: '{q} لاءِ پهريان {n} نتيجا',
    nothing: '{q} لاءِ ڪجهه به نه مليو.',
    help: 'لفظن جي جوڙجڪ ٻيهر ڏسو، گهٽ يا عام لفظ لکي ڏسو، يا هنن مان ڪنهن صفحي کان شروع ڪريو:',
    next: {
      finder: { link: 'پروگرامن جي ڳولا', rest: ': سڀ پروگرام، فيڪلٽيءَ ۽ ڊگريءَ موجب' },
      apply: { link: 'داخلو ڪيئن وٺجي', rest: ': داخلي جو قدم به قدم طريقو' },
      contact: { link: 'رابطو', rest: ': يونيورسٽيءَ کان سڌو پڇو' },
    },
  },

  finder: {
    title: 'پروگرامن جي ڳولا',
    metaDescription: (university) => `${oblique(university)} جا سڀ ڊگري پروگرام، فيڪلٽيءَ ۽ شعبي موجب: بيچلر، ماسٽر ۽ پي ايڇ ڊي.`,
    intro: 'يونيورسٽيءَ جا سڀ ڊگري پروگرام، فيڪلٽيءَ ۽ شعبي موجب. ڊگري يا فيڪلٽي چونڊيو، يا پروگرام جي نالي جو ڪجهه حصو لکو.',
    filters: 'پروگرام فلٽر ڪريو',
    level: 'ڊگري',
    allLevels: 'سڀ ڊگريون',
    faculty: 'فيڪلٽي',
    allFaculties: 'سڀ فيڪلٽيون',
    nameContains: 'پروگرام جو نالو',
    placeholder: 'مثال طور ڪمپيوٽر',
    show: 'پروگرام ڏيکاريو',
    clear: 'فلٽر ختم ڪريو',
    incomplete:
      'يونيورسٽيءَ جي ڪجهه معلومات هن وقت حاصل نه ٿي سگهي، ان ڪري ٿي سگهي ٿو ته هيءَ لسٽ پوري نه هجي. مهرباني ڪري ڪجهه منٽن کان پوءِ ٻيهر ڪوشش ڪريو.',
    count: { one: '{total} پروگرام.', other: '{total} پروگرام.' },
    matching: { one: '{total} مان {n} پروگرام مليو.', other: '{total} مان {n} پروگرام مليا.' },
    none: 'انهن فلٽرن سان ڪو به پروگرام نه مليو. {all} يا {search}.',
    showAll: 'سڀ پروگرام ڏسو',
    searchSite: 'سڄي ويب سائيٽ ۾ ڳوليو',
    otherDepartments: 'ٻيا شعبا',
    otherProgrammes: 'ٻيا پروگرام',
    listName: 'ڊگري پروگرام',
    levels: {
      ADP: 'ايسوسيئيٽ ڊگري',
      BS: 'بيچلر آف سائنس',
      BSc: 'بيچلر آف سائنس',
      BE: 'بيچلر آف انجنيئرنگ',
      BBA: 'بيچلر آف بزنس ايڊمنسٽريشن',
      BA: 'بيچلر آف آرٽس',
      BEd: 'بيچلر آف ايجوڪيشن',
      BCom: 'بيچلر آف ڪامرس',
      LLB: 'بيچلر آف لاز',
      PharmD: 'ڊاڪٽر آف فارميسي',
      MBBS: 'بيچلر آف ميڊيسن، بيچلر آف سرجري',
      MS: 'ماسٽر آف سائنس',
      MSc: 'ماسٽر آف سائنس',
      ME: 'ماسٽر آف انجنيئرنگ',
      MBA: 'ماسٽر آف بزنس ايڊمنسٽريشن',
      MA: 'ماسٽر آف آرٽس',
      MEd: 'ماسٽر آف ايجوڪيشن',
      MCom: 'ماسٽر آف ڪامرس',
      LLM: 'ماسٽر آف لاز',
      MPhil: 'ماسٽر آف فلاسافي',
      PhD: 'ڊاڪٽر آف فلاسافي',
    },
  },
  // </home>
};
