'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { languagePath, publicPathOfSegments } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';

type LanguageSwitchProps = {
  /** The language the link leads to. */
  to: Language;
  /** Its tag (hreflang, lang) and what the link says, in that language. */
  tag: string;
  label: string;
  name: string;
};

/**
 * The link to the same page in the other language, in the header. The page is read from the
 * route's own segments (`department/DEP-000025/DptHome`), which are the same in the server's
 * HTML and in the browser: no request data, so the page stays static, and no JavaScript is
 * needed to follow it.
 */
export function LanguageSwitch({ to, tag, label, name }: LanguageSwitchProps) {
  // null outside the app router (a component test): the other language's home page.
  const segments = useSelectedLayoutSegments() ?? [];
  const href = languagePath(publicPathOfSegments(segments), to);
  return (
    <a href={href} hrefLang={tag} lang={tag} className="language-switch">
      {name}
      <span className="visually-hidden"> – {label}</span>
    </a>
  );
}
