import { findPage } from '@/lib/routing/routes';

// The metrics' label for a request: a fixed set, so that no visitor or flood can add series.

export type RouteKind =
  | 'page' // a public page without an id (/AboutUs, /ur/AdmissionHome, /)
  | 'id_page' // a public page of an id (/DptHome?id=…), or its id-less 404
  | 'search' // /search, /ProgrammeFinder, /api/search
  | 'feed' // /feed.xml, /events.ics, /sitemap.xml and its parts, /robots.txt, each language's manifest.webmanifest and feed.xml
  | 'image' // /_next/image, /backend-image/…
  | 'static' // /_next/static/…, /sw.js, the files of public/
  | 'api' // /api/health, /api/revalidate, /api/vitals
  | 'metrics' // /metrics
  | 'other'; // anything else: unknown paths (404), Next's internals

const PATH_WITH_EXTENSION = /^\/[^/]+(?:\/[^/]+)*\.[A-Za-z0-9]+$/;

const FEEDS = new Set([
  '/feed.xml',
  '/events.ics',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
]);
const SEARCH = new Set(['/search', '/ProgrammeFinder']);

export function routeKindOf(path: string): RouteKind {
  if (path.startsWith('/_next/static/')) return 'static';
  if (path === '/_next/image' || path.startsWith('/backend-image/')) return 'image';
  if (path === '/api/search') return 'search';
  if (path.startsWith('/api/')) return 'api';
  if (path === '/metrics') return 'metrics';
  if (
    FEEDS.has(path) ||
    /^\/[a-z]{2}\/(?:manifest\.webmanifest|feed\.xml)$/.test(path) ||
    /^\/sitemaps\/\d+\.xml$/.test(path)
  )
    return 'feed';
  const page = findPage(path);
  if (page) {
    if (SEARCH.has(page.route.path)) return 'search';
    return page.route.internal ? 'id_page' : 'page';
  }
  if (PATH_WITH_EXTENSION.test(path) && !path.startsWith('/_next/')) return 'static';
  return 'other';
}
