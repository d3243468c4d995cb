/** @jest-environment node */
import FacilitiesHomePage from '@/app/[lang]/FacilitiesHome/page';
import { renderHtml, renderPage } from '../support/render';
import { menuOutline, shownText } from './helpers';

describe('/FacilitiesHome', () => {
  it('shows the six tiles Library, Transport, Hostel, Sports, Scholarships and IT-Facilities, each with a text', async () => {
    const view = renderPage(await FacilitiesHomePage());
    const tiles = [...view.document.querySelectorAll('.page-content li')];

    expect(tiles.map((tile) => shownText(tile.querySelector('h2, h3')))).toEqual([
      'Library',
      'Transport',
      'Hostel',
      'Sports',
      'Scholarships',
      'IT-Facilities',
    ]);
    for (const tile of tiles) expect(shownText(tile.querySelector('p')).length).toBeGreaterThan(40);
  });

  it('has no title banner: its only top-level heading is Facilities', async () => {
    const view = renderPage(await FacilitiesHomePage());
    expect(
      view.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
    ).toEqual(['Facilities']);
  });

  it('has the facilities side menu, each link going to its tile', async () => {
    const view = renderHtml(await FacilitiesHomePage());
    const menu = menuOutline(view.getByRole('navigation', { name: 'Related Links' }));

    expect(menu.map((line) => (typeof line === 'string' ? line : line[0]))).toEqual([
      'Library',
      'Scholarship',
      'Hostel',
      'Transport',
      'Sports',
      'IT-Facilities',
    ]);
    for (const line of menu) {
      const [label, href] = line as [string, string];
      const target = view.document.getElementById(href.replace('/FacilitiesHome#', ''));
      expect(href.startsWith('/FacilitiesHome#')).toBe(true);
      expect(shownText(target?.querySelector('h2, h3'))).toBe(
        label === 'Scholarship' ? 'Scholarships' : label,
      );
    }
  });
});
