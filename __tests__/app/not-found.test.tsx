/** @jest-environment node */
import NotFound, { generateMetadata } from '@/app/[lang]/not-found';
import { renderHtml } from '../support/render';
import { linksIn } from './helpers';

describe('not-found page', () => {
  it("says the page does not exist under a 'Page not found' banner and links home", async () => {
    const view = renderHtml(await NotFound());

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(
      view.getByText('The page you asked for does not exist, or its link is incomplete.'),
    ).toBeTruthy();
    expect(linksIn(view.document.body)).toEqual([['Go to the home page', '/']]);
    expect((await generateMetadata()).title).toBe('Page not found');
  });
});
