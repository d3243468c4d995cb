import type { Sense } from './query-aliases';
// The words applicants and parents type for what the site has, under the English words of the
// index they mean: Urdu (in Urdu script), Roman Urdu, and everyday short forms. The index stays
// English; query-aliases.ts reads these lists to widen a query. A word listed under two meanings
// finds either ("imtehan": the entry test or the examinations office); a key with a space is a
// phrase, tried before its words. Spelling variants of Urdu letters (ي/ی, ك/ک, ه/ہ/ھ, aerab,
// zero-width joiners) need no entry of their own: both sides are folded alike first.
// Abbreviations of programmes and departments are not here: they are derived from the titles.

export const WORD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Admissions and its guides
  admission: [
    ...['داخلہ', 'داخلے', 'داخلوں', 'dakhla', 'dakhila', 'dakhlay', 'dakhle', 'dakhlon', 'prospectus', 'پراسپیکٹس', 'ایڈمیشن', 'ایڈمشن'],
    ...['داخلي', 'داخلائون', 'dakhilo', 'dakhilaa', 'admisson', 'admissions'],
  ],
  // "داخلے کا طریقہ": how to apply
  apply: ['درخواست', 'اپلائی', 'darkhwast', 'darkhast', 'اپلاءِ', 'طریقہ', 'tareeqa', 'tariqa', 'tarika', 'procedure', 'process'],
  form: ['فارم'],
  fee: ['فیس', 'فیسیں', 'fees', 'fess', 'fis', 'في', 'فیون', 'fee structure', 'فیس اسٹرکچر', 'فیس سٹرکچر'],
  challan: ['چالان', 'چلان', 'chalan', 'chaalan', 'voucher', 'vouchar', 'ووچر', 'واؤچر', 'واوچر', 'bank challan'],
  'admit slip': ['admit card', 'ایڈمٹ کارڈ', 'roll number slip', 'roll no slip', 'رول نمبر سلپ', 'رول نمبر', 'roll number', 'ایڈمٹ سلپ'],
  domicile: ['ڈومیسائل', 'ڈومیسائیل', 'domicle', 'domisile', 'ڈومیسال'],
  quota: ['کوٹہ', 'کوٹا', 'kota', 'کوٽا'],
  seats: ['سیٹ', 'سیٹیں', 'سیٹس', 'نشستیں', 'نشست', 'seat', 'seet', 'seaten'],
  'self finance': ['سیلف فنانس', 'self-finance', 'selffinance', 'سیلف فائنانس', 'self finence'],
  login: ['لاگ ان', 'لاگان', 'log in', 'signin', 'sign in', 'لاگن'],
  password: ['پاسورڈ', 'پاس ورڈ', 'pasword', 'passward', 'پاسوڈ'],
  helpline: ['ہیلپ لائن', 'ہیلپلائن', 'help line', 'helpline number'],
  matric: ['میٹرک', 'ssc', 'maitric', 'metric', 'matriculation', 'میٹرک کے نمبر'],
  'pre medical': ['پری میڈیکل', 'premedical', 'pre-medical', 'pre med'],
  'pre engineering': ['پری انجینئرنگ', 'پری انجنیئرنگ', 'preengineering', 'pre-engineering', 'pre eng'],
  directions: ['how to reach', 'kaise jayen', 'kaise jaen', 'kaise jaye', 'kaise pohanchen', 'kaise pohnchen', 'kaise pahunchen', 'کیسے پہنچیں', 'کیسے جائیں', 'کیسے پہنچے', 'راستہ', 'rasta', 'route', 'کيئن پهچجي', 'ڪيئن پهچجي', 'kiyan pahuchjy', 'kian pahuchje'],
  last: ['آخری', 'akhri', 'aakhri', 'aakhiri', 'آخري'],
  entry: ['انٹری'],
  test: ['ٹیسٹ'],
  'entry test': ['imtehan', 'imtihan', 'امتحان'],
  examinations: [
    ...['امتحان', 'امتحانات', 'imtehan', 'imtihan', 'imtehanat', 'datesheet', 'date sheet', 'ڈیٹ شیٹ', 'ڈیٹشیٹ', 'result', 'results'],
    ...['نتیجہ', 'نتائج', 'natija', 'nataij', 'natijo', 'رزلٹ', 'رزلٹس', 'transcript', 'ٹرانسکرپٹ', 'marksheet', 'مارک شیٹ', 'exam', 'exams', 'پیپر', 'پرچہ'],
  ],
  result: ['نتیجہ', 'نتائج', 'natija', 'nataij', 'natijo', 'رزلٹ', 'رزلٹس'],
  merit: ['میرٹ'],
  list: ['لسٹ', 'فہرست'],
  eligibility: ['اہلیت', 'ahliyat', 'ahliat', 'eligible', 'قابلیت', 'qabliyat', 'ایلیجیبلٹی'],
  requirements: ['شرائط', 'sharait'],
  registration: ['رجسٹریشن', 'اندراج', 'indraj'],
  online: ['آن لائن', 'آنلائن'],
  portal: ['پورٹل'],
  instructions: ['ہدایات', 'ہدایت', 'ہدایتون', 'hidayat'],
  help: ['مدد', 'madad'],
  'help desk': ['ہیلپ ڈیسک'],
  complaint: ['شکایت', 'shikayat'],
  documents: ['دستاویزات', 'کاغذات', 'kaghzat'],
  deadline: ['آخری تاریخ', 'akhri tareekh'],
  marks: ['مارکس', 'marks', 'مارکون'],
  percentage: ['فیصد'],
  intermediate: ['انٹر', 'انٹرمیڈیٹ', 'inter', 'fsc', 'hsc', 'ics', 'انٽر'],
  whatsapp: ['واٹس ایپ', 'واٹس اپ'],

  // Programmes and degrees
  programmes: ['پروگرام', 'پروگرامز', 'پروگراموں'],
  degree: ['ڈگریاں', 'degrees', 'ڊگريون'],
  courses: ['کورس', 'کورسز', 'مضامین'],
  bachelor: ['بیچلر', 'بیچلرز'],
  master: ['ماسٹر', 'ماسٹرز', 'masters'],
  mphil: ['ایم فل'],
  undergraduate: ['انڈر گریجویٹ', 'ug', 'undergrad'],
  postgraduate: ['پوسٹ گریجویٹ', 'pg', 'postgrad'],

  // The subjects of the departments and programmes
  computer: ['کمپیوٹر', 'کمپیوٹرز'],
  science: ['سائنس'],
  sciences: ['سائنسز', 'علوم'],
  engineering: ['انجینئرنگ', 'انجینیئرنگ', 'انجنیئرنگ', 'انجینیرنگ', 'انجنیرنگ', 'engg'],
  civil: ['سول'],
  electrical: ['الیکٹریکل', 'برقی'],
  mechanical: ['مکینیکل', 'میکینیکل'],
  software: ['سافٹ ویئر', 'سافٹ ویر', 'سافٹویئر'],
  structural: ['اسٹرکچرل', 'سٹرکچرل'],
  power: ['پاور'],
  'artificial intelligence': ['مصنوعی ذہانت'],
  mathematics: ['ریاضی', 'ریاضیات', 'میتھ', 'میتھس', 'maths', 'math', 'riyazi'],
  statistics: ['شماریات'],
  physics: ['طبیعیات', 'طبعیات', 'فزکس', 'tabiyat'],
  chemistry: ['کیمیا', 'کیمسٹری', 'kimiya'],
  environmental: ['ماحولیات', 'ماحولیاتی', 'ماحول'],
  business: ['کاروبار', 'بزنس', 'karobar'],
  administration: ['ایڈمنسٹریشن', 'انتظامیہ'],
  management: ['مینجمنٹ', 'انتظام'],
  english: ['انگریزی', 'انگلش', 'angrezi'],
  language: ['زبان'],
  literature: ['ادب', 'ادبیات'],
  economics: ['معاشیات', 'اکنامکس', 'maashiat', 'اقتصادیات', 'iqtisadiyat', 'معاشیت'],
  education: ['تعلیم', 'ایجوکیشن', 'taleem'],
  urdu: ['اردو'],
  law: ['قانون', 'qanoon'],

  // The university, its people and its offices
  university: ['یونیورسٹی', 'جامعہ', 'uni', 'varsity', 'jamia', 'یونی ورسٹی', 'unversity'],
  faculty: ['فیکلٹی', 'کلیہ', 'ڈین', 'dean', 'deans'],
  department: ['شعبہ', 'شعبے', 'شعبوں', 'ڈیپارٹمنٹ', 'ڈپارٹمنٹ', 'shoba', 'shuba', 'shoaba', 'dept', 'کاتو', 'kaato', 'kato'],
  // The heads: each message page (search-index.ts) is found by its role's word.
  chairman: ['چیئرمین', 'چیرمین', 'چئیرمین', 'hod', 'chairperson', 'chair', 'صدر شعبہ', 'head of department', 'ایچ او ڈی'],
  head: ['ہیڈ', 'سربراہ', 'incharge', 'in charge', 'انچارج', 'سربراہہ', 'mukhya'],
  director: ['ڈائریکٹر', 'ڈائرکٹر', 'ناظم', 'directer', 'dirctor'],
  dean: ['ڈین', 'deen'],
  office: ['دفتر', 'دفاتر', 'daftar', 'آفس', 'offise'],
  'business administration': ['bba', 'mba', 'بی بی اے', 'ایم بی اے'],
  'information technology': ['it', 'آئی ٹی', 'آئي ٽي'],
  'vice chancellor': ['وائس چانسلر', 'وائیس چانسلر', 'شیخ الجامعہ', 'vc', 'vice chanceller', 'وی سی'],
  professor: ['پروفیسر', 'استاد', 'اساتذہ', 'ustad', 'teacher', 'teachers', 'faculty members', 'staff', 'عملہ', 'استادن', 'ٹیچر', 'ٹیچرز'],
  lecturer: ['لیکچرر', 'استاد', 'اساتذہ', 'ustad', 'teacher', 'teachers', 'faculty members', 'staff', 'عملہ', 'استادن', 'ٹیچر', 'ٹیچرز'],
  student: ['طالب علم', 'طلبہ', 'طلباء', 'talaba', 'طالبات', 'طالبہ', 'شاگرد', 'شاگردن', 'shagird'],
  girls: ['لڑکیاں', 'لڑکیوں', 'طالبات', 'ladkiyon', 'larkiyon', 'girls', 'female', 'چھوکریون', 'ڇوڪريون', 'نیاڻیون'],
  registrar: ['رجسٹرار'],
  finance: ['مالیات', 'فنانس'],
  'financial aid': ['مالی امداد', 'mali imdad'],
  research: ['تحقیق', 'ریسرچ', 'tehqeeq'],
  quality: ['معیار', 'کوالٹی'],
  media: ['میڈیا'],

  // Facilities
  facilities: ['سہولیات', 'سہولتیں', 'sahuliyat', 'سہولت', 'سهولتون', 'facility', 'sahulat', 'suhulat'],
  library: ['لائبریری', 'کتب خانہ', 'kutub khana', 'kutubkhana', 'کتب خانو', 'لائبرري', 'ڪتب خانو', 'kitab ghar'],
  transport: ['ٹرانسپورٹ', 'بس', 'بسیں', 'بسوں', 'پوائنٹ', 'پوائنٹس', 'bus', 'buses', 'point', 'points', 'van', 'گاڑی', 'گاڏي', 'gari', 'gaadi'],
  hostel: ['ہاسٹل', 'ہوسٹل', 'ہاسٹلز', 'hostal', 'hostle', 'hostl', 'dorm', 'dormitory', 'کمرہ', 'کمرو', 'ڪمرو', 'room', 'kamra'],
  accommodation: ['رہائش', 'rehaish', 'rihaish', 'رہائشی'],
  sports: ['کھیل', 'کھیلوں', 'اسپورٹس', 'سپورٹس', 'khel', 'رانديون', 'راندیون', 'کیڏون', 'randiyun', 'game', 'games', 'گراؤنڈ', 'ground'],
  scholarships: [
    ...['اسکالرشپ', 'سکالرشپ', 'اسکالرشپس', 'وظیفہ', 'وظیفے', 'وظائف', 'wazifa', 'wazaif', 'wazife', 'wazifo', 'scholorship', 'schlorship'],
  ],
  internet: ['انٹرنیٹ'],
  wifi: ['وائی فائی'],

  // About, contact, news
  about: ['تعارف', 'بارے', 'taruf'],
  history: ['ہسٹری'],
  vision: ['وژن', 'ویژن'],
  mission: ['مشن'],
  message: ['پیغام', 'paigham'],
  contact: ['رابطہ', 'رابطے', 'rabta', 'rabita', 'rabto', 'raabto', 'کانٹیکٹ', 'contect'],
  address: ['پتہ', 'پتا', 'pata', 'pato', 'ایڈریس', 'adress', 'ائڈریس', 'کہاں واقع', 'ڪٿي آهي', 'کتھے آہے', 'kithe aahe', 'kithy ahe'],
  phone: ['فون', 'فون نمبر'],
  email: ['ای میل'],
  map: ['نقشہ', 'naqsha'],
  location: ['مقام', 'لوکیشن'],
  news: ['خبریں', 'خبر', 'خبروں', 'khabar', 'khabrein', 'khabrain', 'khabren', 'خبرون', 'khabrun', 'khabroon'],
  events: ['تقریبات', 'تقریب', 'taqreebat', 'taqribat', 'تقریبون', 'tqreebon'],
  announcements: ['اعلانات', 'اعلان', 'elan', 'ailan'],
  notices: ['نوٹس'],
};

