export class ReplyShapeError extends Error {
  constructor(expected: string) {
    super(`unexpected reply: ${expected}`);
    this.name = 'ReplyShapeError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Anything but an object in the list is dropped. */
export function readRows<Row>(reply: unknown): Row[] {
  if (!Array.isArray(reply)) throw new ReplyShapeError('expected a list of rows');
  return reply.filter(isRecord) as Row[];
}

/** A list, an object, or either wrapped as `{ d: ... }`: the prospectus reply. */
export function readLooseRows<Row>(reply: unknown): Row[] {
  const unwrapped = isRecord(reply) && 'd' in reply ? reply.d : reply;
  if (Array.isArray(unwrapped)) return unwrapped.filter(isRecord) as Row[];
  if (isRecord(unwrapped)) return [unwrapped as Row];
  throw new ReplyShapeError('expected a list or an object');
}
