import type { NextRequest } from 'next/server';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { localizeHit } from '@/lib/i18n/text';
import { localHref } from '@/lib/routes';
import { normaliseQuery } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';

// GET /api/search?q= (CONTRACT.md): the suggestions of the search field, at most 8, from this
// instance's index (no upstream call once it exists). With `lang=ur` or `lang=sd`, the site's
// own pages are titled in that language (the dictionary's names of its routes), every context
// line is written in it around the backend's names (lib/i18n/text.ts), and every url is the
// page's public URL in that language (/sd/DptHome?id=…, CONTRACT.md); the backend's names stay
// as sent. Without `lang`, or with one the site does not have, the answer is English. The edge
// and browsers may keep an answer for a minute, so a popular query on a busy evening is
// answered by nginx.

export const dynamic = 'force-dynamic';

/** Suggestions per answer (CONTRACT.md). */
const SUGGESTIONS = 8;
/** How long an answer may be kept, in seconds; a few seconds while the index is incomplete. */
const KEEP_SECONDS = 60;
const KEEP_SECONDS_INCOMPLETE = 5;

export async function GET(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  const query = normaliseQuery(searchParams.get('q'));
  const lang = searchParams.get('lang');
  const t = DICTIONARIES[isLanguage(lang) ? lang : DEFAULT_LANGUAGE];
  const index = await siteIndex();
  // CONTRACT.md's four fields, in the language asked for.
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
