/** @jest-environment node */
import { foldText } from '@/lib/search/fold-text';
import { keyDistance, SoundIndex, soundKey } from '@/lib/search/transliterate';

// English words written in Urdu or Sindhi script, found by sound: words no
// list has, against a vocabulary like an index's titles and keywords.

const VOCABULARY = [
  'admission',
  'computer',
  'software',
  'engineering',
  'electrical',
  'mechanical',
  'transcript',
  'department',
  'artificial',
  'intelligence',
  'university',
  'domicile',
  'password',
  'helpline',
  'director',
  'chairman',
  'scholarship',
  'hostel',
  'economics',
  'education',
  'timetable',
  'result',
  'date',
  'data',
  'login',
  'voucher',
  'business',
  'physics',
];
const index = new SoundIndex(VOCABULARY);
const heard = (word: string) => index.lookup(foldText(word));

describe('soundKey', () => {
  it('gives an English word and its spellings in Urdu and Sindhi script one key', () => {
    for (const [english, ...written] of [
      ['admission', 'ایڈمیشن', 'ایڈمشن', 'ايڊميشن'],
      ['computer', 'کمپیوٹر', 'ڪمپيوٽر'],
      ['hostel', 'ہاسٹل', 'هاسٽل'],
      ['voucher', 'ووچر'],
      ['result', 'رزلٹ'],
    ]) {
      for (const spelling of written)
        expect([
          spelling,
          keyDistance(soundKey(foldText(spelling)), soundKey(english!)) <= 0.5,
        ]).toEqual([spelling, true]);
    }
  });

  it('hears c, g, ph, ch, sh, tion and x as they sound', () => {
    expect(soundKey('science')).toBe('sns');
    expect(soundKey('engineering')).toBe('njnrng');
    expect(soundKey('physics')).toBe('fsks');
    expect(soundKey('challan')).toBe('cln');
    expect(soundKey('admission')).toBe('dmsn');
  });
});

describe('keyDistance', () => {
  it('costs a weak sound or a near consonant less than another consonant', () => {
    expect(keyDistance('kmpytr', 'kmptr')).toBeCloseTo(0.4);
    expect(keyDistance('rzlt', 'rslt')).toBeCloseTo(0.5);
    expect(keyDistance('rzlt', 'rklt')).toBe(1);
    expect(keyDistance('abcdef', 'uvwxyz', 1)).toBe(Infinity);
  });
});

describe('SoundIndex.lookup', () => {
  it('hears a Roman Urdu word only when nothing but a weak or near sound differs', () => {
    const withRoman = new SoundIndex(['marks'], ['larkiyon']);
    expect(withRoman.lookup(foldText('مارکون'))).toEqual(['marks']);
    expect(withRoman.lookup(foldText('لڑکیون'))).toEqual(['larkiyon']);
    // The same word as an English one is heard a whole consonant away.
    expect(new SoundIndex(['marks', 'larkiyon']).lookup(foldText('مارکون'))).toEqual([
      'marks',
      'larkiyon',
    ]);
  });

  it('finds English words written by ear in Urdu or Sindhi script, misspelt ones too', () => {
    expect(heard('ایڈمیشن')).toEqual(['admission']);
    expect(heard('کمپوٹر')).toEqual(['computer']); // no ی: misspelt
    expect(heard('سوفٹویر')).toEqual(['software']);
    expect(heard('الیکٹرکل')).toEqual(['electrical']);
    expect(heard('میکینکل')).toEqual(['mechanical']);
    expect(heard('انجنئرنگ')).toEqual(['engineering']);
    expect(heard('ٹرانسکرپٹ')).toEqual(['transcript']);
    expect(heard('ڈپارٹمنٹ')).toEqual(['department']);
    expect(heard('آرٹیفیشل')).toEqual(['artificial']);
    expect(heard('انٹیلیجنس')).toEqual(['intelligence']);
    expect(heard('یونیورسٹی')).toEqual(['university']);
    expect(heard('ڈومیسائل')).toEqual(['domicile']);
    expect(heard('پاسورڈ')).toEqual(['password']);
    expect(heard('ایجوکیشن')).toEqual(['education']);
    expect(heard('ٹائمٹیبل')).toEqual(['timetable']);
    expect(heard('لاگان')).toEqual(['login']);
  });

  it("hears nothing in Urdu's own words, nor in a word of two consonants or fewer (too many English words sound like it)", () => {
    for (const word of ['پہاڑ', 'دریا', 'کتاب', 'شہر', 'پانی', 'ڈیٹ', 'بس', 'ہیڈ'])
      expect([word, heard(word)]).toEqual([word, []]);
    expect(heard('')).toEqual([]);
    expect(heard('123')).toEqual([]);
  });
});
