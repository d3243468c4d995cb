import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { backendTextAttributes } from '@/lib/i18n/backend-text';

/** Backend text inline in the page's own text, in a span marked as English on pages in other languages. */
export function BackendText({ lang, children }: { lang: Language; children: ReactNode }) {
  return lang === 'en' ? <>{children}</> : <span {...backendTextAttributes(lang)}>{children}</span>;
}
