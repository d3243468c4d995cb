// A second origin in front of the site for the offline specs: a service worker belongs to its
// origin, so each spec gets a fresh one, and the proxy plays the network between phone and
// site: slow (a delay on page requests), failing (a status for page requests), or switched to
// another server (a new deploy). Everything else passes through untouched.
import { createServer, request as forward } from 'node:http';

/**
 * Whether a request asks for a page, as a browser or its service worker sends it (the worker's
 * own requests say Sec-Fetch-Dest: empty, but keep the browser's Accept).
 */
function isDocumentRequest(req) {
  return (
    req.method === 'GET' &&
    (req.headers.accept ?? '').startsWith('text/html') &&
    !('rsc' in req.headers)
  );
}

/**
 * Listens on 127.0.0.1:`port` and forwards to `upstream`. Returns { url, setUpstream(url),
 * delayDocuments(ms), delayAll(ms) (a network's latency: every request), failDocuments(status),
 * documentRequests: string[], close() }.
 */
export async function startProxy({ upstream, port }) {
  let target = new URL(upstream);
  let delayMs = 0;
  let latencyMs = 0;
  let failStatus = 0;
  const documentRequests = [];
  const server = createServer(async (req, res) => {
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (isDocumentRequest(req)) {
      documentRequests.push(req.url);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failStatus) {
        res.writeHead(failStatus, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><title>${failStatus}</title><p>Upstream answered ${failStatus}</p>`,
        );
        return;
      }
    }
    const outgoing = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    documentRequests,
    setUpstream: (url) => {
      target = new URL(url);
    },
    delayDocuments: (ms) => {
      delayMs = ms;
    },
    delayAll: (ms) => {
      latencyMs = ms;
    },
    failDocuments: (status) => {
      failStatus = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
