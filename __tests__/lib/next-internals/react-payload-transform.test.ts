/** @jest-environment node */
import PageCacheHandler from '@/lib/page-cache/handler.mjs';
import {
  htmlWithoutPayload,
  PAYLOAD_ATTRIBUTE,
  payloadHash,
  payloadSlot,
} from '@/lib/next-internals/react-payload.mjs';

// A cached page's React payload kept out of its HTML (lib/next-internals/react-payload.mjs): the
// page cache stores the HTML without Next's inline `self.__next_f` scripts when they are exactly
// the entry's RSC payload and the layout rendered the empty slot (a first-use build), and marks
// <html> with the payload's hash.

/** Next's inline scripts for `pieces`, written as Next writes them (every `<` escaped). */
const inline = (pieces: unknown[][]) =>
  [
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...pieces.map(
      (piece) =>
        `<script>self.__next_f.push(${JSON.stringify(piece).replace(/</g, '\\u003c')})</script>`,
    ),
  ].join('');

const PAYLOAD =
  '1:"$Sreact.fragment"\n2:I[7121,[],""]\n0:{"b":"build","f":[["اساتذہ","</script><b>",1]]}\n';
const PIECES = [PAYLOAD.slice(0, 30), PAYLOAD.slice(30)];
const page = (scripts: string, slot = ' data-react-payload=""') =>
  `<!DOCTYPE html><html lang="ur" dir="rtl"${slot}><head><script src="/_next/static/chunks/main-app.js" async=""></script></head><body><main><h1>اساتذہ</h1></main>` +
  `<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>${scripts}</body></html>`;

describe('htmlWithoutPayload', () => {
  it('takes out the bootstrap and every piece, keeps every other script, and marks <html> with the payload’s hash', () => {
    const html = htmlWithoutPayload(page(inline(PIECES.map((piece) => [1, piece]))), PAYLOAD);
    expect(html).toBe(
      `<!DOCTYPE html><html lang="ur" dir="rtl" ${PAYLOAD_ATTRIBUTE}="${payloadHash(PAYLOAD)}"><head><script src="/_next/static/chunks/main-app.js" async=""></script></head><body><main><h1>اساتذہ</h1></main>` +
        `<script type="application/ld+json">{"@type":"BreadcrumbList"}</script></body></html>`,
    );
  });

  it.each([
    ['the pieces are not the payload the entry sends', inline([[1, PIECES[0]]]), PAYLOAD],
    ['a piece is form state', inline([...PIECES.map((piece) => [1, piece]), [2, null]]), PAYLOAD],
    [
      'a piece is binary data',
      inline([...PIECES.map((piece) => [1, piece]), [3, 'AAEC']]),
      PAYLOAD,
    ],
    ['the page has no inline payload', '', ''],
  ])('keeps the HTML as it is when %s', (_, scripts, payload) => {
    expect(htmlWithoutPayload(page(scripts), payload)).toBeNull();
  });

  it('keeps the HTML of a page without the slot (Next’s own client start reads the payload inline)', () => {
    expect(
      htmlWithoutPayload(page(inline(PIECES.map((piece) => [1, piece])), ''), PAYLOAD),
    ).toBeNull();
    expect(payloadSlot('next')).toEqual({});
    expect(payloadSlot('first-use')).toEqual({ [PAYLOAD_ATTRIBUTE]: '' });
    expect(payloadSlot(undefined)).toEqual({ [PAYLOAD_ATTRIBUTE]: '' });
  });

  it('fills only the slot of <html>, not an attribute of the same name in the body', () => {
    const html = page(inline(PIECES.map((piece) => [1, piece]))).replace(
      '<main>',
      '<main data-react-payload="">',
    );
    expect(htmlWithoutPayload(html, PAYLOAD)).toContain('<main data-react-payload="">');
  });

  it('hashes a payload by its length and every character', () => {
    expect(payloadHash(PAYLOAD)).toBe(payloadHash(`${PAYLOAD}`));
    expect(payloadHash(PAYLOAD)).not.toBe(payloadHash(PAYLOAD.replace('اساتذہ', 'استاد')));
    expect(payloadHash(PAYLOAD)).not.toBe(payloadHash(PAYLOAD.replace('7121', '7122')));
    expect(payloadHash('')).toMatch(/^0-/);
  });
});

describe('the page cache', () => {
  const cache = new PageCacheHandler({});
  const ctx = { cacheControl: { revalidate: 300, expire: 604800 } };
  const entry = (html: string, rscData: string) => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(rscData),
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });
  const htmlAt = async (key: string) =>
    ((await cache.get(key, {})) as { value: { html: string; rscData: Buffer } }).value;

  it('keeps a page’s HTML without the inline payload that its RSC data repeats, and the RSC data as it is', async () => {
    await cache.set(
      '/ur/department/DEP-000001/Faculty',
      entry(page(inline(PIECES.map((piece) => [1, piece]))), PAYLOAD),
      ctx,
    );
    const value = await htmlAt('/ur/department/DEP-000001/Faculty');
    expect(value.html).not.toContain('__next_f');
    expect(value.html).toContain(
      `<html lang="ur" dir="rtl" ${PAYLOAD_ATTRIBUTE}="${payloadHash(PAYLOAD)}"`,
    );
    expect(value.rscData.toString('utf8')).toBe(PAYLOAD);
  });

  it('keeps a page that search engines are told not to index (not found, an unknown id) as Next wrote it', async () => {
    const html = page(inline(PIECES.map((piece) => [1, piece]))).replace(
      '<head>',
      '<head><meta name="robots" content="noindex"/>',
    );
    await cache.set('/_not-found', entry(html, PAYLOAD), ctx);
    expect((await htmlAt('/_not-found')).html).toBe(html);
  });

  it('keeps a page whose inline payload differs from its RSC data as Next wrote it', async () => {
    const html = page(inline(PIECES.map((piece) => [1, piece])));
    await cache.set('/ur/department/DEP-000002/Faculty', entry(html, `${PAYLOAD}3:null\n`), ctx);
    expect((await htmlAt('/ur/department/DEP-000002/Faculty')).html).toBe(html);
  });
});
