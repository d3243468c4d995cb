// Addresses from the backend (images, files, links), read as a browser reads them. The URL
// parser drops tab and newline anywhere and C0 controls and spaces at either end, so
// `java\tscript:` is `javascript:` to a browser: a filter that tests the raw text is bypassed.
// Every check of a backend address goes through here; only http(s) addresses pass, and none
// longer than MAX_URL_LENGTH.

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const C0_OR_SPACE_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The longest address taken from the backend (the sitemaps protocol's limit, and far inside what
 * servers read: our own edge answers 414 past 8 KB). Past it an address is garbage, and a page
 * repeats it in src, srcset and its payload: a reply whose image addresses were 20,000
 * characters long made the home page 12.9 MB.
 */
export const MAX_URL_LENGTH = 2048;

/** `value` as the URL parser sees it, before it parses. */
export function asBrowserReads(value: string): string {
  return value.replace(C0_OR_SPACE_AT_ENDS, '').replace(TAB_OR_NEWLINE, '');
}

/** Whether `value` names a scheme of its own (`https:`, `mailto:`, `javascript:` …), as a browser reads it. */
export function hasScheme(value: string): boolean {
  return SCHEME.test(asBrowserReads(value));
}

/** `value` (resolved on `base` when relative) as an absolute http or https URL; null for any other scheme or no URL. */
export function webUrl(value: unknown, base?: string): URL | null {
  if (typeof value !== 'string') return null;
  try {
    if (value.length > MAX_URL_LENGTH * 2) return null; // not worth parsing
    const url = new URL(asBrowserReads(value), base);
    if (url.href.length > MAX_URL_LENGTH) return null;
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
