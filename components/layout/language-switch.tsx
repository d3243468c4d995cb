'use client';

import { useSearchParams, useSelectedLayoutSegments } from 'next/navigation';
import { Suspense } from 'react';
import { languagePath, publicPathOfSegments, withPageQuery } from '@/lib/routing/routes';
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

/** The pages whose query is part of what they show (a search, the finder's filters). */
const PAGES_WITH_QUERY = new Set(['/search', '/ProgrammeFinder']);

/**
 * The link to the same page in another language, read from the route's own segments, not the
 * request: static pages stay static, and hydration keeps the server's link (a tap on it while the
 * page hydrates is not lost). Only the pages whose query matters read it.
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  // null outside the app router (a component test): the other language's home page.
  const segments = useSelectedLayoutSegments() ?? [];
  const path = publicPathOfSegments(segments);
  const href = languagePath(path, props.to);
  if (!PAGES_WITH_QUERY.has(path)) return <SwitchLink {...props} href={href} />;
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
