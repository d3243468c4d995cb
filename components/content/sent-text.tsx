import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { asSent } from '@/lib/i18n/sent';

/** Backend text inline in the page's own text, in a span marked as sent on non-English pages. */
export function Sent({ lang, children }: { lang: Language; children: ReactNode }) {
  return lang === 'en' ? <>{children}</> : <span {...asSent(lang)}>{children}</span>;
}
