import type { Language } from './languages';

// Backend text stays English: marked, screen readers switch voice and its punctuation lays out
// left to right inside a right-to-left page (docs/behaviour.md, Languages).

export type BackendTextAttributes = { lang?: 'en'; dir?: 'ltr' };

export function backendTextAttributes(pageLanguage: Language): BackendTextAttributes {
  return pageLanguage === 'en' ? {} : { lang: 'en', dir: 'ltr' };
}
