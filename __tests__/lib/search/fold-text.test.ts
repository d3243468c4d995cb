/** @jest-environment node */
import { foldText } from '@/lib/search/fold-text';

describe('foldText', () => {
  it('writes Arabic and Sindhi letter forms as the Urdu ones', () => {
    expect(foldText('داخله')).toBe('داخلہ'); // Arabic heh
    expect(foldText('كمپيوٹر')).toBe('کمپیوٹر'); // Arabic kaf and yeh
    expect(foldText('ڪمپيوٽر')).toBe('کمپیوٹر'); // Sindhi kaf and tteh
    expect(foldText('جامعة')).toBe('جامعہ'); // teh marbuta
    expect(foldText('کھیل')).toBe(foldText('کہیل')); // do-chashmi heh
  });

  it('drops aerab, zero-width characters, direction marks and tatweel', () => {
    expect(foldText('دَاخِلَہ')).toBe('داخلہ');
    expect(foldText('اسکالر\u200cشپ')).toBe('اسکالرشپ');
    expect(foldText('\u200bفیس\ufeff\u200f')).toBe('فیس');
    expect(foldText('داخـــلہ')).toBe('داخلہ');
    expect(foldText('شعبۂ')).toBe('شعبہ');
  });

  it('lowers Latin letters, drops their accents and writes Urdu digits in ASCII', () => {
    expect(foldText('BSCS Université')).toBe('bscs universite');
    expect(foldText('۲۰۲۵ ٢٠٢٥')).toBe('2025 2025');
  });
});
