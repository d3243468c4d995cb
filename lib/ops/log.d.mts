import type { DestinationStream, Logger } from 'pino';

/** `text` as one line: colour sequences dropped, every other control character written as an escape. */
export function escapeLogText(text: string): string;
/** A logger writing JSON lines to `destination` (stdout, synchronously, unless a test gives one). */
export function createLogger(destination?: DestinationStream, level?: string): Logger;
/** The process's one logger: JSON lines on stdout, with the request's id. */
export function logger(): Logger;
/** Makes console.log/info/warn/error/debug write one JSON line per call through the logger. */
export function installJsonConsole(target?: Console, log?: Logger): void;