/**
 * Words that only hold a question together ("فیس کتنی ہے", "dakhla kab hai", the "آف" of
 * "ڈیپارٹمنٹ آف فزکس"): left out. Not
 * "se" or "me", which are also abbreviations (Software Engineering, the ME degree).
 */
export const QUERY_STOP_WORDS: readonly string[] = [
  'کا', 'کی', 'کے', 'میں', 'اور', 'سے', 'کو', 'پر', 'ہے', 'ہیں', 'برائے', 'کیا', 'کیسے', 'کب',
  'کتنی', 'کتنا', 'کتنے', 'والا', 'والی', 'والے', 'لیے', 'لئے', 'یہ', 'وہ', 'ہمارے', 'آف', 'ka', 'ki', 'ke', 'aur',
  'kya', 'kaise', 'kab', 'kitni', 'kitna', 'kitne', 'hai', 'hain', 'ko', 'wala', 'wali',
  // Urdu's verbs and small words of a question ("ہاسٹل میں کمرہ کیسے ملے گا")
  ...['ہو', 'ہوگا', 'ہوگی', 'ہوں', 'ہوتا', 'ہوتی', 'ہوتے', 'تھا', 'تھی', 'تھے', 'جاتا', 'جاتی', 'جاتے', 'چاہیے', 'چاہئے', 'چاہئیں'],
  ...['چاہیئں', 'چاہییں', 'ملے', 'ملتا', 'ملتی', 'ملتے', 'ملیں', 'گا', 'گی', 'گے', 'کوئی', 'کچھ', 'بھی', 'تک', 'یا', 'اپنا', 'اپنی'],
  ...['اپنے', 'جو', 'جس', 'کس', 'کیوں', 'مجھے', 'ہمیں', 'کریں', 'کرنا', 'کرے', 'کر', 'کرتے', 'شروع', 'سکتا', 'سکتی', 'سکتے', 'رہا'],
  ...['رہی', 'رہے', 'دیں', 'بتائیں', 'بتائے', 'لیں', 'لے', 'کیلئے', 'کیلیے', 'کونسا', 'کونسی', 'سا', 'ہوئے', 'ہوئی', 'ملنا', 'ملے گا'],
  ...['حاصل', 'طرح', 'کتنی', 'کس', 'بارے', 'متعلق', 'معلومات', 'چیک', 'دیکھیں', 'جانا', 'جائے', 'جائیں'],
  // Roman Urdu's (se and me only away from a degree: query-aliases.ts)
  ...['mein', 'mai', 'mn', 'ky', 'kb', 'sy', 'say', 'pe', 'par', 'tak', 'bhi', 'ya', 'liye', 'lye', 'liay', 'chahiye', 'chahye'],
  ...['chaiye', 'shuru', 'hy', 'ho', 'hoga', 'hogi', 'hongay', 'milega', 'milegi', 'milta', 'milti', 'milte', 'mil', 'sakta'],
  ...['sakti', 'sakte', 'kar', 'karein', 'karen', 'karna', 'krna', 'karte', 'koi', 'kis', 'kese', 'kesy'],
  ...['wale', 'hota', 'hoti', 'hote', 'raha', 'rahi', 'rahe', 'jata', 'jati', 'jate', 'apna', 'apni', 'mujhe', 'hamein', 'aap'],
  ...['batao', 'bataen', 'bataye', 'plz', 'please', 'sir', 'kindly', 'kiya', 'kia', 'hein', 'h', 'k'],
  // Sindhi's, in Sindhi letters (not "khan", "from", nor "kian", "how": names, Khan and Kiran typed with a slip) (folded as Urdu's are) and Roman Sindhi
  ...['جو', 'جي', 'جا', 'جون', '۾', '۽', 'کان', 'کي', 'تي', 'آهي', 'آهن', 'ڪيتري', 'ڪيترو', 'ڪيترا', 'ڪڏهن', 'ڪيئن'],
  ...['ڇا', 'لاءِ', 'سان', 'ته', 'به', 'هي', 'اهو', 'ٿيندو', 'ٿيندي', 'ملندو', 'ملندي', 'ڪرڻ', 'ڪجي', 'ڪهڙو', 'ڪهڙي'],
  ...['وٺي', 'سگهي', 'سگهن', 'سگهجي', 'ملي', 'ٿيو'],
  ...['ڪنهن', 'هن', 'ڏيو', 'آهيون', 'ٿا', 'ٿو', 'ٿي', 'وٺڻ', 'وڃي', 'وڃجي', 'اسان', 'مونکي', 'مون', 'ٿيندا', 'شروع'],
  ...['jo', 'ji', 'ja', 'je', 'jon', 'men', 'ahe', 'aahe', 'aahin', 'ahin', 'ketri', 'ketro', 'ketra', 'kitri'],
  ...['kitey', 'kadahin', 'kadhin', 'kadahn', 'kadehn', 'kiyan', 'chha', 'chhaa', 'laai', 'lai'],
  ...['khe', 'te', 'san', 'thindo', 'thindi', 'thinda', 'milando', 'milandi', 'ker', 'kehro', 'kehri', 'kahro', 'kahri'],
];

