// @ts-check
// Every line the server writes is one JSON object (CONTRACT.md, "Operations"): `time`, `level`,
// `msg`, `pid`, the `requestId` of the request it was written for, and the fields of the line.
// pino writes them to stdout, synchronously, with no transport (no worker thread, nothing to
// lose at a crash): journald, `docker logs` or a log shipper take them from there.
//
// The site's own code logs through `logger()`; console.log/info/warn/error/debug (ours, Next's
// and any library's) are sent through the same logger by installJsonConsole(), once per process
// (scripts/start.mjs, before Next prints anything; instrumentation.ts for `next dev`).
//
// Text a client sent (a path, a query, an image URL) often reaches a message (issue 16, finding
// 9). JSON already keeps a raw line break from ending the line, but a reader of the messages
// alone (`jq -r .msg`) would see it: so every control character, line separator and
// bidirectional override in a message is written as an escape (`\n`, `\x1b`, `\u2028`), and
// Next's colour sequences are dropped. An upstream failure's message still starts with the
// spec's `API Request failed: `.
import { formatWithOptions } from 'node:util';
import pino from 'pino';
import { currentRequest } from './request-context.mjs';

/**
 * C0 controls (CR, LF, tab, ESC…), DEL, C1 controls (NEL…), the Unicode line and paragraph
 * separators, and the bidirectional overrides and isolates that reorder how a line reads.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** A terminal colour sequence (ESC [ … m), as Next writes around its symbols. */
const COLOUR = /\u001b\[[0-9;]*m/g;

/** @type {Record<string, string>} */
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** @param {string} character */
function escapeOne(character) {
  const code = character.charCodeAt(0);
  return (
    NAMED[character] ??
    (code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`)
  );
}

/**
 * `text` as one line: colour sequences dropped, every other control character written as an
 * escape (`\n`, `\x1b`, `\u2028`).
 * @param {string} text
 */
export function escapeLogText(text) {
  return text.replace(COLOUR, '').replace(UNSAFE, escapeOne);
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const STATE = Symbol.for('kust.ops.log');

/**
 * A logger writing JSON lines to `destination` (stdout, synchronously, unless a test gives one),
 * from `level` up (LOG_LEVEL, README: info by default; debug adds every upstream call).
 * @param {pino.DestinationStream} [destination]
 * @param {string} [level]
 * @returns {pino.Logger}
 */
export function createLogger(
  destination = pino.destination({ dest: 1, sync: true }),
  level = process.env.LOG_LEVEL?.trim() || 'info',
) {
  return pino(
    {
      level: LEVELS.has(level) ? level : 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
      // The request the line was written for, when there is one.
      mixin() {
        const request = currentRequest();
        return request ? { requestId: request.id } : {};
      },
      hooks: {
        // Messages are escaped however the line was written (logger or console).
        logMethod(args, method) {
          const last = args.length - 1;
          if (typeof args[last] === 'string') args[last] = escapeLogText(args[last]);
          return method.apply(this, /** @type {any} */ (args));
        },
      },
    },
    destination,
  );
}

/** The process's one logger (Next bundles this module more than once: kept on globalThis). */
export function logger() {
  const scope = /** @type {Record<symbol, pino.Logger | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (scope[STATE] ??= createLogger());
}

const METHODS = /** @type {const} */ ({
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
});
const INSTALLED = Symbol.for('kust.ops.log.console');

/**
 * Makes console.log/info/warn/error/debug (and trace, assert, table, count and timeEnd, which
 * call them) write one JSON line per call through the logger, for the whole process. The
 * arguments are formatted as Node's console would (util.format), without colours.
 * @param {Console} [target]
 * @param {pino.Logger} [log]
 */
export function installJsonConsole(target = console, log = logger()) {
  const marked = /** @type {Console & { [INSTALLED]?: true }} */ (target);
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  for (const [method, level] of Object.entries(METHODS)) {
    /** @type {any} */ (target)[method] = (/** @type {unknown[]} */ ...args) => {
      // '%s' keeps pino from reading a % in the text as a placeholder again.
      log[level]('%s', formatWithOptions({ colors: false }, ...args));
    };
  }
}
