/** @jest-environment node */
import nock from 'nock';
import { GET } from '@/app/backend-image/[...path]/route';
import {
  backendImageTarget,
  imageSource,
  MAX_BACKEND_IMAGE_BYTES,
} from '@/lib/appapi/backend-image';
import { TEST_KEY, TEST_ORIGIN, withNockBackend } from '../support/appapi';

// Backend images reach next/image through the site's own route, which asks only APPAPI_URL's
// origin and never follows a redirect (issue 16, finding 2: the optimiser followed a backend
// image's redirect to an internal address and answered with what it found there).

const { backend, logged } = withNockBackend();
const INTERNAL = 'http://10.0.0.7:8080';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const get = (path: string) => GET(new Request(`http://site.test${path}`));
/** The route URL the site writes for the backend image at `path` (signed, issue 29 N3). */
const route = (path: string) => imageSource(`${TEST_ORIGIN}${path}`).src;
/** PNG's header for a picture of `width` × `height`. */
const pngOf = (width: number, height: number) => {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
};

describe('imageSource: what next/image is given', () => {
  it('optimises site files as they are', () => {
    expect(imageSource('/demo/slider/main-campus.jpg')).toEqual({
      src: '/demo/slider/main-campus.jpg',
      optimizable: true,
    });
  });

  it("optimises a raster image on the backend's origin through /backend-image, path and query kept", () => {
    const { src, optimizable } = imageSource(`${TEST_ORIGIN}/Uploads/News/a%20b.jpg?v=3`);
    expect(optimizable).toBe(true);
    expect(src).toMatch(/^\/backend-image\/Uploads\/News\/a%20b\.jpg\?v=3&sig=[A-Za-z0-9_-]{16}$/);
    expect(imageSource(`${TEST_ORIGIN}/Uploads/x.jpg`).src).toMatch(
      /^\/backend-image\/Uploads\/x\.jpg\?sig=[A-Za-z0-9_-]{16}$/,
    );
  });

  it("shows as they are, unoptimised: other hosts, another port or scheme of the backend's host, and SVG", () => {
    for (const src of [
      'https://cdn.example.org/x.jpg',
      'http://appapi.test:8080/x.jpg',
      'https://appapi.test/x.jpg',
      `${TEST_ORIGIN}/Uploads/icon.SVG`,
      '//appapi.test/x.jpg',
    ]) {
      expect(imageSource(src)).toEqual({ src, optimizable: false });
    }
  });

  it('without a backend (the bundled demo) only site files are optimised', () => {
    delete process.env.APPAPI_URL;
    expect(imageSource('/demo/x.jpg').optimizable).toBe(true);
    expect(imageSource('http://appapi.test/x.jpg')).toEqual({
      src: 'http://appapi.test/x.jpg',
      optimizable: false,
    });
  });
});

/** backendImageTarget of a route URL as written. */
const targetOf = (src: string) => {
  const url = new URL(src, 'http://site.test');
  return backendImageTarget(url.pathname, url.search);
};

