import type { Metadata } from 'next';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import './site.css';

// A URL that matches no route at all (a made-up file path, a language the site does not have):
// Next answers it with this page, without a layout, so it is the site's 404 in short, in every
// language, since its path says nothing about which one the visitor reads. Every page path of
// the site gets its own language's full 404 page instead (app/[lang]/not-found.tsx).

const en = DICTIONARIES[DEFAULT_LANGUAGE];

export const metadata: Metadata = {
  title: [en, ...PREFIXED_LANGUAGES.map((lang) => DICTIONARIES[lang])]
    .map((t) => t.notFound.title)
    .join(' | '),
};

export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main id="main-content" className="container page-content">
          <h1 className="page-title">{en.notFound.title}</h1>
          <p>{en.notFound.text}</p>
          <p>
            {/* A full page load on purpose: this page stands outside the site's layout and router. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">{en.notFound.homeLink}</a>
          </p>
          {PREFIXED_LANGUAGES.map((lang) => {
            const t = DICTIONARIES[lang];
            return (
              <div key={lang} lang={LANGUAGES[lang].tag} dir={LANGUAGES[lang].dir}>
                <h2 className="page-title">{t.notFound.title}</h2>
                <p>{t.notFound.text}</p>
                <p>
                  <a href={LANGUAGES[lang].prefix}>{t.notFound.homeLink}</a>
                </p>
              </div>
            );
          })}
        </main>
      </body>
    </html>
  );
}
