import type { ContactRow } from '@/lib/appapi/types';
import { textOf } from '@/lib/appapi/values';

export type ContactDetails = {
  address: string;
  /** Also the help desk's WhatsApp. */
  mobile: string;
  phone: string;
  email: string;
  website: string;
};

export function contactDetails(row: ContactRow | null): ContactDetails {
  return {
    address: textOf(row?.CONTACT_ADD),
    mobile: textOf(row?.CONTACT_NO),
    phone: textOf(row?.CONTACT_NO_2),
    email: textOf(row?.CONTACT_EMAIL),
    website: textOf(row?.CONTACT_WEBSITE),
  };
}

export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link for a Pakistani number (0300-1234567 or +92 300 1234567). */
export function whatsAppHref(number: string): string | null {
  let digits = number.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = `92${digits.slice(1)}`;
  return digits.length >= 11 ? `https://wa.me/${digits}` : null;
}
