/** @jest-environment node */
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { pageDictionary } from '@/lib/i18n/server';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { renderHtml } from '../../support/render';
import { PROGRAMME_ID, programme } from '../fixtures';
import { menuOutline } from '../helpers';

withNockBackend();

async function renderLayout() {
  return renderHtml(
    SectionLayout({
      ...(await loadSection(await pageDictionary(), '/ProHome', PROGRAMME_ID)),
      children: <p>Page body</p>,
    }),
  );
}

describe('programme pages: banner and side menu', () => {
  it('shows the programme title in the banner and a side menu with only Home', async () => {
    stubBackend({ PROGRAM_GET_ALL: [programme] });
    const view = await renderLayout();

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('BS Computer Science');
    expect(view.getByText('Page body')).toBeTruthy();
    expect(menuOutline(view.getByRole('navigation', { name: 'Related Links' }))).toEqual([
      ['Home', '/ProHome?id=PGM-000011'],
    ]);
  });

  it("still renders the page with the Home menu, under a 'Programme' banner, when the backend fails", async () => {
    stubBackend({});
    const view = await renderLayout();

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Programme');
    expect(view.getByText('Page body')).toBeTruthy();
    expect(menuOutline(view.getByRole('navigation', { name: 'Related Links' }))).toEqual([
      ['Home', '/ProHome?id=PGM-000011'],
    ]);
  });
});
