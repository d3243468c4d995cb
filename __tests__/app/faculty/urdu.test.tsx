/** @jest-environment node */
import DeanMessagePage from '@/app/[lang]/faculty/[id]/DeanMessage/page';
import FacHomePage from '@/app/[lang]/faculty/[id]/FacHome/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { setPageLanguage } from '../../support/root-params';
import { FACULTY_ID, bannerTitle, facultyDetail } from '../fixtures';

// The faculty pages in Urdu: the site's words in Urdu, the backend's marked lang="en" dir="ltr".

withNockBackend();

beforeEach(() => setPageLanguage('ur'));

const marks = (element: Element | null | undefined) => [
  element?.getAttribute('lang') ?? null,
  element?.getAttribute('dir') ?? null,
];

describe('/ur/FacHome', () => {
  it("heads the page '{faculty} کا تعارف' with the name as sent, and marks the description English", async () => {
    stubBackend({
      FACULTY_GET_ALL: [facultyDetail],
      DPT_FACULTY_NAME_GET: bannerTitle('Faculty of Engineering'),
    });
    const view = renderContent(await FacHomePage(idProps(FACULTY_ID)));

    const heading = view.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Faculty of Engineering کا تعارف');
    expect(marks(heading.querySelector('span'))).toEqual(['en', 'ltr']);
    expect(
      marks(
        view.getByText('The Faculty of Engineering runs five departments.').closest('.rich-text'),
      ),
    ).toEqual(['en', 'ltr']);
  });

  it('falls back in Urdu when the backend fails', async () => {
    stubBackend({});
    const view = renderContent(await FacHomePage(idProps(FACULTY_ID)));
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('فیکلٹی کا تعارف');
    expect(marks(view.getByText('تعارف اس وقت دستیاب نہیں۔'))).toEqual([null, null]);
  });
});

describe('/ur/DeanMessage', () => {
  it('falls back to the Urdu name and message when the backend fails', async () => {
    stubBackend({});
    const view = renderContent(await DeanMessagePage(idProps(FACULTY_ID)));
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('ڈین کا پیغام');
    expect(view.getByText('ڈین کا نام')).toBeTruthy();
    expect(view.getByText('ڈین کا پیغام اس وقت دستیاب نہیں۔')).toBeTruthy();
    expect(view.getByText('تصویر دستیاب نہیں')).toBeTruthy();
  });

  it("shows the dean's name as sent with the Urdu role", async () => {
    stubBackend({ FACULTY_GET_ALL: [facultyDetail] });
    const view = renderContent(await DeanMessagePage(idProps(FACULTY_ID)));
    expect(marks(view.getByText('Prof. Dr. Imran Ali'))).toEqual(['en', 'ltr']);
    expect(view.getByText('ڈین')).toBeTruthy();
  });
});
