import { Fragment, type ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { asSent } from '@/lib/i18n/sent';

/**
 * Backend text inline in the page's own text (a name in a heading): in a span marked as sent
 * (lang="en" dir="ltr") on pages in other languages; as it is on English pages.
 */
export function Sent({ lang, children }: { lang: Language; children: ReactNode }) {
  return lang === 'en' ? <>{children}</> : <span {...asSent(lang)}>{children}</span>;
}

/**
 * A dictionary text with a '{slot}' filled with an element: fill('About {name}', 'name',
 * <Sent …>Physics</Sent>). Each language places the slot where its grammar wants it.
 */
export function fill(template: string, slot: string, value: ReactNode): ReactNode {
  return template.split(`{${slot}}`).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && value}
      {part}
    </Fragment>
  ));
}
