// Addresses from the backend (images, files, links), read as a browser reads them. The URL
// parser drops tab and newline anywhere and C0 controls and spaces at either end, so
// `java\tscript:` is `javascript:` to a browser: a filter that tests the raw text is bypassed.
// Every check of a backend address goes through here; only http(s) addresses pass.

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const C0_OR_SPACE_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

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
    const url = new URL(asBrowserReads(value), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
