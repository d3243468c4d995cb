import 'server-only';
import { getConfig } from '@/lib/config/site-config';
import { TITLE_SUFFIX } from './metadata';
import { hrefTo, localHref } from '@/lib/routing/routes';
import type { Language } from '@/lib/i18n/languages';

export type SharedPage = { title: string; url: string };

export function sharedPage(title: string, path: string, lang: Language, id?: string): SharedPage {
  return {
    title: `${title}${TITLE_SUFFIX}`,
    url: `${getConfig().siteUrl}${localHref(hrefTo(path, id), lang)}`,
  };
}

/** WhatsApp finds the address on its own line and draws the page's preview from it. */
export function whatsAppHref({ title, url }: SharedPage): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
