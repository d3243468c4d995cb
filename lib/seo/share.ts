import { getConfig } from '@/lib/config';
import { TITLE_SUFFIX } from './metadata';
import { hrefTo, localHref } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';

/** What a shared page hands on: its title as link previews show it, and its canonical address. */
export type SharedPage = { title: string; url: string };

/** The page at `path` (about `id`) in `lang`, titled `title` (its <title> without the suffix). */
export function sharedPage(title: string, path: string, lang: Language, id?: string): SharedPage {
  return {
    title: `${title}${TITLE_SUFFIX}`,
    url: `${getConfig().siteUrl}${localHref(hrefTo(path, id), lang)}`,
  };
}

/**
 * WhatsApp's own link for sending a message (its "click to chat" without a number): the app on a
 * phone, WhatsApp Web elsewhere, the visitor then picks whom to send it to. The address goes on
 * its own line, where WhatsApp recognises it and draws the page's preview.
 */
export function whatsAppHref({ title, url }: SharedPage): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