/**
 * Latin letters as they are spelt in Urdu: "بی ایس سی ایس" is BSCS, "پی ایچ ڈی" PhD. Only a run
 * of two or more is read as letters. No "کے" (k): it is the commonest word of Urdu.
 */
export const LETTER_NAMES: Readonly<Record<string, string>> = {
  اے: 'a', بی: 'b', سی: 'c', ڈی: 'd', ای: 'e', ایف: 'f', جی: 'g', ایچ: 'h', آئی: 'i', جے: 'j',
  ایل: 'l', ایم: 'm', این: 'n', او: 'o', پی: 'p', کیو: 'q', آر: 'r', ایس: 's', ٹی: 't', یو: 'u',
  وی: 'v', ڈبلیو: 'w', ایکس: 'x', وائی: 'y', زیڈ: 'z',
};

/** Words that, beside one of these, mean a date: of admission, a test, a form, the last day. */
const DATE_NEIGHBOURS = ['admission', 'test', 'entry', 'form', 'merit', 'list', 'last', 'deadline', 'apply', 'challan', 'fee', 'examinations', 'result', 'registration'];
/** Words that, beside "where", ask for the university's address. */
const PLACE_NEIGHBOURS = ['university', 'campus', 'kust', 'located', 'office'];
/** Words that make "who" ask who may apply ("کون داخلہ لے سکتا ہے", "ڪير داخلا وٺي سگهي ٿو"). */
const ABLE_WORDS = ['سکتا', 'سکتی', 'سکتے', 'سگهي', 'سگهن', 'سگهجي', 'sakta', 'sakti', 'sakte', 'saghe', 'sagha', 'can'];
/** Words that make a degree the one a graduate receives, not a programme. */
const RECEIVE_WORDS = ['milegi', 'milega', 'milti', 'ملے', 'ملیگی', 'ملتی', 'ملندي', 'ملندی', 'verification', 'attestation', 'transcript', 'examinations', 'result'];

