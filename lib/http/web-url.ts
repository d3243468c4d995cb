// Read as a browser does: to its URL parser `java\tscript:` is `javascript:` (docs/security.md).

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const C0_OR_SPACE_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export const MAX_URL_LENGTH = 2048; // the sitemaps protocol's limit: a longer address is garbage

export function asBrowserReads(value: string): string {
  return value.replace(C0_OR_SPACE_AT_ENDS, '').replace(TAB_OR_NEWLINE, '');
}

export function hasScheme(value: string): boolean {
  return SCHEME.test(asBrowserReads(value));
}

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
