export const MAX_CLOCK_SKEW_MS: number;
export function deriveKey(redisUrl: string, buildId: string): Buffer;
export function redisUrlWarning(redisUrl: string): string | null;
export function encodeEntry(key: Buffer, name: string, entry: unknown): Buffer;
export function decodeEntry(
  key: Buffer,
  name: string,
  raw: Uint8Array,
  options: { shape: 'page' | 'reply'; now?: number },
): { entry: unknown; error?: undefined } | { entry?: undefined; error: string };
export function signTagTime(key: Buffer, hash: string, tag: string, at: number): string;
export function verifyTagTime(
  key: Buffer,
  hash: string,
  tag: string,
  value: string,
  now?: number,
): { at: number; error?: undefined } | { at?: undefined; error: string };
export function signTagMessage(key: Buffer, channel: string, tags: string[], at: number): string;
export function verifyTagMessage(
  key: Buffer,
  channel: string,
  message: string,
  now?: number,
):
  | { tags: string[]; at: number; error?: undefined }
  | { tags?: undefined; at?: undefined; error: string };
export function escapeForLog(text: string): string;
export class LogLimiter {
  constructor(options?: { windowMs?: number; perWindow?: number });
  allow(subject: string, log: (line: string) => void, now?: number): boolean;
}
