/** @jest-environment node */
import HelpDeskPage from '@/app/[lang]/(admission)/HelpDesk/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { renderPage } from '../../support/render';
import { contact } from '../fixtures';
import { shownText } from '../helpers';

withNockBackend();

async function renderHelpDesk(withContact: boolean) {
  stubBackend(withContact ? { CONTACT_GET: [contact] } : {});
  const view = renderPage(await HelpDeskPage());
  return { ...view, text: shownText(view.document.body) };
}

describe('/HelpDesk', () => {
  it('says the help desk is reached by messaging on WhatsApp only, not by calls or SMS', async () => {
    const { text, getByRole } = await renderHelpDesk(true);

    expect(getByRole('heading', { level: 1 }).textContent).toBe('Portal Help Desk');
    expect(text).toMatch(/by message only, on WhatsApp/i);
    expect(text).toMatch(/does not take phone calls or SMS/i);
  });

  it('asks for the application ID, CNIC number, a description of the issue and screenshots', async () => {
    const view = await renderHelpDesk(true);
    const items = view.getAllByRole('listitem').map(shownText);

    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/application ID/i);
    expect(items[1]).toMatch(/CNIC/);
    expect(items[2]).toMatch(/description of the issue/i);
    expect(items[3]).toMatch(/screenshots/i);
  });

  it("links the WhatsApp chat of the contact mobile number ('0301-4710100' → wa.me/923014710100)", async () => {
    const view = await renderHelpDesk(true);
    const link = view.getByRole('link', { name: /WhatsApp/ });

    expect(link.getAttribute('href')).toBe('https://wa.me/923014710100');
    expect(shownText(link)).toContain('0301-4710100');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps its help text, without a chat link, when CONTACT_GET fails', async () => {
    const view = await renderHelpDesk(false);
    expect(view.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(view.text).toMatch(/WhatsApp/);
    expect(view.getAllByRole('listitem')).toHaveLength(4);
  });
});
