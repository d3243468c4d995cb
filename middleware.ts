import { NextResponse, type NextRequest } from 'next/server';
import { findRoute, INTERNAL_PREFIXES } from '@/lib/routes';

// Runs only on paths that are NOT a canonical public route (see the matcher): canonical hits
// never pay for it. A public path in the wrong letter case is redirected to its canonical
// spelling; an internal path typed directly answers 404 (CONTRACT.md, "Public URLs").

/** A path that has no page, so rewriting to it renders the site's 404 page with status 404. */
const NOT_FOUND_PATH = '/404';

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  const route = findRoute(pathname);
  if (route && route.path !== pathname) {
    // Same origin as the request, which Next sends as a relative Location: the browser stays
    // on the host it asked for, and no X-Forwarded-Host can point the redirect off the site.
    const canonical = request.nextUrl.clone();
    canonical.pathname = route.path;
    canonical.search = search;
    return NextResponse.redirect(canonical, 308);
  }

  const lower = pathname.toLowerCase();
  if (INTERNAL_PREFIXES.some((prefix) => lower.startsWith(prefix))) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }

  return NextResponse.next();
}

export const config = {
  // Must be a literal (Next reads it at build time). It lists every public path of
  // lib/routes.json except '/', which the final `|$` excludes; a unit test keeps them in step.
  // Route handlers (/api/…) have exact paths and no internal twin: they skip it too.
  // The first entry takes every internal path, dotted ones too, which the second skips as files:
  // /department/zz.1.probe/DptHome would otherwise render, and be stored, per path.
  matcher: [
    '/(department|faculty|programme)/:path*',
    '/((?!_next/|api/|.*\\..*|NewsEvents$|AboutUs$|ContactUs$|FacilitiesHome$|AdmissionHome$|Instruction$|HelpDesk$|EligibilityCriteria$|FacHome$|DeanMessage$|DptHome$|AdmHome$|Downloads$|Events$|Seminars$|PEOS$|PLOS$|ChairmanMessage$|DirectorMessage$|MissionVision$|Faculty$|Programs$|ResearchProjects$|Publications$|ProHome$|ProgrammeFinder$|search$|$).*)',
  ],
};
