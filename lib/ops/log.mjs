// @ts-check
// docs/behaviour.md, Logging. Synchronous, with no transport, so that a crash loses no line.
import { formatWithOptions } from 'node:util';
import pino from 'pino';
import { currentRequest } from './request-context.mjs';

/** C0 and C1 controls, DEL, line and paragraph separators, bidirectional overrides and isolates. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

const NAMED = /** @type {Record<string, string>} */ ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' });

function escapeOne(/** @type {string} */ character) {
  const code = character.charCodeAt(0);
  return (
    NAMED[character] ??
    (code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`)
  );
}

export function escapeLogText(/** @type {string} */ text) {
  return text.replace(ANSI_COLOUR, '').replace(UNSAFE, escapeOne);
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const STATE = Symbol.for('kust.ops.log');

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
      mixin() {
        const request = currentRequest();
        return request ? { requestId: request.id } : {};
      },
      hooks: {
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

/** On globalThis: Next bundles this module more than once. @returns {pino.Logger} */
export function logger() {
  const scope = /** @type {any} */ (globalThis);
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
