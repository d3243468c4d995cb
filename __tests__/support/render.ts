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
