// Small readers for upstream field values, which may be missing, null, padded or numeric.

/** The value as trimmed text ('' when missing). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The value as text, or `fallback` when it is empty. */
export function textOr(value: unknown, fallback: string): string {
  return textOf(value) || fallback;
}

/** A number from a number or numeric string ("3"); 0 when it is not one. */
export function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(textOf(value));
  return Number.isFinite(number) ? number : 0;
}
