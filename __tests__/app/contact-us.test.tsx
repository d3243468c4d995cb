/** @jest-environment node */
import ContactUsPage from '@/app/[lang]/ContactUs/page';
import { stubBackend, withNockBackend } from '../support/appapi';
import { renderHtml } from '../support/render';
import { contact } from './fixtures';
import { shownText } from './helpers';

const MAP = 'https://maps.example.org/embed?q=KUST%20Dadu';
withNockBackend({ MAP_EMBED_URL: MAP });

async function renderContactUs(rows?: unknown) {
  stubBackend(rows === undefined ? {} : { CONTACT_GET: rows });
  return renderHtml(await ContactUsPage());
}

type View = Awaited<ReturnType<typeof renderContactUs>>;

function card(view: View) {
  const found = view.getByRole('heading', { name: 'Contact details' }).closest('section');
  if (!found) throw new Error('no contact card');
  return found;
}

describe('/ContactUs', () => {
  it('opens with a Contact Us banner', async () => {
    const view = await renderContactUs([contact]);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');
  });

  it('has a form with labelled Name, Email, Subject and Message fields', async () => {
    const view = await renderContactUs([contact]);

    expect(view.getByLabelText('Name').tagName).toBe('INPUT');
    expect(view.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(view.getByLabelText('Subject').tagName).toBe('INPUT');
    expect(view.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });

  it('has a Send Message button of type button, which submits nothing', async () => {
    const view = await renderContactUs([contact]);
    const button = view.getByRole('button', { name: 'Send Message' });

    expect(button.getAttribute('type')).toBe('button');
    expect(button.closest('form')?.getAttribute('action')).toBeNull();
  });

  it('shows the contact card: address, mobile, phone, email and website', async () => {
    const view = await renderContactUs([contact]);
    const details = card(view);
    const text = shownText(details);

    for (const label of ['Address', 'Mobile', 'Phone', 'Email', 'Website'])
      expect(text).toContain(label);
    expect(text).toContain('Indus Highway, Dadu, Sindh');
    const links = [...details.querySelectorAll('a')].map((link) => [
      shownText(link),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['0301-4710100', 'tel:03014710100'],
      ['025-4711234', 'tel:0254711234'],
      ['info@kust.example.edu.pk', 'mailto:info@kust.example.edu.pk'],
      ['www.kust.example.edu.pk', 'https://www.kust.example.edu.pk/'],
    ]);
    const website = details.querySelector('a[href^="https:"]');
    expect(website?.getAttribute('target')).toBe('_blank');
    expect(website?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("shows 'N/A' for a contact detail the backend leaves out", async () => {
    const view = await renderContactUs([{ ...contact, CONTACT_NO_2: '', CONTACT_WEBSITE: null }]);
    const text = shownText(card(view));
    expect(text).toContain('PhoneN/A');
    expect(text).toContain('WebsiteN/A');
  });

  it('embeds the map of MAP_EMBED_URL', async () => {
    const view = await renderContactUs([contact]);
    const map = view.document.querySelector('iframe');
    expect(map?.getAttribute('src')).toBe(MAP);
    expect(map?.getAttribute('title')).toBe(
      'Map showing the location of Kirthar University of Science & Technology',
    );
  });

  it("shows 'Loading contact information...' in the card when CONTACT_GET fails, keeping the form and map", async () => {
    const view = await renderContactUs();

    expect(shownText(card(view))).toBe('Contact detailsLoading contact information...');
    expect(view.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(view.document.querySelector('iframe')?.getAttribute('src')).toBe(MAP);
  });
});
