// Preview images (issue 26): how long the site takes to make one (a forced render, as the first
// request of its URL is: x-prerender-revalidate, since an earlier run may have cached it) and to
// serve it again (HIT), and its bytes, for department, office, programme and home images in
// English and Urdu.
import { PREVIEW_IMAGES, SITE_URL } from './config.mjs';

async function timed(path, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    ms: performance.now() - started,
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    type: response.headers.get('content-type'),
    bytes,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @returns {Promise<{ images: { path: string, makeMs: number, servedMs: number, bytes: number, width: number, height: number, made: boolean }[], makeMedianMs: number, servedMedianMs: number, maxBytes: number }>} */
export async function measurePreviewImages(previewId) {
  const images = [];
  for (const path of PREVIEW_IMAGES.paths) {
    const first = await timed(path, { 'x-prerender-revalidate': previewId });
    const again = await timed(path);
    const png = first.bytes;
    images.push({
      path,
      makeMs: Math.round(first.ms),
      servedMs: Math.round(again.ms),
      bytes: png.length,
      // The PNG's IHDR: width and height at bytes 16 and 20.
      width: png.length > 24 ? png.readUInt32BE(16) : 0,
      height: png.length > 24 ? png.readUInt32BE(20) : 0,
      made: first.status === 200 && first.type === 'image/png' && again.cache === 'HIT',
    });
  }
  return {
    images,
    makeMedianMs: median(images.map((image) => image.makeMs)),
    servedMedianMs: median(images.map((image) => image.servedMs)),
    maxBytes: Math.max(...images.map((image) => image.bytes)),
  };
}
