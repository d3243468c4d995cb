'use client';

import { useSearchParams, useSelectedLayoutSegments } from 'next/navigation';
import { Suspense } from 'react';
import { languagePath, publicPathOfSegments, withPageQuery } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';

type LanguageSwitchProps = {
  /** The language the link leads to. */
  to: Language;
  /** Its tag (hreflang, lang) and what the link says, in that language. */
  tag: string;
  /** Its direction: an Urdu or Sindhi name on an English page runs right to left. */
  dir: 'ltr' | 'rtl';
  label: string;
  name: string;
};

/**
 * The link to the same page in another language, in the header. The page and its id are read
 * from the route's own segments (`department/DEP-000025/DptHome`), the same in the server's HTML
 * and in the browser: no request data, so static pages stay static and the link works without
 * JavaScript. The rest of the query (a search, the finder's filters) is added where it is known:
 * in the HTML of the pages rendered per request (search, finder), and in the browser.
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  // null outside the app router (a component test): the other language's home page.
  const segments = useSelectedLayoutSegments() ?? [];
  const href = languagePath(publicPathOfSegments(segments), props.to);
  return (
    <Suspense fallback={<SwitchLink {...props} href={href} />}>
      <SwitchWithQuery {...props} href={href} />
    </Suspense>
  );
}

function SwitchWithQuery({ href, ...props }: LanguageSwitchProps & { href: string }) {
  return <SwitchLink {...props} href={withPageQuery(href, useSearchParams())} />;
}

function SwitchLink({ href, tag, dir, label, name }: LanguageSwitchProps & { href: string }) {
  return (
    <a href={href} hrefLang={tag} lang={tag} dir={dir} className="language-switch">
      {name}
      <span className="visually-hidden"> – {label}</span>
    </a>
  );
}
