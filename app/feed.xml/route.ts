import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { newsFeedResponse } from '@/lib/feeds/news-feed';

// /feed.xml, the English news feed; each prefixed language's is app/[lang]/feed.xml (issue 36).
// Written at build time and kept like a page (ISR): callAppApi sets the lifetime of this
// response to APPAPI_REVALIDATE_SECONDS, or to a second when the backend failed, and Next sends
// the matching Cache-Control (s-maxage, stale-while-revalidate). A GET handler is rendered per
// request unless it says otherwise.
export const dynamic = 'force-static';

export function GET(): Promise<Response> {
  return newsFeedResponse(DEFAULT_LANGUAGE);
}
