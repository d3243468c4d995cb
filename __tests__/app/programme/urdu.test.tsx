/** @jest-environment node */
import ProHomePage from '@/app/[lang]/programme/[id]/ProHome/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { setPageLanguage } from '../../support/root-params';
import { PROGRAMME_ID, programme } from '../fixtures';

// The programme page in Urdu: Urdu heading and links to the department's Urdu pages; the
// backend's description marked lang="en" dir="ltr".

withNockBackend();

beforeEach(() => setPageLanguage('ur'));

describe('/ur/ProHome', () => {
  it('heads the page in Urdu, marks the description English and links to the Urdu course scheme and department', async () => {
    stubBackend({ PROGRAM_GET_ALL: [{ ...programme, DeptID: 'DEP-000001' }] });
    const view = renderContent(await ProHomePage(idProps(PROGRAMME_ID)));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('پروگرام کا تعارف');
    const text = view.getByText('A four-year programme in computing.').closest('.rich-text');
    expect([text?.getAttribute('lang'), text?.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const links = [...view.document.querySelectorAll('.related-links a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['کورس اسکیم دیکھیں', '/ur/Programs?id=DEP-000001'],
      ['شعبے کا صفحہ دیکھیں', '/ur/DptHome?id=DEP-000001'],
    ]);
  });

  it('falls back in Urdu when the backend fails', async () => {
    stubBackend({});
    const view = renderContent(await ProHomePage(idProps(PROGRAMME_ID)));
    const fallback = view.getByText('تعارف اس وقت دستیاب نہیں۔');
    expect(fallback.getAttribute('lang')).toBeNull();
  });
});
