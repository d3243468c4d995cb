import 'server-only';
import { getConfig } from '@/lib/config';
import { textOf } from '@/lib/text';
import { asBrowserReads, hasScheme, MAX_URL_LENGTH, webUrl } from '@/lib/web-url';

// Image and file URLs in replies may be absolute on any host or relative to APPAPI_URL
// (CONTRACT.md). The bundled demo serves its files from the site's own public/ folder, so
// its relative paths stay site-relative.

/** A path URL-encoded once, whether or not the backend already encoded it. */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return encodeURI(path); // a stray '%' that is not an escape
  }
}

/**
 * An absolute http(s) URL (URL-encoded), a site-relative path, or null when unusable: any other
 * scheme (javascript:, data: …, however a browser would spell it) gives null, and so does an
 * address longer than MAX_URL_LENGTH.
 */
export function assetUrl(value: unknown): string | null {
  const raw = asBrowserReads(textOf(value));
  if (!raw) return null;
  if (hasScheme(raw)) return webUrl(raw)?.toString() ?? null;
  const base = getConfig().appApiUrl;
  // Relative: on the backend, or for the bundled demo on the site itself (one leading slash, so
  // that `//host/x` cannot become an address on another host).
  if (!base) {
    const path = `/${encodePath(raw.replace(/^[/\\]+/, ''))}`;
    return path.length > MAX_URL_LENGTH ? null : path;
  }
  return webUrl(raw.replace(/^~?[/\\]/, ''), `${base}/`)?.toString() ?? null;
}

/**
 * A URL of assetUrl as an absolute URL: the bundled demo's site-relative files resolve on
 * SITE_URL. For the feeds and structured data, which are read away from the site.
 */
export function absoluteAssetUrl(src: unknown): string | null {
  const value = textOf(src);
  return value ? (webUrl(value, `${getConfig().siteUrl}/`)?.toString() ?? null) : null;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id of a YouTube watch, embed, short, live or youtu.be address; null for any other. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (/^(?:(?:www|m)\.)?youtube(?:-nocookie)?\.com$/.test(host)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * YouTube watch, short and share links in embed form (spec §3); other http(s) links as they are.
 * Parsed, not searched with a pattern, so that a long or odd value costs linear time.
 */
export function toEmbedUrl(value: unknown): string | null {
  const url = webUrl(textOf(value));
  if (!url) return null;
  const id = youtubeId(url);
  return id ? `https://www.youtube.com/embed/${id}` : url.toString();
}

/** INFORMATION_IMG is used without its query string (spec §3). */
export function withoutQuery(value: unknown): string {
  return textOf(value).replace(/[?#].*$/, '');
}

// What next/image is given for these URLs (optimised or not, backend images through the site's
// own route): imageSource in lib/appapi/backend-image.ts.
