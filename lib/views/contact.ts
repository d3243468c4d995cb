import type { ContactRow } from '@/lib/appapi/types';
import { textOf } from '@/lib/appapi/values';
import { webUrl } from '@/lib/http/web-url';

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

export type SocialLink = { label: string; href: string };

const SOCIAL_FIELDS = [
  { field: 'FB_LINK', label: 'Facebook' },
  { field: 'YT_LINK', label: 'YouTube' },
  { field: 'TW_LINK', label: 'X (Twitter)' },
  { field: 'LD_LINK', label: 'LinkedIn' },
] as const;

/** The university's social media pages the backend names, each a web address. */
export function socialLinks(row: ContactRow | null): SocialLink[] {
  return SOCIAL_FIELDS.map(({ field, label }) => ({
    label,
    href: webUrl(textOf(row?.[field]))?.toString() ?? '',
  })).filter((link) => link.href);
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