describe('backendImageTarget', () => {
  it("always names APPAPI_URL's origin, whatever the path", () => {
    expect(targetOf(route('/Uploads/x.jpg?v=1'))?.href).toBe(`${TEST_ORIGIN}/Uploads/x.jpg?v=1`);
    expect(targetOf(route('/Uploads/x.jpg'))?.href).toBe(`${TEST_ORIGIN}/Uploads/x.jpg`);
    for (const sneaky of ['//evil.test/x.jpg', '/@evil.test/x.jpg']) {
      expect(route(sneaky)).toMatch(/^\/backend-image\//);
      expect(targetOf(route(sneaky))?.origin).toBe(TEST_ORIGIN);
    }
    expect(backendImageTarget('/other/x.jpg', '')).toBeNull();
  });

  it('stands only for the URLs the site wrote: no other query, path or signature (issue 29, N3)', () => {
    const written = new URL(route('/Uploads/x.jpg?v=1'), 'http://site.test');
    const sig = written.searchParams.get('sig');
    for (const [path, search] of <[string, string][]>[
      ['/backend-image/Uploads/x.jpg', '?v=1'],
      ['/backend-image/Uploads/x.jpg', `?v=2&sig=${sig}`],
      ['/backend-image/Uploads/x.jpg', `?v=1&sig=${sig}&v=9`],
      ['/backend-image/Uploads/x.jpg', `?v=1&w=1&sig=${sig}`],
      ['/backend-image/Uploads/y.jpg', `?v=1&sig=${sig}`],
      ['/backend-image/Uploads/x.jpg', `?v=1&sig=${'A'.repeat(22)}`],
      ['/backend-image/Uploads/x.jpg', `?sig=${sig}`],
    ]) {
      expect(backendImageTarget(path, search)).toBeNull();
    }
  });
});

describe('GET /backend-image/<path>', () => {
  it('asks the backend through the upstream slots: never more than APPAPI_MAX_CONCURRENCY images at once', async () => {
    process.env.APPAPI_MAX_CONCURRENCY = '2';
    // Three rounds of 100 ms: within the deadline on a loaded CI machine too (the suite's 500 ms
    // left the last round 504 when the workers were busy).
    process.env.APPAPI_TIMEOUT_MS = '5000';
    let inFlight = 0;
    let most = 0;
    backend()
      .get(/^\/Uploads\/flood-\d+\.png$/)
      .times(6)
      .reply((_uri, _body, callback) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          callback(null, [200, PNG, { 'content-type': 'image/png' }]);
        }, 100);
      });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(route(`/Uploads/flood-${i}.png`))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(most).toBe(2);
  });

  it("answers the backend's image with its type and lifetime, without the key or any client header", async () => {
    let asked: { headers: Record<string, unknown>; path: string } | undefined;
    backend()
      .get('/Uploads/x.png')
      .query({ v: '2' })
      .reply(function (path) {
        asked = { headers: this.req.headers, path };
        return [200, PNG, { 'content-type': 'image/png', 'cache-control': 'public, max-age=600' }];
      });
    const response = await get(route('/Uploads/x.png?v=2'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(JSON.stringify(asked)).not.toContain(TEST_KEY);
    expect(asked?.headers.cookie).toBeUndefined();
  });

  it('never follows a redirect: the address it names is not asked, the answer is 502 and the refusal is logged', async () => {
    const internal = nock(INTERNAL)
      .get('/secret.png')
      .reply(200, PNG, { 'content-type': 'image/png' });
    backend()
      .get('/Uploads/moved.png')
      .reply(302, '', { location: `${INTERNAL}/secret.png` });
    const response = await get(route('/Uploads/moved.png'));
    expect(response.status).toBe(502);
    expect(await response.arrayBuffer()).toHaveProperty('byteLength', 0);
    expect(internal.isDone()).toBe(false);
    expect(logged()).toEqual([
      `Backend image failed: ${TEST_ORIGIN}/Uploads/moved.png: redirect 302 not followed (to "${INTERNAL}/secret.png")`,
    ]);
    nock.removeInterceptor({ hostname: '10.0.0.7', port: 8080, path: '/secret.png' });
  });

  it('answers 404 for a missing image and 502 for a failing backend', async () => {
    backend().get('/Uploads/none.png').reply(404, 'Not found');
    backend().get('/Uploads/broken.png').reply(500, 'oops');
    expect((await get(route('/Uploads/none.png'))).status).toBe(404);
    expect((await get(route('/Uploads/broken.png'))).status).toBe(502);
  });

  it('passes on raster images only: not HTML, not SVG (it may hold script)', async () => {
    backend()
      .get('/AppAPI.asmx/FACULTY_GET')
      .reply(200, '<html></html>', { 'content-type': 'text/html' });
    backend()
      .get('/Uploads/icon.png')
      .reply(200, '<svg xmlns="http://www.w3.org/2000/svg"/>', { 'content-type': 'image/svg+xml' });
    expect((await get(route('/AppAPI.asmx/FACULTY_GET'))).status).toBe(502);
    expect((await get(route('/Uploads/icon.png'))).status).toBe(502);
    expect(logged()).toEqual([
      `Backend image failed: ${TEST_ORIGIN}/AppAPI.asmx/FACULTY_GET: not a raster image the optimiser reads ("text/html")`,
      `Backend image failed: ${TEST_ORIGIN}/Uploads/icon.png: not a raster image the optimiser reads ("image/svg+xml")`,
    ]);
  });

  it('refuses an image larger than the bound, announced or not', async () => {
    backend()
      .get('/Uploads/huge.png')
      .reply(200, PNG, {
        'content-type': 'image/png',
        'content-length': String(MAX_BACKEND_IMAGE_BYTES + 1),
      });
    const chunk = Buffer.alloc(1024 * 1024);
    backend()
      .get('/Uploads/endless.png')
      .reply(
        200,
        () => {
          const { Readable } = jest.requireActual<typeof import('node:stream')>('node:stream');
          let sent = 0;
          return new Readable({
            read() {
              sent += chunk.length;
              this.push(sent > MAX_BACKEND_IMAGE_BYTES + chunk.length ? null : chunk);
            },
          });
        },
        { 'content-type': 'image/png' },
      );
    expect((await get(route('/Uploads/huge.png'))).status).toBe(502);
    expect((await get(route('/Uploads/endless.png'))).status).toBe(502);
    expect(logged()).toEqual([
      `Backend image failed: ${TEST_ORIGIN}/Uploads/huge.png: larger than ${MAX_BACKEND_IMAGE_BYTES} bytes`,
      `Backend image failed: ${TEST_ORIGIN}/Uploads/endless.png: larger than ${MAX_BACKEND_IMAGE_BYTES} bytes`,
    ]);
  });

  it('answers 404 for a URL the site did not write, without asking the backend (issue 29, N3)', async () => {
    for (const made of [
      '/backend-image/Uploads/x.png?v=0.123',
      `${route('/Uploads/x.png')}&v=2`,
      '/backend-image/Uploads/x.png',
    ]) {
      expect((await get(made)).status).toBe(404);
    }
    expect(nock.pendingMocks()).toEqual([]);
    expect(logged()).toEqual([]);
  });

  it('passes on only the raster types the optimiser reads, when the bytes are what the type says (issue 29, N7)', async () => {
    for (const type of ['image/bmp', 'image/tiff', 'image/x-icon', 'image/heic', 'image/jxl']) {
      backend().get('/Uploads/odd.img').reply(200, PNG, { 'content-type': type });
      expect((await get(route('/Uploads/odd.img'))).status).toBe(502);
    }
    backend().get('/Uploads/png-as-jpeg.jpg').reply(200, PNG, { 'content-type': 'image/jpeg' });
    backend()
      .get('/Uploads/text.png')
      .reply(200, 'not a picture at all', { 'content-type': 'image/png' });
    expect((await get(route('/Uploads/png-as-jpeg.jpg'))).status).toBe(502);
    expect((await get(route('/Uploads/text.png'))).status).toBe(502);
    expect(logged().slice(-2)).toEqual([
      `Backend image failed: ${TEST_ORIGIN}/Uploads/png-as-jpeg.jpg: image/jpeg that holds png`,
      `Backend image failed: ${TEST_ORIGIN}/Uploads/text.png: not a readable image/png`,
    ]);
  });

  it('refuses a picture beyond what the optimiser decodes, from its header alone (issue 29, N4)', async () => {
    backend()
      .get('/Uploads/bomb.png')
      .reply(200, pngOf(30_000, 30_000), { 'content-type': 'image/png' });
    backend()
      .get('/Uploads/strip.png')
      .reply(200, pngOf(20_000, 10), { 'content-type': 'image/png' });
    backend()
      .get('/Uploads/camera.png')
      .reply(200, pngOf(6000, 4000), { 'content-type': 'image/png' });
    expect((await get(route('/Uploads/bomb.png'))).status).toBe(502);
    expect((await get(route('/Uploads/strip.png'))).status).toBe(502);
    expect((await get(route('/Uploads/camera.png'))).status).toBe(200);
    expect(logged()).toEqual([
      `Backend image failed: ${TEST_ORIGIN}/Uploads/bomb.png: too large to optimise: 30000×30000`,
      `Backend image failed: ${TEST_ORIGIN}/Uploads/strip.png: too large to optimise: 20000×10`,
    ]);
  });

  it('answers 404 without asking anyone when there is no backend (the bundled demo serves public/)', async () => {
    delete process.env.APPAPI_URL;
    expect((await get(route('/Uploads/x.png'))).status).toBe(404);
  });
});
