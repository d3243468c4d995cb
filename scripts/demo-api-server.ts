/**
 * The bundled demo backend as a real HTTP server, for end-to-end tests, benchmarks and fault
 * injection: `npm run demo-api` (DEMO_API_PORT, default 4010). AppAPI calls are answered by
 * the same handler the site uses in-process; GET /demo/... serves the demo's images and files;
 * /__control/... counts calls and switches faults on (scripts/demo-api-faults.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { handleDemoRequest } from '../lib/demo-api/handler';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  alterReply,
  callDelayMs,
  callReport,
  countCall,
  editedReply,
  faultFor,
  openCall,
  resetControl,
  redirectFor,
  setEdits,
  setFaults,
  setRedirects,
} from './demo-api-faults';

const PORT = Number(process.env.DEMO_API_PORT ?? 4010);
const HOST = '0.0.0.0';
const STATIC_ROOT = resolve(process.cwd(), 'public', 'demo');

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.webp': 'image/webp',
};

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function toHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Serves a file under public/demo/, refusing anything that resolves outside it. */
async function serveStatic(
  pathname: string,
  method: string,
  response: ServerResponse,
): Promise<void> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/demo/'.length));
  } catch {
    sendJson(response, 400, { Message: 'Bad request.' });
    return;
  }
  const target = resolve(join(STATIC_ROOT, relative));
  const contentType = CONTENT_TYPES[extname(target).toLowerCase()];
  if (!target.startsWith(STATIC_ROOT + sep) || relative.includes('\0') || !contentType) {
    sendJson(response, 404, { Message: 'Not found.' });
    return;
  }
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) {
    sendJson(response, 404, { Message: 'Not found.' });
    return;
  }
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': info.size,
    'cache-control': 'public, max-age=3600',
  });
  if (method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(target).pipe(response);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `localhost:${PORT}`}`);

  const redirect = method === 'GET' || method === 'HEAD' ? redirectFor(url.pathname) : null;
  if (redirect) {
    response.writeHead(302, {
      location: redirect,
      'content-type': 'image/png',
      'content-length': 0,
    });
    response.end();
    return;
  }

  if ((method === 'GET' || method === 'HEAD') && url.pathname.startsWith('/demo/')) {
    await serveStatic(url.pathname, method, response);
    return;
  }

  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  if (url.pathname.startsWith('/__control/')) {
    control(url.pathname, method, body, response);
    return;
  }

  const fn = /\/AppAPI\.asmx\/([^/]+)$/i.exec(url.pathname)?.[1];
  if (fn && method === 'POST') {
    countCall(fn, new URLSearchParams(Buffer.from(body ?? []).toString()));
    // Open until the answer starts going out (before the site can see it) or the socket closes.
    const close = openCall();
    response.on('close', close);
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.end = ((...args: unknown[]) => {
      close();
      return end(...args);
    }) as ServerResponse['end'];

    if (callDelayMs() > 0) await sleep(callDelayMs());
    const fault = faultFor(fn);
    if (fault === 'hang') return; // never answer; the socket stays open
    if (fault === 'reset') {
      request.socket.destroy();
      return;
    }
    if (fault === 'http-500' || fault === 'http-503') {
      response.writeHead(fault === 'http-500' ? 500 : 503, { 'content-type': 'text/html' });
      response.end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (fault) {
      const reply = await handleDemoRequest(
        new Request(url, { method, headers: toHeaders(request), body }),
      );
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(alterReply(fault, reply.ok ? await reply.json() : []));
      return;
    }
  }

  const reply = await handleDemoRequest(
    new Request(url, { method, headers: toHeaders(request), body }),
  );
  const edited = fn && reply.ok ? editedReply(fn, await reply.clone().json()) : null;
  if (edited) {
    sendJson(response, 200, edited);
    return;
  }
  const headers: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(reply.status, headers);
  response.end(Buffer.from(await reply.arrayBuffer()));
}

const SETTERS: Record<string, (settings: Record<string, unknown>) => void> = {
  '/__control/faults': setFaults,
  '/__control/edits': setEdits,
  '/__control/redirects': setRedirects,
};

function control(
  pathname: string,
  method: string,
  body: Uint8Array | undefined,
  response: ServerResponse,
): void {
  if (pathname === '/__control/calls' && method === 'GET') {
    sendJson(response, 200, callReport());
  } else if (pathname === '/__control/reset' && method === 'POST') {
    resetControl();
    sendJson(response, 200, { ok: true });
  } else if (Object.hasOwn(SETTERS, pathname) && method === 'POST') {
    try {
      const settings = JSON.parse(Buffer.from(body ?? []).toString() || '{}') as Record<
        string,
        unknown
      >;
      SETTERS[pathname]?.(settings);
      sendJson(response, 200, { ok: true });
    } catch {
      sendJson(response, 400, { Message: 'Expected a JSON object.' });
    }
  } else {
    sendJson(response, 404, { Message: 'Not found.' });
  }
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('demo-api: request failed:', error);
    if (!response.headersSent)
      sendJson(response, 500, { Message: 'There was an error processing the request.' });
    else response.destroy();
  });
});

server.listen(PORT, HOST, () => {
  console.log(
    `demo-api: AppAPI demo backend on http://${HOST}:${PORT}/AppAPI.asmx/{FunctionName} (static files under /demo/)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
