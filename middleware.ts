import { NextResponse, type NextRequest } from 'next/server';
import {
  IMAGE_OPTIMIZER_PATH,
  IMAGE_SOURCE_REFUSED,
  isRedirectedSitePath,
} from '@/lib/http/image-source';
import { splitLanguage } from '@/lib/i18n/languages';
import {
  ASKED_QUERY_HEADER,
  DEPARTMENT_HOME_ROUTES,
  findPage,
  ID_PATTERN,
  NOT_FOUND_PAGE,
} from '@/lib/routing/routes';

// Runs only where the matcher finds no canonical page: wrong letter case, internal or unknown
// paths (docs/behaviour.md, Public URLs and Languages).

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname === IMAGE_OPTIMIZER_PATH) {
    // A 400 for a site path the router would redirect, instead of the optimiser's 500.
    const urls = request.nextUrl.searchParams.getAll('url');
    if (urls.length === 1 && isRedirectedSitePath(urls[0] ?? '')) {
      return new NextResponse(IMAGE_SOURCE_REFUSED, {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    return NextResponse.next();
  }

  const page = findPage(pathname);
  const id = request.nextUrl.searchParams.getAll('id').at(-1) ?? '';
  const departmentHomes: readonly string[] = DEPARTMENT_HOME_ROUTES;
  if (
    page &&
    page.canonical !== pathname &&
    departmentHomes.includes(page.route.path) &&
    ID_PATTERN.test(id)
  ) {
    // One hop to the twin the backend names, which a route of the app asks for.
    const { search } = new URL(request.url);
    const target = new URL(
      `/${page.lang}/department/${encodeURIComponent(id)}/wrong-case${page.route.path}${search}`,
      request.url,
    );
    const headers = new Headers(request.headers);
    headers.set(ASKED_QUERY_HEADER, search);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  if (page && page.canonical !== pathname) {
    // request.url's origin makes it relative (docs/upgrading.md, "What the middleware works around").
    const { origin, search: query } = new URL(request.url);
    return new NextResponse(null, {
      status: 308,
      headers: { Location: `${origin}${page.canonical}${query}` },
    });
  }
  // next.config.mjs rewrites an id route whose last id is well-formed.
  if (page && (!page.route.internal || ID_PATTERN.test(id))) {
    return NextResponse.next();
  }

  // One page per language, rendered at build: a flood of made-up paths stores nothing.
  const [lang] = splitLanguage(pathname);
  const notFoundPage = `/${lang}${NOT_FOUND_PAGE}`;
  if (pathname === notFoundPage) return NextResponse.next({ status: 404 });
  return NextResponse.rewrite(new URL(notFoundPage, request.url), { status: 404 });
}

export const config = {
  // A literal, read at build, kept in step with the route tables by a unit test; each entry's
  // reason: docs/upgrading.md, "What the middleware works around".
  matcher: [
    '/_next/image',
    '/(department|faculty|programme)/:path*',
    '/:lang/(department|faculty|programme)/:path*',
    {
      source:
        '/:page(FacHome|DeanMessage|DptHome|AdmHome|Downloads|Events|Seminars|PEOS|PLOS|ChairmanMessage|DirectorMessage|MissionVision|Faculty|Programs|ResearchProjects|Publications|ProHome)',
      missing: [{ type: 'query', key: 'id', value: '[A-Za-z0-9_-]{1,64}' }],
    },
    {
      source:
        '/ur/:page(FacHome|DeanMessage|DptHome|AdmHome|Downloads|Events|Seminars|PEOS|PLOS|ChairmanMessage|DirectorMessage|MissionVision|Faculty|Programs|ResearchProjects|Publications|ProHome)',
      missing: [{ type: 'query', key: 'id', value: '[A-Za-z0-9_-]{1,64}' }],
    },
    '/ur/:path((?!(?:manifest\\.webmanifest|feed\\.xml)$).*\\..*)',
    {
      source:
        '/sd/:page(FacHome|DeanMessage|DptHome|AdmHome|Downloads|Events|Seminars|PEOS|PLOS|ChairmanMessage|DirectorMessage|MissionVision|Faculty|Programs|ResearchProjects|Publications|ProHome)',
      missing: [{ type: 'query', key: 'id', value: '[A-Za-z0-9_-]{1,64}' }],
    },
    '/sd/:path((?!(?:manifest\\.webmanifest|feed\\.xml)$).*\\..*)',
    '/((?!_next/|api/|backend-image/|metrics$|.*\\..*|(?:ur/|sd/)?(?:NewsEvents|AboutUs|ContactUs|FacilitiesHome|AdmissionHome|Instruction|HelpDesk|EligibilityCriteria|FacHome|DeanMessage|DptHome|AdmHome|Downloads|Events|Seminars|PEOS|PLOS|ChairmanMessage|DirectorMessage|MissionVision|Faculty|Programs|ResearchProjects|Publications|ProHome|ProgrammeFinder|Accessibility|search|offline)$|ur$|sd$|$).*)',
  ],
};
