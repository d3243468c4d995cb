import 'server-only';
import { imageSize } from 'image-size';
import { getConfig } from '@/lib/config';
import { readAtMost } from '@/lib/http/read-at-most';
import { signImagePath, verifiedImageQuery } from './image-signature.mjs';
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

/**
 * The largest picture the route passes on, a side and in all (a 6000×4000 camera original is 24
 * megapixels): beyond what the optimiser decodes, Next serves the original to every visitor
 * instead (a 30000×30000 PNG of 875 KB, issue 29 N4).
 */
export const MAX_BACKEND_IMAGE_SIDE = 12_000;
export const MAX_BACKEND_IMAGE_PIXELS = 50_000_000;

/**
 * The raster types Next's optimiser reads (issue 29, N7), as the Content-Type says and the bytes
 * agree (image-size's names for them).
 */
const RASTER_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/**
 * A route URL is signed (lib/appapi/image-signature.mjs) and the route answers only the URLs the
 * site wrote (issue 29, N3): /backend-image/<img>?v=<random> cost a backend fetch, a disk entry
 * and ~0.67 CPU-s of AVIF encoding per made-up query.
 */
const signedRoute = (pathAndQuery: string) => signImagePath(pathAndQuery, getConfig().appApiKey);

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
    return {
      src: signedRoute(`${BACKEND_IMAGE_PREFIX}${url.pathname}${url.search}`),
      optimizable: true,
    };
  } catch {
    return { src, optimizable: false };
  }
}

/**
 * The backend URL a request of the route stands for: the same path and query (its signature
 * taken off) on APPAPI_URL's origin (setting a URL's pathname never changes its host), or null
 * when there is no backend, the path is not the route's or the site did not write this URL.
 */
export function backendImageTarget(pathname: string, search: string): URL | null {
  const origin = backendOrigin();
  if (!origin || !pathname.startsWith(`${BACKEND_IMAGE_PREFIX}/`)) return null;
  const query = verifiedImageQuery(pathname, search, getConfig().appApiKey);
  if (query === null) return null;
  const target = new URL(origin);
  target.pathname = pathname.slice(BACKEND_IMAGE_PREFIX.length);
  target.search = query;
  return target.origin === origin ? target : null;
}

export type BackendImage =
  | { ok: true; body: Uint8Array<ArrayBuffer>; contentType: string; cacheControl: string | null }
  | { ok: false; status: 404 | 502 | 504; reason: string };

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
    return {
      ok: false,
      status: 504,
      reason: error instanceof Error ? error.message : String(error),
    };
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
    return {
      ok: false,
      status: timedOut ? 504 : 502,
      reason: timedOut ? 'timed out' : 'no answer',
    };
  }
  const drop = () => response.body?.cancel().catch(() => {});
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    void drop();
    const location = response.headers.get('location');
    return {
      ok: false,
      status: 502,
      reason: `redirect ${response.status} not followed${location ? ` (to ${JSON.stringify(location)})` : ''}`,
    };
  }
  if (!response.ok) {
    void drop();
    const missing = response.status === 404 || response.status === 410;
    return { ok: false, status: missing ? 404 : 502, reason: `HTTP ${response.status}` };
  }
  const contentType =
    response.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!Object.hasOwn(RASTER_TYPES, contentType)) {
    void drop();
    return {
      ok: false,
      status: 502,
      reason: `not a raster image the optimiser reads (${JSON.stringify(contentType)})`,
    };
  }
  if (Number(response.headers.get('content-length')) > MAX_BACKEND_IMAGE_BYTES) {
    void drop();
    return { ok: false, status: 502, reason: `larger than ${MAX_BACKEND_IMAGE_BYTES} bytes` };
  }
  try {
    const body = await readAtMost(response.body, MAX_BACKEND_IMAGE_BYTES);
    if (!body)
      return { ok: false, status: 502, reason: `larger than ${MAX_BACKEND_IMAGE_BYTES} bytes` };
    const problem = pictureProblem(body, contentType);
    if (problem) return { ok: false, status: 502, reason: problem };
    return { ok: true, body, contentType, cacheControl: response.headers.get('cache-control') };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      status: timedOut ? 504 : 502,
      reason: timedOut ? 'timed out' : 'answer cut off',
    };
  }
}

/**
 * Why the picture in `body` may not be passed on, or null: its header read (no pixel decoded)
 * must be of the type the backend said, within MAX_BACKEND_IMAGE_SIDE and _PIXELS.
 */
export function pictureProblem(body: Uint8Array, contentType: string): string | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(body);
  } catch {
    return `not a readable ${contentType}`;
  }
  if (size.type !== RASTER_TYPES[contentType])
    return `${contentType} that holds ${size.type ?? 'something else'}`;
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return `no size in the ${contentType}`;
  if (
    width > MAX_BACKEND_IMAGE_SIDE ||
    height > MAX_BACKEND_IMAGE_SIDE ||
    width * height > MAX_BACKEND_IMAGE_PIXELS
  ) {
    return `too large to optimise: ${width}×${height}`;
  }
  return null;
}
