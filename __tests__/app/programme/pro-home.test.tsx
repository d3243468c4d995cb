/** @jest-environment node */
import ProHomePage from '@/app/[lang]/programme/[id]/ProHome/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { PROGRAMME_ID, programme } from '../fixtures';
import { fieldsOfCalls } from '../helpers';

withNockBackend();

async function renderProHome() {
  return renderHtml(await ProHomePage(idProps(PROGRAMME_ID)));
}

describe('/ProHome', () => {
  it('shows the programme description of PROGRAM_GET_ALL (first row)', async () => {
    const calls = stubBackend({
      PROGRAM_GET_ALL: [programme, { ...programme, PROGRAM_DESC: 'Another row.' }],
    });
    const view = await renderProHome();

    expect(view.getByText('A four-year programme in computing.')).toBeTruthy();
    expect(view.getByText('Eight semesters of study.')).toBeTruthy();
    expect(view.queryByText('Another row.')).toBeNull();
    expect(fieldsOfCalls(calls, 'PROGRAM_GET_ALL')).toEqual([{ PGM_ID: PROGRAMME_ID }]);
  });

  it("falls back to 'About is not available at the moment.' when the backend fails", async () => {
    stubBackend({});
    expect((await renderProHome()).getByText('About is not available at the moment.')).toBeTruthy();
  });

  it("falls back to 'About is not available at the moment.' when the description is missing", async () => {
    stubBackend({ PROGRAM_GET_ALL: [{ ...programme, PROGRAM_DESC: '' }] });
    expect((await renderProHome()).getByText('About is not available at the moment.')).toBeTruthy();
  });
});
