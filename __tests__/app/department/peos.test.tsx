/** @jest-environment node */
import PEOSPage from '@/app/[lang]/department/[id]/PEOS/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderPage } from '../../support/render';
import { DEPT_ID } from '../fixtures';
import { fieldsOfCalls, shownText } from '../helpers';

withNockBackend();

const rows = [
  { PEOS_TITLE: 'Graduates practise computing ethically and professionally.' },
  { PEOS_TITLE: '   ' },
  { PEOS_TITLE: 'Graduates pursue higher studies and lifelong learning.' },
];

async function renderPEOS() {
  return renderPage(await PEOSPage(idProps(DEPT_ID)));
}

describe('/PEOS', () => {
  it('shows the peos as a single list, one item per entry, blank entries left out', async () => {
    const calls = stubBackend({ DPT_PEOS_GET: rows });
    const view = await renderPEOS();

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe(
      'Programme Educational Objectives (PEOs)',
    );
    expect(view.getAllByRole('list')).toHaveLength(1);
    const items = view.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(shownText(items[0])).toContain(
      'Graduates practise computing ethically and professionally.',
    );
    expect(shownText(items[1])).toContain('Graduates pursue higher studies and lifelong learning.');
    expect(fieldsOfCalls(calls, 'DPT_PEOS_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('says the list is not published yet when there are none', async () => {
    stubBackend({ DPT_PEOS_GET: [] });
    const view = await renderPEOS();
    expect(
      view.getByText('The programme educational objectives have not been published yet.'),
    ).toBeTruthy();
    expect(view.queryByRole('list')).toBeNull();
  });

  it('says the list is not published yet when the backend fails', async () => {
    stubBackend({});
    expect(
      (await renderPEOS()).getByText(
        'The programme educational objectives have not been published yet.',
      ),
    ).toBeTruthy();
  });
});
