// The words applicants and parents type for what the site has, under the English words of the
// index they mean: Urdu (in Urdu script), Roman Urdu, and everyday short forms. The index stays
// English; query-aliases.ts reads these lists to widen a query. A word listed under two meanings
// finds either ("imtehan": the entry test or the examinations office); a key with a space is a
// phrase, tried before its words. Spelling variants of Urdu letters (ي/ی, ك/ک, ه/ہ/ھ, aerab,
// zero-width joiners) need no entry of their own: both sides are folded alike first.
// Abbreviations of programmes and departments are not here: they are derived from the titles.

export const WORD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Admissions and its guides
  admission: ['داخلہ', 'داخلے', 'داخلوں', 'dakhla', 'dakhila', 'dakhlay', 'dakhle', 'dakhlon', 'prospectus', 'پراسپیکٹس'],
  apply: ['درخواست', 'اپلائی', 'darkhwast', 'darkhast'],
  form: ['فارم'],
  fee: ['فیس', 'فیسیں', 'fees', 'fess', 'fis'],
  challan: ['چالان', 'چلان', 'chalan', 'chaalan'],
  entry: ['انٹری'],
  test: ['ٹیسٹ'],
  'entry test': ['imtehan', 'imtihan', 'امتحان'],
  examinations: ['امتحان', 'امتحانات', 'imtehan', 'imtihan', 'imtehanat', 'datesheet', 'result', 'results', 'نتیجہ', 'نتائج', 'natija', 'nataij'],
  result: ['نتیجہ', 'نتائج', 'natija', 'nataij'],
  merit: ['میرٹ'],
  list: ['لسٹ', 'فہرست'],
  eligibility: ['اہلیت', 'ahliyat', 'ahliat'],
  requirements: ['شرائط', 'sharait'],
  registration: ['رجسٹریشن', 'اندراج', 'indraj'],
  online: ['آن لائن', 'آنلائن'],
  portal: ['پورٹل'],
  instructions: ['ہدایات', 'hidayat'],
  help: ['مدد', 'madad'],
  'help desk': ['ہیلپ ڈیسک'],
  complaint: ['شکایت', 'shikayat'],
  documents: ['دستاویزات', 'کاغذات', 'kaghzat'],
  deadline: ['آخری تاریخ', 'akhri tareekh'],
  marks: ['نمبر', 'مارکس'],
  percentage: ['فیصد'],
  intermediate: ['انٹر', 'انٹرمیڈیٹ'],
  whatsapp: ['واٹس ایپ', 'واٹس اپ'],

  // Programmes and degrees
  programmes: ['پروگرام', 'پروگرامز', 'پروگراموں'],
  degree: ['ڈگری', 'ڈگریاں', 'digree'],
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
  economics: ['معاشیات', 'اکنامکس', 'maashiat'],
  education: ['تعلیم', 'ایجوکیشن', 'taleem'],
  urdu: ['اردو'],
  law: ['قانون', 'qanoon'],

  // The university, its people and its offices
  university: ['یونیورسٹی', 'جامعہ', 'uni', 'varsity', 'jamia'],
  faculty: ['فیکلٹی', 'کلیہ', 'ڈین', 'dean', 'deans'],
  department: ['شعبہ', 'شعبے', 'شعبوں', 'ڈیپارٹمنٹ', 'shoba', 'shuba', 'shoaba', 'dept', 'hod', 'chairman', 'chairperson', 'چیئرمین'],
  'vice chancellor': ['وائس چانسلر', 'شیخ الجامعہ', 'vc'],
  professor: ['پروفیسر', 'استاد', 'اساتذہ', 'ustad', 'teacher', 'teachers'],
  lecturer: ['لیکچرر', 'استاد', 'اساتذہ', 'ustad', 'teacher', 'teachers'],
  student: ['طالب علم', 'طلبہ', 'طلباء', 'talaba'],
  registrar: ['رجسٹرار'],
  finance: ['مالیات', 'فنانس'],
  'financial aid': ['مالی امداد', 'mali imdad'],
  research: ['تحقیق', 'ریسرچ', 'tehqeeq'],
  quality: ['معیار', 'کوالٹی'],
  media: ['میڈیا'],

  // Facilities
  facilities: ['سہولیات', 'سہولتیں', 'sahuliyat'],
  library: ['لائبریری', 'کتب خانہ', 'kutub khana', 'kutubkhana'],
  transport: ['ٹرانسپورٹ', 'بس', 'پوائنٹ'],
  hostel: ['ہاسٹل', 'ہوسٹل', 'ہاسٹلز', 'hostal', 'hostle', 'hostl', 'dorm', 'dormitory'],
  accommodation: ['رہائش'],
  sports: ['کھیل', 'کھیلوں', 'اسپورٹس', 'سپورٹس', 'khel'],
  scholarships: ['اسکالرشپ', 'سکالرشپ', 'اسکالرشپس', 'وظیفہ', 'وظیفے', 'وظائف', 'wazifa', 'wazaif', 'wazife'],
  internet: ['انٹرنیٹ'],
  wifi: ['وائی فائی'],

  // About, contact, news
  about: ['تعارف', 'بارے', 'taruf'],
  history: ['تاریخ', 'tareekh'],
  vision: ['وژن', 'ویژن'],
  mission: ['مشن'],
  message: ['پیغام', 'paigham'],
  contact: ['رابطہ', 'رابطے', 'rabta', 'rabita'],
  address: ['پتہ', 'پتا', 'pata'],
  phone: ['فون', 'فون نمبر'],
  email: ['ای میل'],
  map: ['نقشہ', 'naqsha'],
  location: ['مقام', 'لوکیشن'],
  news: ['خبریں', 'خبر', 'خبروں', 'khabar', 'khabrein', 'khabrain', 'khabren'],
  events: ['تقریبات', 'تقریب', 'taqreebat', 'taqribat'],
  announcements: ['اعلانات', 'اعلان', 'elan', 'ailan'],
  notices: ['نوٹس'],
};

/**
 * Words that only hold a question together ("فیس کتنی ہے", "dakhla kab hai", the "آف" of
 * "ڈیپارٹمنٹ آف فزکس"): left out. Not
 * "se" or "me", which are also abbreviations (Software Engineering, the ME degree).
 */
export const QUERY_STOP_WORDS: readonly string[] = [
  'کا', 'کی', 'کے', 'میں', 'اور', 'سے', 'کو', 'پر', 'ہے', 'ہیں', 'برائے', 'کیا', 'کیسے', 'کہاں', 'کب', 'کون',
  'کتنی', 'کتنا', 'کتنے', 'والا', 'والی', 'والے', 'لیے', 'لئے', 'یہ', 'وہ', 'ہمارے', 'آف', 'ka', 'ki', 'ke', 'aur',
  'kya', 'kaise', 'kahan', 'kab', 'kitni', 'kitna', 'kitne', 'hai', 'hain', 'ko', 'wala', 'wali',
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
