// @ts-check
// Which request a piece of server work belongs to, for the whole process: every log line written
// while answering a request carries its id (lib/ops/log.mjs), and the metrics see every request
// the server answers with its route kind, status and time (lib/ops/metrics.mjs).
//
// Node publishes each request the HTTP server receives on the diagnostics channel
// `http.server.request.start`, synchronously, just before the server hands it to Next: entering
// an AsyncLocalStorage store there makes it the context of all the work Next then does for it
// (rendering, upstream calls), without wrapping Next's server. `http.server.response.finish`
// reports the end. Both are public Node APIs (Node 18.7+), the same on Node 20 and 24.
//
// The id is the edge's (nginx `$request_id`, sent as X-Request-Id), so one slow page can be
// followed from the edge's access log to the upstream calls it made; a request that did not come
// through the edge gets one of its own. Kept on globalThis: Next bundles this module more than
// once in one process (instrumentation, route handlers), and they must share one store.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';

/**
 * @typedef {object} RequestContext
 * @property {string} id        the edge's X-Request-Id, or one made here
 * @property {string} method
 * @property {string} path      the path asked for, without its query
 * @property {string} peer      the address of whoever opened the connection (the edge, a probe, a visitor)
 * @property {boolean} proxied  whether it came through a proxy (it carries X-Forwarded-For, Forwarded
 *   or X-Real-IP as it arrived: Next adds X-Forwarded-* of its own before the app sees it)
 * @property {bigint} started   process.hrtime.bigint() when the request arrived
 */

/** What an id from the edge may look like: nginx's is 32 hex digits; 8–64 letters, digits and dashes are taken as they are. */
const EDGE_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Headers a proxy adds (the edge sets all three). */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const STATE = Symbol.for('kust.ops.request-context');

/**
 * @typedef {object} ContextState
 * @property {AsyncLocalStorage<RequestContext>} storage
 * @property {Set<(context: RequestContext, status: number, seconds: number) => void>} finishListeners
 * @property {boolean} installed
 */

/** @returns {ContextState} */
function state() {
  const scope = /** @type {Record<symbol, ContextState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (scope[STATE] ??= {
    storage: new AsyncLocalStorage(),
    finishListeners: new Set(),
    installed: false,
  });
}

/** @param {unknown} header */
export function requestIdOf(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && EDGE_ID.test(value) ? value : randomBytes(16).toString('hex');
}

/** @param {string | undefined} url */
function pathOf(url) {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path.startsWith('/') ? path : '/';
}

/** The request this work is for, or undefined outside one (server start, a background refresh). */
export function currentRequest() {
  return state().storage.getStore();
}

/** Runs `task` as the work of `context` (tests, and anything that serves outside Node's HTTP server). */
export function runInRequest(context, task) {
  return state().storage.run(context, task);
}

/**
 * Starts following every request of this process (once, whichever bundle asks); `onFinish`, if
 * given, hears of each one's end with its status and how long it took (seconds).
 * @param {(context: RequestContext, status: number, seconds: number) => void} [onFinish]
 */
export function installRequestContext(onFinish) {
  const s = state();
  if (onFinish) s.finishListeners.add(onFinish);
  if (s.installed) return;
  s.installed = true;
  /** @type {WeakMap<object, RequestContext>} */
  const contexts = new WeakMap();
  subscribe('http.server.request.start', (message) => {
    const { request, socket } =
      /** @type {{ request: import('node:http').IncomingMessage, socket: import('node:net').Socket }} */ (
        message
      );
    const context = {
      id: requestIdOf(request.headers['x-request-id']),
      method: request.method ?? 'GET',
      path: pathOf(request.url),
      peer: socket?.remoteAddress ?? '',
      proxied: PROXY_HEADERS.some((name) => request.headers[name] !== undefined),
      started: process.hrtime.bigint(),
    };
    contexts.set(request, context);
    s.storage.enterWith(context);
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response } =
      /** @type {{ request: object, response: import('node:http').ServerResponse }} */ (message);
    const context = contexts.get(request);
    if (!context) return;
    contexts.delete(request);
    const seconds = Number(process.hrtime.bigint() - context.started) / 1e9;
    for (const listener of s.finishListeners) {
      try {
        listener(context, response.statusCode, seconds);
      } catch {
        // A metric that cannot be counted must never disturb an answer.
      }
    }
  });
}
