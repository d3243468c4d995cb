import { isLanguage, PREFIXED_LANGUAGES, type Language } from './languages';

// A route handler under /ur, /sd… for a file each prefixed language has its own of (its
// manifest.webmanifest, its feed.xml); English has its own at the root. /en/… like any other
// first segment is a 404, as is a language the site does not have. The middleware's matcher lets
// these paths through.

type LanguageParams = { params: Promise<{ lang: string }> };

/** The static params of such a route: one per prefixed language. */
export function prefixedLanguageParams(): { lang: Language }[] {
  return PREFIXED_LANGUAGES.map((lang) => ({ lang }));
}

/** The route's GET: `respond` for a prefixed language, else 404. */
export function forPrefixedLanguage(respond: (lang: Language) => Response | Promise<Response>) {
  return async (_request: Request, { params }: LanguageParams): Promise<Response> => {
    const { lang } = await params;
    if (!isLanguage(lang) || !PREFIXED_LANGUAGES.includes(lang))
      return new Response('Not found', { status: 404 });
    return respond(lang);
  };
}
