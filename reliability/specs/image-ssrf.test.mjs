// The image optimiser fetches nothing but the backend's own images (issue 16, finding 2). A hostile
// backend's image URL that answers 302 to an internal address (a small server of this spec on
// 127.0.0.1, which records every request) must never get that address asked, through
// /_next/image with the URL as pages give it or with the absolute backend URL, nor through the
// site's /backend-image route; the answer is an error that does not tell an open port from a
// closed one. Normal backend images still come out optimised. A site path that is no image file
// is refused at once (issue 34, N15).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { signImagePath } from '../../lib/appapi/image-signature.mjs';
import { DEMO_KEY } from '../support/config.mjs';
import { scrape } from '../support/ops.mjs';
import { get } from '../support/site.mjs';
import { API_URL, requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605c80000000049454e44ae426082',
  'hex',
);

let api;
let site;
/** Every request the internal server received: "METHOD path". */
const internalRequests = [];
let internal;
let closedPort;

/** A port on 127.0.0.1 with nothing listening. */
async function closedLoopbackPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const optimiser = (url) => `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`;
/** The route URL the site writes for the backend image at `path` (signed with the suite's key). */
const route = (path) => signImagePath(`/backend-image${path}`, DEMO_KEY);

before(async () => {
  requireBuild();
  internal = createServer((request, response) => {
    internalRequests.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
    response.end(PNG);
  });
  await new Promise((resolve) => internal.listen(0, '127.0.0.1', resolve));
  closedPort = await closedLoopbackPort();
  api = await startBackend();
  const response = await fetch(`${api.url}/__control/redirects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      '/demo/moved-open.png': `http://127.0.0.1:${internal.address().port}/secret.png`,
      '/demo/moved-closed.png': `http://127.0.0.1:${closedPort}/secret.png`,
    }),
  });
  assert.equal(response.status, 200, 'the demo backend takes the redirects');
  site = await startFreshSite('image-ssrf');
});
after(async () => {
  await site?.stop();
  await api?.stop();
  await new Promise((resolve) => (internal ? internal.close(resolve) : resolve()));
});

describe('the image optimiser and an image URL of the backend that redirects to an internal address', () => {
  it('through /_next/image with the URL as pages give it: an error, the same for an open and a closed port, and the internal address never asked', async () => {
    const open = await get(`${site.url}${optimiser(route('/demo/moved-open.png'))}`);
    const closed = await get(`${site.url}${optimiser(route('/demo/moved-closed.png'))}`);
    assert.ok(open.status >= 400, `open port: ${open.status} ${open.headers.get('content-type')}`);
    assert.deepEqual(
      [closed.status, closed.body],
      [open.status, open.body],
      'an open and a closed port answer alike',
    );
    assert.deepEqual(internalRequests, []);
  });

  it('through /_next/image with the absolute backend URL: refused, the same for an open and a closed port, and the internal address never asked', async () => {
    const open = await get(`${site.url}${optimiser(`${API_URL}/demo/moved-open.png`)}`);
    const closed = await get(`${site.url}${optimiser(`${API_URL}/demo/moved-closed.png`)}`);
    assert.ok(open.status >= 400, `open port: ${open.status} ${open.headers.get('content-type')}`);
    assert.deepEqual(
      [closed.status, closed.body],
      [open.status, open.body],
      'an open and a closed port answer alike',
    );
    assert.deepEqual(internalRequests, []);
  });

  it('through /backend-image: 502, the redirect logged and not followed', async () => {
    const mark = site.mark();
    const answer = await get(`${site.url}${route('/demo/moved-open.png')}`);
    assert.equal(answer.status, 502);
    assert.deepEqual(internalRequests, []);
    assert.match(
      site.logSince(mark),
      /Backend image failed: http:\/\/127\.0\.0\.1:\d+\/demo\/moved-open\.png: redirect 302 not followed/,
    );
  });
});

describe("the backend's own images", () => {
  it("reach the optimiser only through the site's /backend-image route: no page gives it an absolute URL", async () => {
    const home = await get(`${site.url}/`);
    const sources = [...home.body.matchAll(/\/_next\/image\?url=([^&"]+)/g)].map(([, url]) =>
      decodeURIComponent(url),
    );
    assert.ok(
      sources.some((url) => url.startsWith('/backend-image/demo/')),
      `optimised images of the home page: ${sources.join(', ')}`,
    );
    assert.deepEqual(
      sources.filter((url) => !url.startsWith('/')),
      [],
    );
  });

  it('still come out optimised (200, an image type)', async () => {
    const image = await fetch(`${site.url}${optimiser(route('/demo/slider/main-campus.jpg'))}`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    const bytes = (await image.arrayBuffer()).byteLength;
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /^image\/(avif|webp|jpeg)$/);
    assert.ok(bytes > 0);
  });

  it('are optimised only at the URLs the site wrote: a made-up query is refused at once (issue 29, N3)', async () => {
    const written = route('/demo/slider/main-campus.jpg');
    for (const made of [
      `/backend-image/demo/slider/main-campus.jpg?v=${Math.random()}`,
      `${written}&v=2`,
      written.replace(/sig=\w/, 'sig=_'),
    ]) {
      const answer = await get(`${site.url}${optimiser(made)}`, {
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      assert.ok(answer.status >= 400 && answer.status < 500, `${made}: ${answer.status}`);
      assert.doesNotMatch(answer.headers.get('content-type') ?? '', /^image\//);
    }
    assert.equal(
      (await get(`${site.url}${route('/demo/slider/main-campus.jpg?v=7')}`)).status,
      200,
      'a query the backend wrote is kept and signed',
    );
  });
});

// The optimiser fetches a local url inside the server; a page path answers with a redirect there
// (a wrong-case path, a department's twin route, a preview image for a made-up id), which Next
// turned into a 500, counted in the series the SiteServerErrors alert reads (issue 34, N15).
describe('the image optimiser and site paths that are no image files', () => {
  /** 5xx answers this instance has counted in /metrics. */
  const serverErrors = async () =>
    (await scrape(site.url))
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('site_http_request_duration_seconds_count{') &&
          /status="5\d\d"/.test(line),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

  it('refuses them with a 4xx, counting no server error', async () => {
    const before = await serverErrors();
    for (const url of [
      '/aboutus',
      '/AboutUs',
      '/dpthome?id=DEP-000001',
      '/AdmHome?id=DEP-000001',
      '/UR',
      '/og/en/DptHome/MADE-1.png',
      '/og/en/home.png',
      '/feed.xml',
      '/demo/news/none.jpg',
      // Paths Next's router redirects (issue 49, N20): an empty segment, a backslash (to WHATWG's
      // parser, which localPatterns uses, `/\\x/icons/…` is another host's /icons/…), a trailing slash.
      '/backend-image//demo/slider/main-campus.jpg',
      '/icons//icon-192.png',
      '/\\x/icons/icon-192.png',
      '/\\icons/icon-192.png',
      '/icons\\icon-192.png',
      '/backend-image/demo/',
    ]) {
      const answer = await get(`${site.url}${optimiser(url)}`, {
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      assert.ok(answer.status >= 400 && answer.status < 500, `${url}: ${answer.status}`);
    }
    assert.equal((await serverErrors()) - before, 0, 'server errors counted');
    const logo = await get(`${site.url}${optimiser('/icons/icon-192.png')}`, {
      headers: { accept: 'image/webp' },
    });
    assert.deepEqual(
      [logo.status, logo.headers.get('content-type')],
      [200, 'image/webp'],
      'an image file of the site is still optimised',
    );
  });
});
