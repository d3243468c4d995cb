import 'server-only';
import { notFound } from 'next/navigation';
import { lang } from 'next/root-params';
import { DICTIONARIES, type Dictionary } from './dictionaries';
import { isLanguage, type Language } from './languages';

// The root param of app/[lang]/: any server component reads the page's language without props.

export async function pageLanguage(): Promise<Language> {
  const value = await lang();
  if (!isLanguage(value)) notFound();
  return value;
}

export async function pageDictionary(): Promise<Dictionary> {
  return DICTIONARIES[await pageLanguage()];
}
