import { formatWithOptions } from 'node:util';

// Every line the server writes to its console goes through here (issue 16, finding 9): text a
// client sent (a path, a query, an image URL) often reaches a log line, in our own messages and
// in Next's, and a raw CR or LF in it would write a whole forged line of its own (a fake
// `API Request failed: …`). So each console call is formatted as Node would format it, then
// every control character is escaped, and one call writes exactly one line.
//
// One small module on purpose: a structured logger (JSON lines) replaces it in one place.

/**
 * C0 controls (CR, LF, tab, ESC…), DEL, C1 controls (NEL…), the Unicode line and paragraph
 * separators, and the bidirectional overrides and isolates that reorder how a line reads.
 * With `keepColours`, a colour sequence (ESC [ … m) is left whole: it can only colour text.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_OR_COLOUR = /\u001b\[[0-9;]*m|[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeOne(character: string): string {
  const code = character.charCodeAt(0);
  return NAMED[character] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** `text` as one log line: CR, LF and every other control character written as an escape (`\n`, `\x1b`, `\u2028`). */
export function escapeLogText(text: string, { keepColours = false }: { keepColours?: boolean } = {}): string {
  if (!keepColours) return text.replace(UNSAFE, escapeOne);
  return text.replace(UNSAFE_OR_COLOUR, (match) => (match.length > 1 ? match : escapeOne(match)));
}

const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
type Method = (typeof METHODS)[number];
type Writable = { isTTY?: boolean } | undefined;

const INSTALLED = Symbol.for('kust.log.escaping');

/**
 * Makes console.log/info/warn/error/debug (and trace, assert, table, count and timeEnd, which
 * call them; console.dir prints util.inspect's output, whose strings are escaped already) write
 * one escaped line per call, for the whole process: once, whichever bundle asks
 * (instrumentation.ts, at server start). Colour sequences pass only to a terminal, where Next
 * colours its own lines; logs kept in files or journald never hold an ESC.
 */
export function installLogEscaping(target: Console = console, streams: { out: Writable; err: Writable } = { out: process.stdout, err: process.stderr }): void {
  const marked = target as Console & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  for (const method of METHODS) {
    const original = target[method].bind(target) as (...args: unknown[]) => void;
    const stream = method === 'warn' || method === 'error' ? streams.err : streams.out;
    target[method as Method] = (...args: unknown[]) => {
      const keepColours = Boolean(stream?.isTTY);
      // '%s': the line is already formatted; a % in it must not be read as a placeholder again.
      original('%s', escapeLogText(formatWithOptions({ colors: keepColours }, ...args), { keepColours }));
    };
  }
}