/** Words that, beside one of these, make a number a telephone number. */
const PHONE_NEIGHBOURS = ['university', 'contact', 'phone', 'mobile', 'office', 'helpline', 'whatsapp', 'registrar', 'call'];

const sensesOf = (spellings: readonly string[], senses: readonly Sense[]) =>
  Object.fromEntries(spellings.map((spelling) => [spelling, senses]));

/**
 * Words of two senses, each chosen by the words around it (query-aliases.ts): تاریخ is a date
 * beside admission words ("داخلے کی تاریخ", "aakhri tareekh") and the university's history
 * otherwise; نمبر is a telephone number beside the university or contact words, marks otherwise.
 */
export const WORD_SENSES: Readonly<Record<string, readonly Sense[]>> = {
  ...sensesOf(['تاریخ', 'تاریخیں', 'tareekh', 'tarikh', 'tarekh', 'تاريخ'], [{ meaning: 'deadline', near: DATE_NEIGHBOURS }, { meaning: 'history' }]),
  ...sensesOf(['نمبر', 'نمبرز', 'number', 'numbers', 'nambar', 'numbr'], [{ meaning: 'phone', near: PHONE_NEIGHBOURS }, { meaning: 'marks' }]),
  // "where": the address beside the university's names, else only a word of the question ("form kahan se milega")
  ...sensesOf(['کہاں', 'kahan', 'kahaan', 'kidhar', 'ڪٿي', 'kithe', 'kithay', 'kithey'], [{ meaning: 'address', near: PLACE_NEIGHBOURS }, { meaning: '' }]),
  // "who … can": eligibility; else a word of the question
  ...sensesOf(['کون', 'kon', 'kaun', 'ڪير', 'kir', 'who'], [{ meaning: 'eligibility', near: ABLE_WORDS }, { meaning: '' }]),
  // a degree one receives (the examinations office issues it) or one studies for
  ...sensesOf(['ڈگری', 'degree', 'digree', 'ڊگري'], [{ meaning: 'examinations', near: RECEIVE_WORDS }, { meaning: 'degree' }]),
  // The university's own names narrow nothing on its own site; alone, they ask about it.
  ...sensesOf(['kust', 'kirthar', 'کیرتھر', 'ڪيرٿر'], [{ meaning: '', near: ['*'] }, { meaning: 'university' }]),
};
