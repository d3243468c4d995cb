import 'server-only';
import { getConfig } from '@/lib/config/site-config';
import { textOf } from '@/lib/appapi/values';
import { asBrowserReads, hasScheme, MAX_URL_LENGTH, webUrl } from '@/lib/http/web-url';

// Absolute on any host or relative to APPAPI_URL (docs/behaviour.md, Upstream protocol); the
// bundled demo's files are the site's own.

/** Encoded once, whether or not the backend already encoded it. */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return encodeURI(path); // a stray '%' that is not an escape
  }
}

/** Null for any other scheme than http(s), however a browser would spell it, or too long a URL. */
export function assetUrl(value: unknown): string | null {
  const raw = asBrowserReads(textOf(value));
  if (!raw) return null;
  if (hasScheme(raw)) return webUrl(raw)?.toString() ?? null;
  const base = getConfig().appApiUrl;
  // One leading slash, so that `//host/x` cannot become an address on another host.
  if (!base) {
    const path = `/${encodePath(raw.replace(/^[/\\]+/, ''))}`;
    return path.length > MAX_URL_LENGTH ? null : path;
  }
  return webUrl(raw.replace(/^~?[/\\]/, ''), `${base}/`)?.toString() ?? null;
}

/** For the feeds and structured data, which are read away from the site. */
export function absoluteAssetUrl(src: unknown): string | null {
  const value = textOf(src);
  return value ? (webUrl(value, `${getConfig().siteUrl}/`)?.toString() ?? null) : null;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

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

/** Parsed, not matched with a pattern, so that a long or odd value costs linear time. */
export function toEmbedUrl(value: unknown): string | null {
  const url = webUrl(textOf(value));
  if (!url) return null;
  const id = youtubeId(url);
  return id ? `https://www.youtube.com/embed/${id}` : url.toString();
}

export function withoutQuery(value: unknown): string {
  return textOf(value).replace(/[?#].*$/, '');
}
