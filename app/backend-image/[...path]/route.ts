import { backendImageTarget, fetchBackendImage } from '@/lib/appapi/backend-image';

// GET /backend-image/<path>?<query>: the image at that path and query on APPAPI_URL's origin,
// for next/image to optimise as a site file (lib/appapi/backend-image.ts says why). 404 when
// there is no backend or it has no such image; 502 or 504 when its answer is not a raster image
// the site may pass on (a redirect included), logged like a failed backend call.

export const dynamic = 'force-dynamic';

/** How long a browser or the optimiser may keep an image the backend gave no lifetime for. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=3600';

export async function GET(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const target = backendImageTarget(pathname, search);
  if (!target) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const image = await fetchBackendImage(target);
  if (!image.ok) {
    console.error(`Backend image failed: ${target.href}: ${image.reason}`);
    return new Response(null, { status: image.status, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(image.body, {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.body.byteLength),
      'Cache-Control': image.cacheControl ?? DEFAULT_CACHE_CONTROL,
    },
  });
}
