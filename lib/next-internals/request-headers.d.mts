/** lib/next-internals/request-headers.mjs: Next's request headers, as the edge handles them. */
export const NEXT_INTERNAL_REQUEST_HEADERS: readonly string[];
export const ROUTER_HEADERS: readonly string[];
export const NEXT_HEADERS_LEFT_AS_SENT: Readonly<Record<string, string>>;
