import { departmentHomePath } from '@/lib/routing/department-identity';
import { isLanguage } from '@/lib/i18n/languages';
import {
  ASKED_QUERY_HEADER,
  DEPARTMENT_HOME_ROUTES,
  ID_PATTERN,
  languagePath,
} from '@/lib/routing/routes';

// A department's page asked for in the wrong letter case (/dpthome?id=…, /SD/ADMHOME?id=…):
// middleware.ts rewrites it here, and this answers with one redirect to the page the backend says
// is the department's, in the language asked for (issue 36: an old link reaches its page in one
// hop, not a case redirect and then the twin's). Temporary (307), as the twin's own redirect is: a
// department may become an office and back. Relative, so it never names a host.

type Params = { params: Promise<{ lang: string; id: string; route: string }> };

export async function GET(request: Request, { params }: Params) {
  const { lang, id, route } = await params;
  const asked = DEPARTMENT_HOME_ROUTES.find((path) => path === `/${route}`);
  if (!isLanguage(lang) || !asked || !ID_PATTERN.test(id))
    return new Response(null, { status: 404 });
  // The backend not saying (down, or an unknown id): the page asked for, which answers for itself.
  const home = (await departmentHomePath(id).catch(() => null)) ?? asked;
  // The link's own query, byte for byte, as the middleware hands it (a query, or nothing).
  const query = request.headers.get(ASKED_QUERY_HEADER);
  const search =
    query !== null && /^(\?[\x21-\x7e]*)?$/.test(query) ? query : new URL(request.url).search;
  return new Response(null, {
    status: 307,
    headers: { Location: `${languagePath(home, lang)}${search}`, 'Cache-Control': 'no-store' },
  });
}
