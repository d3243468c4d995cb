// @ts-check
// Entered at `http.server.request.start`, just before Next gets the request, an AsyncLocalStorage
// spans all of Next's work without wrapping its server. On globalThis: Next bundles it repeatedly.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';

/** @typedef {import('./request-context.d.mts').RequestContext} RequestContext */
/** @typedef {(context: RequestContext, status: number, seconds: number) => void} FinishListener */

const EDGE_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const STATE = Symbol.for('kust.ops.request-context');

/** @returns {{ storage: AsyncLocalStorage<RequestContext>, installed: boolean, finishListeners: Set<FinishListener> }} */
function state() {
  const scope = /** @type {any} */ (globalThis);
  return (scope[STATE] ??= {
    storage: new AsyncLocalStorage(),
    finishListeners: new Set(),
    installed: false,
  });
}

export function requestIdOf(/** @type {unknown} */ header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && EDGE_REQUEST_ID.test(value)
    ? value
    : randomBytes(16).toString('hex');
}

function pathOf(/** @type {string | undefined} */ url) {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path.startsWith('/') ? path : '/';
}

export function currentRequest() {
  return state().storage.getStore();
}

/** For tests, and serving outside Node's HTTP server. @param {RequestContext} context */
export function runInRequest(context, task) {
  return state().storage.run(context, task);
}

/** Once per process, whichever bundle asks first. @param {FinishListener} [onFinish] */
export function installRequestContext(onFinish) {
  const s = state();
  if (onFinish) s.finishListeners.add(onFinish);
  if (s.installed) return;
  s.installed = true;
  const contexts = /** @type {WeakMap<object, RequestContext>} */ (new WeakMap());
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
