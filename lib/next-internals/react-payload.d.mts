/** lib/next-internals/react-payload.mjs: a cached page's React payload kept out of its HTML. */
export const PAYLOAD_ATTRIBUTE: 'data-react-payload';
export function payloadSlot(start: string | undefined): Record<string, string>;
export function payloadHash(text: string): string;
export function htmlWithoutPayload(html: string, payload: string): string | null;
