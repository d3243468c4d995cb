import { NextResponse, type NextRequest } from 'next/server';
import {
  IMAGE_OPTIMIZER_PATH,
  IMAGE_SOURCE_REFUSED,
  isRedirectedSitePath,
} from '@/lib/image-source';
import { splitLanguage } from '@/lib/i18n/languages';
import {
  ASKED_QUERY_HEADER,
  DEPARTMENT_HOME_ROUTES,
  findPage,
  ID_PATTERN,
  NOT_FOUND_PAGE,
} from '@/lib/routes';

// Runs only on paths that are NOT a canonical public page, in any language (see the matcher):
// canonical hits never pay for it. A public path in the wrong letter case is redirected to its
// canonical spelling, in its language (/UR/aboutus → /ur/AboutUs); anything else that reaches
// it is no page of the site (the internal routes, /en/…, unknown paths, an id route without a
// well-formed id) and gets the 404 page of the language its path is in, with status 404
// (CONTRACT.md, "Public URLs" and "Languages").

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname === IMAGE_OPTIMIZER_PATH) {
    // A site path the router would redirect: a 400, as the optimiser answers a url it does not
    // allow, instead of its 500 (lib/image-source.ts). One url only: Next refuses several itself.
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
  const twins: readonly string[] = DEPARTMENT_HOME_ROUTES;
  if (
    page &&
    page.canonical !== pathname &&
    twins.includes(page.route.path) &&
    ID_PATTERN.test(id)
  ) {
    // A department's page in the wrong case: the redirect goes to the twin the backend names
    // (/dpthome?id= of an office → /AdmHome?id=), in one hop, from a route the app answers
    // (app/[lang]/department/[id]/wrong-case/[route]/route.ts): the backend is not asked here.
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
    // The Location is built on request.url, the URL Next's router resolved the request with
    // (skipProxyUrlNormalize), never on request.nextUrl: Next makes a redirect relative only when
    // its origin is the router's, and nextUrl names a loopback host `localhost`, so an instance
    // bound to 127.0.0.1 sent `http://localhost:<port>/AboutUs` to every visitor (issue 34, N10).
    // On the router's origin it leaves as `/AboutUs`: the browser stays on the host it asked
    // for, and no Host or X-Forwarded-Host can point it off the site. The query is the
    // request's own, byte for byte.
    const { origin, search: query } = new URL(request.url);
    return new NextResponse(null, {
      status: 308,
      headers: { Location: `${origin}${page.canonical}${query}` },
    });
  }
  // next.config.mjs rewrites an id route when its (last) id is well-formed, as Next's `has` reads it.
  if (page && (!page.route.internal || ID_PATTERN.test(id))) {
    return NextResponse.next();
  }

  // One fixed page per language, rendered once at build: a flood of made-up paths stores
  // nothing. It renders as a page, and the status comes from here: a page that calls notFound()
  // is sent as an empty error document in Next 16.4 (vercel/next.js#62228), its text left to
  // the browser's JavaScript.
  const [lang] = splitLanguage(pathname);
  const notFoundPage = `/${lang}${NOT_FOUND_PAGE}`;
  // The 404 page's own path is answered in place, never rewritten to itself: were a rewrite ever
  // sent out as a proxied request to this same server (as Next 16.4 did on a loopback host,
  // vercel/next.js#94745), it would come back here once and end, instead of looping.
  if (pathname === notFoundPage) return NextResponse.next({ status: 404 });
  // request.url is the URL Next's router resolved the request with (skipProxyUrlNormalize in
  // next.config.mjs), so the rewrite has the router's own origin and stays inside this server.
  return NextResponse.rewrite(new URL(notFoundPage, request.url), { status: 404 });
}

export const config = {
  // Must be a literal (Next reads it at build time). The last entry lists every public path of
  // lib/routes.json but '/', bare and under each language's prefix ('/ur/', '/sd/'; then '/ur',
  // '/sd' and '/' themselves, the final `ur$|sd$|$`); a unit test keeps them in step with the
  // route and language tables. Route handlers
  // (/api/…, /backend-image/…, /metrics) and files (dotted) skip it too.
  // After the optimiser's route, the next two take every internal path, bare or under any first segment, dotted ones too,
  // which the last skips as files: /en/department/zz.1.probe/DptHome would otherwise render,
  // and be stored, per path. The next two take the id routes without a well-formed id (the
  // rewrites' `has` did not match), one per prefixed language, and the dotted paths under /ur
  // and /sd, which have no file there (bar their manifests and news feeds, app/[lang]/manifest.webmanifest
  // and app/[lang]/feed.xml).
  matcher: [
    // The image optimiser: its url is checked (lib/image-source.ts).
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
