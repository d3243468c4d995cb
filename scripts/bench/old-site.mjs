// The old client-rendered site's stand-in (issue 35's phone table; old-site/app.jsx says what it
// is): built here with esbuild (production React, minified, one bundle) into
// bench-results/old-site/, and served by a small server: the empty page for every route, the
// bundle, and the backend's own paths (/AppAPI.asmx/…, /demo/… images) passed to the demo
// backend, so that the browser calls the backend as the old site did, on the same origin. It
// also serves the phone table's floor (BLANK_PAGE): one line of text and nothing else, what the
// bench's phone and machine cost before a page has any content of its own.
//
//   node scripts/bench/old-site.mjs [port]   builds and serves it against the bench's backend
import { createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { onCleanup } from './cleanup.mjs';
import { BACKEND_URL, GZIP_LEVEL, RESULTS_DIR, ROOT } from './config.mjs';

const OUT_DIR = `${RESULTS_DIR}old-site/`;
const BUNDLE = `${OUT_DIR}bundle.js`;
/** A small HTML document in English: the stand-in's page and the blank page differ only in these. */
const htmlPage = ({ title, head, body }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title}">
${head}
<title>${title}</title>
</head>
<body>
${body}
</body>
</html>
`;
/** The old site's page: no content, one script (the spec's 472 bytes, give or take). */
const PAGE = htmlPage({
  title: 'Kirthar University of Science &amp; Technology',
  head: '<meta name="theme-color" content="#0b5d3b">\n<link rel="icon" href="/favicon.ico">\n<script defer src="/bundle.js"></script>',
  body: '<noscript>You need to enable JavaScript to run this app.</noscript>\n<div id="root"></div>',
});
/** The phone table's floor (phone-table.mjs): a page with nothing to load. */
export const BLANK_PAGE = {
  path: '/blank',
  probe: 'One line of text and nothing else.',
};
const BLANK_HTML = htmlPage({
  title: 'A blank page',
  head: '<link rel="icon" href="data:,">',
  body: `<p>${BLANK_PAGE.probe}</p>`,
});
const BACKEND_PATH = /^\/(?:AppAPI\.asmx\/|demo\/|favicon\.ico$)/;

/** Builds the bundle; resolves with its gzip size and the page's, in bytes. */
export async function buildOldSite() {
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    entryPoints: [`${ROOT}scripts/bench/old-site/app.jsx`],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: BUNDLE,
    logLevel: 'warning',
  });
  writeFileSync(`${OUT_DIR}index.html`, PAGE);
  return {
    jsGzip: gzipSync(readFileSync(BUNDLE), { level: GZIP_LEVEL }).length,
    htmlGzip: gzipSync(PAGE, { level: GZIP_LEVEL }).length,
    blankHtmlGzip: gzipSync(BLANK_HTML, { level: GZIP_LEVEL }).length,
  };
}

/** Serves the built stand-in on 127.0.0.1:`port`; resolves with { url, stop }. */
export async function startOldSite(port) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    try {
      if (path === '/bundle.js') {
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=31536000, immutable',
        });
        createReadStream(BUNDLE).pipe(response);
      } else if (BACKEND_PATH.test(path)) {
        const chunks = [];
        for await (const chunk of request) chunks.push(chunk);
        const body = request.method === 'POST' ? Buffer.concat(chunks) : undefined;
        const reply = await fetch(`${BACKEND_URL}${request.url}`, {
          method: request.method,
          headers: { 'content-type': request.headers['content-type'] ?? 'text/plain' },
          body,
        });
        response.writeHead(reply.status, {
          'content-type': reply.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(Buffer.from(await reply.arrayBuffer()));
      } else {
        // The blank page at its path; the stand-in's empty page for every route.
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
        });
        response.end(path === BLANK_PAGE.path ? BLANK_HTML : PAGE);
      }
    } catch {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = onCleanup(
    'old-site stand-in',
    () => new Promise((resolve) => server.close(resolve)),
  );
  return { url: `http://127.0.0.1:${port}`, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await buildOldSite());
  const { url } = await startOldSite(Number(process.argv[2] ?? 3460));
  console.log(`old-site stand-in on ${url} (backend ${BACKEND_URL})`);
}
