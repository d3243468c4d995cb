import type { Language } from './languages';

// Backend text stays English: marked, screen readers switch voice and its punctuation lays out
// left to right inside a right-to-left page (docs/behaviour.md, Languages).

export type SentAttributes = { lang?: 'en'; dir?: 'ltr' };

export function asSent(pageLanguage: Language): SentAttributes {
  return pageLanguage === 'en' ? {} : { lang: 'en', dir: 'ltr' };
}
