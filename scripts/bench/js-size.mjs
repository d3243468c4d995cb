// First-load JavaScript and HTML weight of a page, as a browser would fetch them: every
// <script src> of the page's HTML (module-capable browsers skip `nomodule` ones, so those are
// listed but not counted), each compressed with zlib's gzip at GZIP_LEVEL.
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL, SWIPER_MARKERS } from './config.mjs';

const gzipBytes = (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }).length;

/** The <script src> tags of `html`, in document order. */
export function scriptTags(html) {
  const tags = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!src) continue;
    tags.push({
      src: (src[1] ?? src[2] ?? src[3]).replaceAll('&amp;', '&'),
      nomodule: /\bnomodule\b/i.test(attributes),
    });
  }
  return tags;
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * @param {string} pageUrl
 * @returns {Promise<{ htmlBytes: number, htmlGzip: number, rscPayloadBytes: number, jsGzip: number, jsBytes: number, swiper: boolean,
 *   scripts: { src: string, nomodule: boolean, bytes: number, gzip: number, swiper: boolean }[] }>}
 */
export async function measurePageWeight(pageUrl) {
  const html = await fetchBytes(pageUrl);
  const scripts = [];
  for (const tag of scriptTags(html.toString('utf8'))) {
    const code = await fetchBytes(new URL(tag.src, pageUrl));
    const text = code.toString('utf8');
    scripts.push({
      ...tag,
      bytes: code.length,
      gzip: gzipBytes(code),
      swiper: SWIPER_MARKERS.some((marker) => text.includes(marker)),
    });
  }
  const counted = scripts.filter((script) => !script.nomodule);
  // The React Server Components payload Next inlines for hydration repeats the page's content.
  const flight = [
    ...html.toString('utf8').matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g),
  ]
    .map((match) => match[0])
    .join('');
  return {
    htmlBytes: html.length,
    htmlGzip: gzipBytes(html),
    rscPayloadBytes: Buffer.byteLength(flight),
    jsBytes: counted.reduce((sum, script) => sum + script.bytes, 0),
    jsGzip: counted.reduce((sum, script) => sum + script.gzip, 0),
    swiper: counted.some((script) => script.swiper),
    scripts,
  };
}
