import type { Metadata } from 'next';
import NotFound, { generateMetadata as notFoundMetadata } from '../not-found';

// The 404 page of each language, rendered once per language at build: the middleware rewrites
// whatever is no page of the site here and gives the answer its 404 status (middleware.ts), so
// any number of made-up paths answers from one stored page. It renders the not-found view as a
// page, not by calling notFound(): Next 16.4 sends that as an empty error document whose text
// only JavaScript shows (vercel/next.js#62228).
export const dynamicParams = false;

// No robots entry: Next writes `noindex` on every answer with a 404 status; a second tag would
// say it twice.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

export default NotFound;
