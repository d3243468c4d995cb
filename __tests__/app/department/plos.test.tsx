/** @jest-environment node */
import PLOSPage from '@/app/[lang]/department/[id]/PLOS/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderPage } from '../../support/render';
import { DEPT_ID } from '../fixtures';
import { fieldsOfCalls, shownText } from '../helpers';

withNockBackend();

const rows = [
  { PLOS_TITLE: 'Apply knowledge of mathematics and computing.' },
  { PLOS_TITLE: '   ' },
  { PLOS_TITLE: 'Communicate effectively with a range of audiences.' },
];

async function renderPLOS() {
  return renderPage(await PLOSPage(idProps(DEPT_ID)));
}

describe('/PLOS', () => {
  it('shows the plos as a single list, one item per entry, blank entries left out', async () => {
    const calls = stubBackend({ DPT_PLOS_GET: rows });
    const view = await renderPLOS();

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe(
      'Programme Learning Outcomes (PLOs)',
    );
    expect(view.getAllByRole('list')).toHaveLength(1);
    const items = view.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(shownText(items[0])).toContain('Apply knowledge of mathematics and computing.');
    expect(shownText(items[1])).toContain('Communicate effectively with a range of audiences.');
    expect(fieldsOfCalls(calls, 'DPT_PLOS_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('says the list is not published yet when there are none', async () => {
    stubBackend({ DPT_PLOS_GET: [] });
    const view = await renderPLOS();
    expect(
      view.getByText('The programme learning outcomes have not been published yet.'),
    ).toBeTruthy();
    expect(view.queryByRole('list')).toBeNull();
  });

  it('says the list is not published yet when the backend fails', async () => {
    stubBackend({});
    expect(
      (await renderPLOS()).getByText(
        'The programme learning outcomes have not been published yet.',
      ),
    ).toBeTruthy();
  });
});
