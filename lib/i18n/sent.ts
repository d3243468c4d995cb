import type { Language } from './languages';

// Text from the backend is shown as sent, in English. On a page in another language it sits in
// an element marked lang="en" dir="ltr": screen readers switch voice, and its punctuation and
// numbers lay out left to right inside the right-to-left page (CONTRACT.md, "Languages").
// English pages need no mark.

export type SentAttributes = { lang?: 'en'; dir?: 'ltr' };

export function asSent(pageLanguage: Language): SentAttributes {
  return pageLanguage === 'en' ? {} : { lang: 'en', dir: 'ltr' };
}
