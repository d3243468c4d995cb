import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Server components render to the HTML a visitor receives; the tests query that HTML with
// testing-library, as a person (or a search engine) would read it.

export type IdProps = { params: Promise<{ id: string }> };

export const idProps = (id: string): IdProps => ({ params: Promise.resolve({ id }) });

export function renderHtml(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const { document } = new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window;
  return { html, document, ...within(document.body) };
}

/** Takes out what a section page draws around its content (components/layout/section-page.tsx), and its share links. */
function withoutSectionParts(document: Document) {
  document
    .querySelectorAll('.page-banner, .side-menu, .section-menu-jump, .share')
    .forEach((part) => part.remove());
}

/**
 * The HTML of a page with a side menu without what SectionLayout draws around the page's own
 * content (its banner, side menu and the link to it, tested on their own), breadcrumbs kept.
 */
export function renderContent(element: ReactElement) {
  const view = renderHtml(element);
  withoutSectionParts(view.document);
  return { ...view, html: view.document.body.innerHTML };
}

/**
 * A page's HTML with its breadcrumb trail taken out, so that the page's own lists and links
 * are read alone; the trail is returned apart (`breadcrumbs`, null when the page has none).
 * What a page with a side menu draws around its content (the banner, the side menu and the link
 * to it: components/layout/section-page.tsx, tested on its own) is taken out too.
 */
export function renderPage(element: ReactElement) {
  const view = renderHtml(element);
  const breadcrumbs = view.document.querySelector('nav[aria-label="Breadcrumb"]');
  breadcrumbs?.remove();
  withoutSectionParts(view.document);
  view.document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    if (script.textContent?.includes('"BreadcrumbList"')) script.remove();
  });
  return { ...view, html: view.document.body.innerHTML, breadcrumbs };
}
