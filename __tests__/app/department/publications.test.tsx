/** @jest-environment node */
import PublicationsPage from '@/app/[lang]/department/[id]/Publications/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { DEPT_ID } from '../fixtures';
import { fieldsOfCalls, readTable } from '../helpers';

withNockBackend();

const publications = [
  {
    PUB_TITLE: 'Deep Learning for Sindhi Text',
    PUB_BY: 'S. Memon, A. Raza',
    PUB_NO: 'DOI 10.1000/xyz123',
    PUB_YEAR: 2024,
  },
  { PUB_TITLE: 'Water Use in Dadu', PUB_BY: 'I. Ali', PUB_NO: null, PUB_YEAR: '2023' },
];

async function renderPublications() {
  return renderHtml(await PublicationsPage(idProps(DEPT_ID)));
}

describe('/Publications', () => {
  it('lists the publications in a table of Title, Author(s), Publication ID, Year and Actions', async () => {
    const calls = stubBackend({ DPT_PUBLICATION_GET: publications });
    const view = await renderPublications();

    expect(readTable(view.getByRole('table'))).toEqual({
      headers: ['Title', 'Author(s)', 'Publication ID', 'Year', 'Actions'],
      rows: [
        [
          'Deep Learning for Sindhi Text',
          'S. Memon, A. Raza',
          'DOI 10.1000/xyz123',
          '2024',
          'Download',
        ],
        ['Water Use in Dadu', 'I. Ali', 'N/A', '2023', 'Download'],
      ],
    });
    expect(fieldsOfCalls(calls, 'DPT_PUBLICATION_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('gives each publication a Download button with no action attached', async () => {
    stubBackend({ DPT_PUBLICATION_GET: publications });
    const view = await renderPublications();

    const buttons = view.getAllByRole('button', { name: 'Download' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.closest('a, form')).toBeNull();
    }
  });

  it('says no publications are listed when the backend fails', async () => {
    stubBackend({});
    const view = await renderPublications();
    expect(view.getByText('No publications have been listed yet.')).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
