import type { NextRequest } from 'next/server';
import { normaliseQuery } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';

// GET /api/search?q= (CONTRACT.md): the suggestions of the search field, at most 8, from this
// instance's index (no upstream call once it exists). The edge and browsers may keep an answer
// for a minute, so a popular query on a busy evening is answered by nginx.

export const dynamic = 'force-dynamic';

/** Suggestions per answer (CONTRACT.md). */
const SUGGESTIONS = 8;
/** How long an answer may be kept, in seconds; a few seconds while the index is incomplete. */
const KEEP_SECONDS = 60;
const KEEP_SECONDS_INCOMPLETE = 5;

export async function GET(request: NextRequest): Promise<Response> {
  const query = normaliseQuery(request.nextUrl.searchParams.get('q'));
  const index = await siteIndex();
  const results = index.search.search(query, SUGGESTIONS);
  const keep = index.complete ? KEEP_SECONDS : KEEP_SECONDS_INCOMPLETE;
  return Response.json(
    { query, results },
    { headers: { 'Cache-Control': `public, max-age=${keep}, s-maxage=${keep}`, 'X-Robots-Tag': 'noindex' } },
  );
}
