// Next's optimiser answers 500 for a path its router redirects: the middleware refuses it first.

export const IMAGE_OPTIMIZER_PATH = '/_next/image';

export const IMAGE_SOURCE_REFUSED = '"url" parameter is not allowed';

export function isRedirectedSitePath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const [path = ''] = url.split(/[?#]/, 1);
  return path.includes('\\') || path.includes('//') || (path.length > 1 && path.endsWith('/'));
}
