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

/**
 * A page's HTML with its breadcrumb trail taken out, so that the page's own lists and links
 * are read alone; the trail is returned apart (`breadcrumbs`, null when the page has none).
 */
export function renderPage(element: ReactElement) {
  const view = renderHtml(element);
  const breadcrumbs = view.document.querySelector('nav[aria-label="Breadcrumb"]');
  breadcrumbs?.remove();
  view.document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    if (script.textContent?.includes('"BreadcrumbList"')) script.remove();
  });
  return { ...view, html: view.document.body.innerHTML, breadcrumbs };
}
