/** @jest-environment node */
import { contactDetails, telHref, whatsAppHref } from '@/lib/views/contact';

describe('whatsAppHref', () => {
  it("turns a Pakistani mobile number into a wa.me link ('0301-4710100' → https://wa.me/923014710100)", () => {
    expect(whatsAppHref('0301-4710100')).toBe('https://wa.me/923014710100');
  });

  it('accepts the international forms +92 and 0092', () => {
    expect(whatsAppHref('+92 301 4710100')).toBe('https://wa.me/923014710100');
    expect(whatsAppHref('0092-301-4710100')).toBe('https://wa.me/923014710100');
  });

  it('gives no link for a number too short to be a mobile number', () => {
    expect(whatsAppHref('1234')).toBeNull();
    expect(whatsAppHref('')).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps only the digits and a leading +', () => {
    expect(telHref('0300-1234567')).toBe('tel:03001234567');
    expect(telHref('+92 (25) 471 1234')).toBe('tel:+92254711234');
  });
});

describe('contactDetails', () => {
  it('reads address, mobile (CONTACT_NO), phone (CONTACT_NO_2), email and website, trimmed', () => {
    expect(
      contactDetails({
        CONTACT_ADD: ' Indus Highway, Dadu ',
        CONTACT_NO: '0301-4710100',
        CONTACT_NO_2: '025-4711234',
        CONTACT_EMAIL: 'info@kust.example.edu.pk',
        CONTACT_WEBSITE: 'https://www.kust.example.edu.pk',
      }),
    ).toEqual({
      address: 'Indus Highway, Dadu',
      mobile: '0301-4710100',
      phone: '025-4711234',
      email: 'info@kust.example.edu.pk',
      website: 'https://www.kust.example.edu.pk',
    });
  });

  it('gives empty texts when there is no contact row', () => {
    expect(contactDetails(null)).toEqual({
      address: '',
      mobile: '',
      phone: '',
      email: '',
      website: '',
    });
  });
});
