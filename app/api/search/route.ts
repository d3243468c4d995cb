import type { NextRequest } from 'next/server';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { localizeHit } from '@/lib/i18n/templates';
import { localHref } from '@/lib/routing/routes';
import { normaliseQuery } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';

// docs/behaviour.md, /api/search. Kept a minute at the edge, so that nginx answers a popular query
// on a busy evening.

export const dynamic = 'force-dynamic';

const SUGGESTIONS = 8;
/** Seconds; a few while the index is incomplete. */
const KEEP_SECONDS = 60;
const KEEP_SECONDS_INCOMPLETE = 5;

export async function GET(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  const query = normaliseQuery(searchParams.get('q'));
  const lang = searchParams.get('lang');
  const t = DICTIONARIES[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
  const index = await siteIndex();
  const results = index.search.search(query, SUGGESTIONS).map((found) => {
    const { title, url, kind, context } = localizeHit(found, t).hit;
    return { title, url: localHref(url, t.lang), kind, context };
  });
  const keep = index.complete ? KEEP_SECONDS : KEEP_SECONDS_INCOMPLETE;
  return Response.json(
    { query, results },
    {
      headers: {
        'Cache-Control': `public, max-age=${keep}, s-maxage=${keep}`,
        'X-Robots-Tag': 'noindex',
      },
    },
  );
}
