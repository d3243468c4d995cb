import 'server-only';
import { imageSize } from 'image-size';
import { getConfig } from '@/lib/config/site-config';
import { readAtMost } from '@/lib/http/read-at-most';
import { signImagePath, verifiedImageQuery } from './image-signature.mjs';
import { inUpstreamSlot } from './client';

// Backend images reach next/image through the site's route /backend-image/<path>, never as
// remote URLs: Next's optimiser follows a remote host's redirects unchecked (docs/security.md).

/** next.config.mjs's images.localPatterns names the same folder. */
export const BACKEND_IMAGE_PREFIX = '/backend-image';

export const MAX_BACKEND_IMAGE_BYTES = 20 * 1024 * 1024;

/** Beyond what the optimiser decodes, Next would serve the original to every visitor. */
export const MAX_BACKEND_IMAGE_SIDE = 12_000;
export const MAX_BACKEND_IMAGE_PIXELS = 50_000_000;

/** What Next's optimiser reads, by Content-Type, in image-size's names. */
const RASTER_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** The route answers only the URLs the site wrote: a made-up query would cost an encoding. */
const signedRoute = (pathAndQuery: string) => signImagePath(pathAndQuery, getConfig().appApiKey);

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

/** Another host or an SVG is shown as it is, so an image host never heard of cannot break a page. */
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

/** Null unless the site wrote this URL. Setting a URL's pathname never changes its host. */
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

/** No key, no client header; never a redirect, which could name any host; rasters only. */
export async function fetchBackendImage(target: URL): Promise<BackendImage> {
  try {
    return await inUpstreamSlot((signal) => fetchWithin(target, signal));
  } catch (error) {
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

/** From its header alone, no pixel decoded: null when the picture may be passed on. */
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
