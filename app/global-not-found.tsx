import type { Metadata } from 'next';
import { en } from '@/lib/i18n/en';
import { ur } from '@/lib/i18n/ur';
import './globals.css';

// A URL that matches no route at all (a made-up file path, a language the site does not have):
// Next answers it with this page, without a layout, so it is the site's 404 in short, in both
// languages, since its path says nothing about which one the visitor reads. Every page path of
// the site gets its own language's full 404 page instead (app/[lang]/not-found.tsx).

export const metadata: Metadata = { title: `${en.notFound.title} | ${ur.notFound.title}`, robots: { index: false } };

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
          <div lang="ur" dir="rtl">
            <h2 className="page-title">{ur.notFound.title}</h2>
            <p>{ur.notFound.text}</p>
            <p>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/ur">{ur.notFound.homeLink}</a>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
