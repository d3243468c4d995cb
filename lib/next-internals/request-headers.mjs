// @ts-check
// Request headers the edge (deploy/nginx/render.mjs) handles because of what Next does with them
// (lib/next-internals/README.md, "Request headers"). Checked against the installed Next by
// __tests__/lib/next-internals/contract.test.ts.

/**
 * Request headers that only Next itself sets, between its own parts (its router and middleware,
 * Vercel's platform in front of it): from a client, each changes what Next answers for everyone
 * behind a shared cache. `x-middleware-prefetch: 1` (and `x-nextjs-data: 1`) made every page a
 * 2-byte `{}` that the edge stored under the page's key (issue 49, N17). Next 16 drops some of
 * them itself (next/dist/server/lib/server-ipc/utils.js, INTERNAL_HEADERS), not all; the edge
 * sends none of them on. The x-invoke-* names are those of Next 13–15's router.
 * @type {readonly string[]}
 */
export const NEXT_INTERNAL_REQUEST_HEADERS = [
  'X-Middleware-Prefetch',
  'X-Middleware-Subrequest',
  'X-Middleware-Rewrite',
  'X-Middleware-Redirect',
  'X-Middleware-Next',
  'X-Middleware-Skip',
  'X-Middleware-Set-Cookie',
  'X-Middleware-Override-Headers',
  'X-Middleware-Cache',
  'X-Nextjs-Data',
  'X-Now-Route-Matches',
  'X-Matched-Path',
  'Next-Resume',
  'X-Next-Resume-State-Length',
  'X-Prerender-Revalidate',
  'X-Prerender-Revalidate-If-Generated',
  'X-Next-Revalidated-Tags',
  'X-Next-Revalidate-Tag-Token',
  'X-Invocation-Id',
  'X-Action-Forwarded',
  'Next-Hmr-Refresh',
  'X-Invoke-Path',
  'X-Invoke-Query',
  'X-Invoke-Output',
  'X-Invoke-Status',
  'X-Invoke-Error',
];

/**
 * The request headers Next varies a page's answer on (its Vary, bar Accept-Encoding): HTML or
 * the React payload, and which payload. They make the variant part of the edge's cache key.
 */
export const ROUTER_HEADERS = [
  'RSC',
  'Next-Router-State-Tree',
  'Next-Router-Prefetch',
  'Next-Router-Segment-Prefetch',
];

/**
 * The other header names of Next's kinds that its server and router code holds, each with why
 * the edge leaves it alone: Next sets it on its answer (the edge only passes it on or hides it),
 * reads it only in development, or it is a request header of a feature this site does not use.
 * The contract test fails on a name in none of the three lists: classify a new one here.
 * @type {Readonly<Record<string, string>>}
 */
export const NEXT_HEADERS_LEFT_AS_SENT = {
  'x-nextjs-cache': 'answer: HIT, MISS or STALE',
  'x-nextjs-matched-path': 'answer',
  'x-nextjs-stale-time': 'answer: how long the router keeps a payload',
  'x-nextjs-prerender': 'answer',
  'x-nextjs-postponed': 'answer (partial prerendering, not used)',
  'x-nextjs-rewritten-path': 'answer',
  'x-nextjs-rewritten-query': 'answer',
  'x-nextjs-rewrite': 'answer of the middleware to a data request (Pages Router)',
  'x-nextjs-redirect': 'answer of the middleware to a data request (Pages Router)',
  'x-nextjs-deployment-id': 'answer: the router compares it with its own build',
  'x-nextjs-action-not-found': 'answer to a server action (none here)',
  'x-action-redirect': 'answer to a server action (none here)',
  'x-action-revalidated': 'answer to a server action (none here)',
  'x-next-cache-tags': 'answer: the page’s cache tags',
  'x-middleware-request-':
    'prefix of the middleware’s answer to the router (request header overrides), never read from a request',
  'x-middleware-refresh': 'the middleware’s answer to the router, never read from a request',
  'x-nextjs-request-id': 'request: read by the development server and request insights only',
  'x-nextjs-html-request-id': 'request: read by the development server and request insights only',
  'next-action': 'request: a server action’s id (none here; POST, which the edge never caches)',
  'next-url': 'request: interception routes (none here, so Next does not vary on it)',
};
