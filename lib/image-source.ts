// The image optimiser (/_next/image?url=…) reads a site path by asking Next's own router for it.
// When the router answers that path with a redirect (it normalises a backslash, an empty segment
// and a trailing slash), the optimiser answers 500, a server error anyone could cause and the
// SiteServerErrors alert counts (issue 49, N20). images.localPatterns cannot refuse these: it
// reads the url through WHATWG's parser, for which `/\host/images/x.png` is the path
// `/images/x.png` of another host. The middleware refuses them first.

/** The optimiser's route. */
export const IMAGE_OPTIMIZER_PATH = '/_next/image';

/** What Next's optimiser answers a url it does not allow, with the same status. */
export const IMAGE_SOURCE_REFUSED = '"url" parameter is not allowed';

/**
 * Whether Next's router would redirect the site path `url` (the optimiser's `url` parameter,
 * as decoded from the query) instead of answering it: a backslash, two slashes in a row, or a
 * trailing slash in its path. Absolute URLs are not site paths (the optimiser refuses them
 * itself: no remote patterns).
 */
export function isRedirectedSitePath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const [path = ''] = url.split(/[?#]/, 1);
  return path.includes('\\') || path.includes('//') || (path.length > 1 && path.endsWith('/'));
}
