import 'server-only';
import { notFound } from 'next/navigation';
import { lang } from 'next/root-params';
import { DICTIONARIES, type Dictionary } from './dictionaries';
import { isLanguage, type Language } from './languages';

// The language of the page being rendered: the root param of app/[lang]/, readable from any
// server component without passing it down. Only the rewrites' languages (languages.json) reach
// a page (the middleware answers 404 to anything else), and an unknown value is a 404 too.

export async function pageLanguage(): Promise<Language> {
  const value = await lang();
  if (!isLanguage(value)) notFound();
  return value;
}

/** The dictionary of the page being rendered. */
export async function pageDictionary(): Promise<Dictionary> {
  return DICTIONARIES[await pageLanguage()];
}
