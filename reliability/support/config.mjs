// Ports, folders, windows and route lists shared by the reliability suite and the load script.
// The suite uses its own ports and build folder so that it never collides with `next start` on
// 3000, the browser suite (.next, 3300), the benchmark (.next-bench) or a developer's demo API.
import { readFileSync } from 'node:fs';
import { ROOT } from '../../e2e/support/server.mjs';

export { ROOT };

/** The demo backend's key: it must never leave the server (docs/behaviour.md, Environment). */
export const DEMO_KEY = 'kust-demo-key';

export const SUITE = {
  sitePort: Number(process.env.RELIABILITY_SITE_PORT ?? 3500),
  apiPort: Number(process.env.RELIABILITY_API_PORT ?? 4510),
  distDir: process.env.RELIABILITY_DIST_DIR ?? '.next-reliability',
  /** Short windows, so that timeouts, back-off and revalidation show within seconds. */
  timeoutMs: 1500,
  revalidateSeconds: 4,
};

export const LOAD = {
  sitePort: Number(process.env.LOAD_SITE_PORT ?? 3600),
  apiPort: Number(process.env.LOAD_API_PORT ?? 4610),
  distDir: '.next-load',
};

/** The data layer's back-off: a failing (function, fields) is not asked again for this long. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Everything the site reads from the environment, with nothing inherited from the shell: the
 * same object is given to the build and to `next start` (Next reads some of it at build time).
 */
export function siteEnv({ distDir, sitePort, apiPort, siteUrl, extra = {} }) {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    APPAPI_URL: `http://127.0.0.1:${apiPort}`,
    // The demo backend's key, given as any backend's key must be (the site refuses to start without it).
    APPAPI_KEY: DEMO_KEY,
    SITE_URL: siteUrl ?? `http://127.0.0.1:${sitePort}`,
    APPAPI_TIMEOUT_MS: '',
    APPAPI_REVALIDATE_SECONDS: '',
    FACULTY_CATEGORY_ID: '',
    DIRECTOR_MESSAGE_DEPT_IDS: '',
    VC_MESSAGE_DEPT_ID: '',
    ADMISSIONS_PORTAL_URL: '',
    ADMISSIONS_LOGIN_URL: '',
    ADMISSIONS_TUTORIAL_URL: '',
    MAP_EMBED_URL: '',
    ...extra,
  };
}

/** The suite's site: short timeout and revalidate window. */
export function suiteEnv(extra = {}) {
  return siteEnv({
    ...SUITE,
    extra: {
      APPAPI_TIMEOUT_MS: String(SUITE.timeoutMs),
      APPAPI_REVALIDATE_SECONDS: String(SUITE.revalidateSeconds),
      ...extra,
    },
  });
}

/** One URL for every route type of the spec (the id routes on well-known demo ids). */
export const ROUTE_URLS = [
  '/',
  '/NewsEvents',
  '/AboutUs',
  '/ContactUs',
  '/FacilitiesHome',
  '/AdmissionHome',
  '/HelpDesk',
  '/FacHome?id=FAC-000001',
  '/DeanMessage?id=FAC-000001',
  '/DptHome?id=DEP-000002',
  '/AdmHome?id=DEP-000026',
  '/ProHome?id=PGM-000004',
  '/Downloads?id=DEP-000002',
  '/Events?id=DEP-000002',
  '/Seminars?id=DEP-000002',
  '/PEOS?id=DEP-000002',
  '/PLOS?id=DEP-000002',
  '/ChairmanMessage?id=DEP-000002',
  '/DirectorMessage?id=DEP-000002',
  '/MissionVision?id=DEP-000002',
  '/Faculty?id=DEP-000002',
  '/Programs?id=DEP-000002',
  '/ResearchProjects?id=DEP-000002',
  '/Publications?id=DEP-000002',
  '/sitemap.xml',
];

/** The public routes of the site (lib/routing/routes.json, the list the app itself reads). */
const ROUTE_TABLE = JSON.parse(
  readFileSync(new URL('../../lib/routing/routes.json', import.meta.url), 'utf8'),
);

/** The public paths that take `?id=`. */
export const ID_ROUTES = ROUTE_TABLE.filter((route) => route.internal).map((route) => route.path);

/** The public paths without an id. */
export const PLAIN_ROUTES = ROUTE_TABLE.filter((route) => !route.internal).map(
  (route) => route.path,
);

/** The public paths without an id that the sitemap lists (all but search results). */
export const SITEMAP_ROUTES = ROUTE_TABLE.filter(
  (route) => !route.internal && route.indexable !== false,
).map((route) => route.path);
