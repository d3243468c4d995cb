import { isLanguage, PREFIXED_LANGUAGES, type Language } from './languages';

// Route handlers of a file each prefixed language has its own of (feed.xml, the web manifest);
// English's is at the root, so /en/… is a 404 here like any unknown first segment.

type LanguageParams = { params: Promise<{ lang: string }> };

export function prefixedLanguageParams(): { lang: Language }[] {
  return PREFIXED_LANGUAGES.map((lang) => ({ lang }));
}

export function forPrefixedLanguage(respond: (lang: Language) => Response | Promise<Response>) {
  return async (_request: Request, { params }: LanguageParams): Promise<Response> => {
    const { lang } = await params;
    if (!isLanguage(lang) || !PREFIXED_LANGUAGES.includes(lang))
      return new Response('Not found', { status: 404 });
    return respond(lang);
  };
}
