// @ts-check
// Headers the edge handles because of what Next does with them (README.md, "Request headers").

/** Set only between Next's own parts; from a client, each changes the answer for everyone. */
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

/** What Next varies a page's answer on (HTML or which payload): part of the edge's cache key. */
export const ROUTER_HEADERS = [
  'RSC',
  'Next-Router-State-Tree',
  'Next-Router-Prefetch',
  'Next-Router-Segment-Prefetch',
];

/** Every other name of Next's kinds, with why the edge leaves it (the contract test checks). */
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
