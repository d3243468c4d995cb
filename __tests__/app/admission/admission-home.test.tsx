/** @jest-environment node */
import AdmissionHomePage from '@/app/[lang]/(admission)/AdmissionHome/page';
import { withNockBackend } from '../../support/appapi';
import { renderPage } from '../../support/render';
import { shownText } from '../helpers';

const PORTAL = 'https://portal.example.edu.pk/register';
const LOGIN = 'https://portal.example.edu.pk/login';
const TUTORIAL = 'https://www.youtube.com/watch?v=tutorial123';
withNockBackend({
  ADMISSIONS_PORTAL_URL: PORTAL,
  ADMISSIONS_LOGIN_URL: LOGIN,
  ADMISSIONS_TUTORIAL_URL: TUTORIAL,
});

async function renderGuide() {
  const view = renderPage(await AdmissionHomePage());
  return { ...view, text: shownText(view.document.body) };
}

describe('/AdmissionHome', () => {
  it('is the how-to-apply guide for 2025-26', async () => {
    const view = await renderGuide();
    expect(view.getByRole('heading', { level: 1 }).textContent).toContain('2025-26');
  });

  it('has exactly 7 steps, in one ordered list', async () => {
    const view = await renderGuide();
    const lists = view.document.querySelectorAll('ol');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.querySelectorAll(':scope > li')).toHaveLength(7);
  });

  it('states the non-refundable Rs. 4,000 form fee paid by bank challan', async () => {
    const { text } = await renderGuide();
    expect(text).toMatch(/Rs\. 4,000/);
    expect(text).toMatch(/non-refundable/i);
    expect(text).toMatch(/bank challan/i);
  });

  it('asks for four passport photographs with the printed form', async () => {
    expect((await renderGuide()).text).toMatch(/\b(4|four) passport(-size)? photographs/i);
  });

  it('says the sports quota competes only within the district merit seats', async () => {
    expect((await renderGuide()).text).toMatch(
      /sports quota compete[s]? only within the (district merit seats|merit seats of (their|the) (own )?district)/i,
    );
  });

  it('says the admit slip is sent by email and that passing the entry test does not guarantee admission', async () => {
    const { text } = await renderGuide();
    expect(text).toMatch(/admit slip[^.]*(sent|emailed)[^.]*email/i);
    expect(text).toMatch(/passing the entry test does not (by itself )?guarantee admission/i);
  });

  it('has the four buttons: read instructions, tutorial video, apply here and login, external ones in a new tab', async () => {
    const view = await renderGuide();

    const buttons = [
      [/^read instructions/i, '/Instruction'],
      [/tutorial video/i, TUTORIAL],
      [/^apply here/i, PORTAL],
      [/^login/i, LOGIN],
    ] as const;
    for (const [name, href] of buttons) {
      const [first, ...others] = view.getAllByRole('link', { name });
      expect(first?.getAttribute('href')).toBe(href);
      for (const other of others) expect(other.getAttribute('href')).toBe(href);
      if (href.startsWith('https:')) {
        expect(first?.getAttribute('target')).toBe('_blank');
        expect(first?.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('links the self-finance scheme target of the side menu', async () => {
    const view = await renderGuide();
    expect(shownText(view.document.getElementById('self-finance')?.querySelector('h2'))).toBe(
      'Self-Finance Scheme',
    );
  });
});
