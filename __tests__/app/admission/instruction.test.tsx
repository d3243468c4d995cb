/** @jest-environment node */
import InstructionPage from '@/app/[lang]/(admission)/Instruction/page';
import { withNockBackend } from '../../support/appapi';
import { renderPage } from '../../support/render';
import { shownText } from '../helpers';

const PORTAL = 'https://portal.example.edu.pk/register';
const LOGIN = 'https://portal.example.edu.pk/login';
withNockBackend({ ADMISSIONS_PORTAL_URL: PORTAL, ADMISSIONS_LOGIN_URL: LOGIN });

describe('/Instruction', () => {
  it('is a 5-step online registration guide', async () => {
    const view = renderPage(await InstructionPage());
    const lists = view.document.querySelectorAll('ol');

    expect(view.getByRole('heading', { level: 1 }).textContent).toMatch(/registration/i);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.querySelectorAll(':scope > li')).toHaveLength(5);
  });

  it('tells applicants to enter their CNIC number without dashes', async () => {
    const view = renderPage(await InstructionPage());
    expect(shownText(view.document.body)).toMatch(/CNIC[^.]*number without dashes/);
  });

  it('links to the admissions portal and its login page in a new tab', async () => {
    const view = renderPage(await InstructionPage());
    const portal = view.getByRole('link', { name: /admissions portal/i });
    const login = view.getByRole('link', { name: /login/i });

    expect(portal.getAttribute('href')).toBe(PORTAL);
    expect(login.getAttribute('href')).toBe(LOGIN);
    expect(portal.getAttribute('target')).toBe('_blank');
  });
});
