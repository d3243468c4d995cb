import 'server-only';
import { getConfig } from '@/lib/config';
import { inUpstreamSlot } from './client';

// Images on the backend reach next/image through the site's own route /backend-image/<path>
// (app/backend-image/[...path]/route.ts), never as remote URLs (issue 16, finding 2): Next's
// optimiser follows up to 3 redirects from an allowed remote host without checking them, so a
// backend image that redirected to an internal address had that address fetched. The route
// asks only APPAPI_URL's origin and treats a redirect as a failure; next/image optimises the
// local URL, so images.remotePatterns is empty and no private address is allowed to it.

/** The route's path prefix; next.config.mjs's images.localPatterns names the same folder. */
export const BACKEND_IMAGE_PREFIX = '/backend-image';

/** The largest backend image the route passes on (a camera original is under 20 MB). */
export const MAX_BACKEND_IMAGE_BYTES = 20 * 1024 * 1024;

/** What next/image is given for an image URL of assetUrl: its src and whether to optimise it. */
export type ImageSource = { src: string; optimizable: boolean };

function backendOrigin(): string | null {
  const base = getConfig().appApiUrl;
  if (!base) return null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/** Next never optimises SVG (it may hold script): shown as it is, wherever it lives. */
const isSvg = (pathname: string) => /\.svg$/i.test(pathname);

/**
 * Site files are optimised as they are; a raster image on APPAPI_URL's origin is optimised
 * through the site's route (path and query kept); anything else (another host, an SVG) is shown
 * as it is, so that an image host the site has never heard of cannot break a page.
 */
export function imageSource(src: string): ImageSource {
  if (src.startsWith('/') && !src.startsWith('//')) return { src, optimizable: true };
  const origin = backendOrigin();
  if (!origin) return { src, optimizable: false };
  try {
    const url = new URL(src);
    if (url.origin !== origin || isSvg(url.pathname)) return { src, optimizable: false };
    return { src: `${BACKEND_IMAGE_PREFIX}${url.pathname}${url.search}`, optimizable: true };
  } catch {
    return { src, optimizable: false };
  }
}

/**
 * The backend URL a request of the route stands for: the same path and query on APPAPI_URL's
 * origin (setting a URL's pathname never changes its host), or null when there is no backend
 * or the path is not the route's.
 */
export function backendImageTarget(pathname: string, search: string): URL | null {
  const origin = backendOrigin();
  if (!origin || !pathname.startsWith(`${BACKEND_IMAGE_PREFIX}/`)) return null;
  const target = new URL(origin);
  target.pathname = pathname.slice(BACKEND_IMAGE_PREFIX.length);
  target.search = search;
  return target.origin === origin ? target : null;
}

export type BackendImage =
  | { ok: true; body: Uint8Array<ArrayBuffer>; contentType: string; cacheControl: string | null }
  | { ok: false; status: 404 | 502 | 504; reason: string };

/** A body read up to `limit` bytes; null when it is longer. */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs an image from the backend: no key, no client header, within APPAPI_TIMEOUT_MS and
 * MAX_BACKEND_IMAGE_BYTES, in one of the instance's upstream slots (behind the pages' calls, so
 * a flood of image paths cannot crowd them out nor reach the backend unbounded). A redirect is a
 * failure (never followed: it could name any host), and so is anything but a raster image (SVG
 * included, as Next's optimiser would refuse it).
 */
export async function fetchBackendImage(target: URL): Promise<BackendImage> {
  try {
    return await inUpstreamSlot((signal) => fetchWithin(target, signal));
  } catch (error) {
    // No slot came free in time: the backend was not asked.
    return { ok: false, status: 504, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function fetchWithin(target: URL, signal: AbortSignal): Promise<BackendImage> {
  let response: Response;
  try {
    response = await fetch(target, {
      redirect: 'manual',
      cache: 'no-store',
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      signal,
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, status: timedOut ? 504 : 502, reason: timedOut ? 'timed out' : 'no answer' };
  }
  const drop = () => response.body?.cancel().catch(() => {});
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    void drop();
    const location = response.headers.get('location');
    return { ok: false, status: 502, reason: `redirect ${response.status} not followed${location ? ` (to ${JSON.stringify(location)})` : ''}` };
  }
  if (!response.ok) {
    void drop();
    const missing = response.status === 404 || response.status === 410;
    return { ok: false, status: missing ? 404 : 502, reason: `HTTP ${response.status}` };
  }
  const contentType = response.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!/^image\/[a-z0-9.+-]+$/.test(contentType) || contentType === 'image/svg+xml') {
    void drop();
    return { ok: false, status: 502, reason: `not a raster image (${JSON.stringify(contentType)})` };
  }
  if (Number(response.headers.get('content-length')) > MAX_BACKEND_IMAGE_BYTES) {
    void drop();
    return { ok: false, status: 502, reason: `larger than ${MAX_BACKEND_IMAGE_BYTES} bytes` };
  }
  try {
    const body = response.body ? await readAtMost(response.body, MAX_BACKEND_IMAGE_BYTES) : new Uint8Array();
    if (!body) return { ok: false, status: 502, reason: `larger than ${MAX_BACKEND_IMAGE_BYTES} bytes` };
    return { ok: true, body, contentType, cacheControl: response.headers.get('cache-control') };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, status: timedOut ? 504 : 502, reason: timedOut ? 'timed out' : 'answer cut off' };
  }
}
