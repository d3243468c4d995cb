import { newsFeedResponse } from '@/lib/feeds/news-feed';
import { forPrefixedLanguage, prefixedLanguageParams } from '@/lib/i18n/prefixed-route';

// /ur/feed.xml and each prefixed language's news feed (issue 36), kept as /feed.xml is (see
// there); English's is /feed.xml (lib/i18n/prefixed-route.ts).

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = prefixedLanguageParams;
export const GET = forPrefixedLanguage(newsFeedResponse);
