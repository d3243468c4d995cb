// Fixed settings of the benchmark: ports, folders, pages and budgets. Ports and the build
// folder are the benchmark's own, so that it never collides with the dev/test runs on the same
// tree (.next, ports 3000/3100/3300/3500/4010/4510).
import { ROOT } from '../../e2e/support/server.mjs';
import { clientStart } from '../../lib/next-internals/client-start.mjs';

export { ROOT };

export const SITE_PORT = 3400;
export const BACKEND_PORT = 4410;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
export const DIST_DIR = '.next-bench';
export const RESULTS_DIR = `${ROOT}bench-results/`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Environment of both `next build` and `next start`: the site reads the demo backend over HTTP
 * (so its calls can be counted) with the demo's key (a site with APPAPI_URL and no APPAPI_KEY
 * refuses to start) and knows its own public origin; whatever the shell has configured is
 * overridden.
 */
export const SITE_ENV = {
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  APPAPI_URL: BACKEND_URL,
  APPAPI_KEY: 'kust-demo-key',
  SITE_URL,
};

/**
 * @typedef {{ id: string, label: string, path: string, kind: 'home' | 'keyed' | 'page' | 'static' | 'empty' }} Target
 */

/** @type {Target[]} the pages measured, then the static yardstick */
export const TARGETS = [
  { id: 'home', label: '/', path: '/', kind: 'home' },
  { id: 'dpthome', label: 'DptHome', path: '/DptHome?id=DEP-000001', kind: 'keyed' },
  { id: 'faculty', label: 'Faculty', path: '/Faculty?id=DEP-000001', kind: 'keyed' },
  { id: 'programs', label: 'Programs', path: '/Programs?id=DEP-000001', kind: 'keyed' },
  { id: 'newsevents', label: 'NewsEvents', path: '/NewsEvents', kind: 'page' },
  { id: 'yardstick', label: 'logo.svg', path: '/logo.svg', kind: 'static' },
];

/**
 * The production topology (edge.mjs): `npm run stack` with its nginx edge on `port`, and a
 * static file served by the same nginx on `yardstickPort`.
 */
export const EDGE = { port: 3450, yardstickPort: 3451, instances: 2 };

/** The flood row (flood.mjs): as measured in the issue that found the site unbounded. */
export const FLOOD = {
  ids: 2000,
  connections: 40,
  backendDelayMs: 100,
  maxConcurrency: 8,
  pageCacheMaxMb: 256,
};

/** The framework's floor: an empty App Router page (empty-app.mjs), served on the same port later. */
export const EMPTY_PAGE = { id: 'empty', label: 'empty page', path: '/', kind: 'empty' };

/**
 * Search (search.mjs): the suggestions' JSON and the results page under load, and the weight of
 * the pages that gained the header's search field, against their first-load JS before it
 * (KiB gzip, level 9, measured by this bench before search existed: commit df204c1).
 */
export const SEARCH = {
  targets: [
    {
      id: 'apisearch',
      label: '/api/search',
      path: '/api/search?q=civil%20engineering',
      kind: 'search',
    },
    { id: 'search', label: '/search', path: '/search?q=civil%20engineering', kind: 'search' },
  ],
  pages: [
    { id: 'home', label: '/', path: '/', jsBeforeKiB: 171.8 },
    { id: 'dpthome', label: 'DptHome', path: '/DptHome?id=DEP-000001', jsBeforeKiB: 134.7 },
    { id: 'faculty', label: 'Faculty', path: '/Faculty?id=DEP-000001', jsBeforeKiB: 140.5 },
    { id: 'programs', label: 'Programs', path: '/Programs?id=DEP-000001', jsBeforeKiB: 134.7 },
  ],
  /** /api/search req/s ≥ this × the empty App Router page's, at 20 connections. */
  apiRpsRatio: 0.5,
  apiP99Ms: 50,
  /** No page's first-load JS grows by more than this. */
  jsGrowthKiB: 2,
};

/**
 * Urdu and Sindhi (urdu.mjs, issues 17 and 28): each page under /ur and /sd against its English page, measured in the same
 * run: first-load JS and HTML weight, Lighthouse (interleaved with the English runs, same
 * process, same `--lighthouse-runs`) and font downloads. `en` is the English page's id: one of
 * PAGES, or `search` below (the same word in English: in the demo both pages list the same 16
 * results).
 */
export const URDU = {
  english: [{ id: 'search', label: '/search', path: '/search?q=computer', kind: 'search' }],
  pages: [
    { id: 'ur-home', en: 'home', label: '/ur', path: '/ur', kind: 'home' },
    {
      id: 'ur-dpthome',
      en: 'dpthome',
      label: '/ur/DptHome',
      path: '/ur/DptHome?id=DEP-000001',
      kind: 'keyed',
    },
    {
      id: 'ur-faculty',
      en: 'faculty',
      label: '/ur/Faculty',
      path: '/ur/Faculty?id=DEP-000001',
      kind: 'keyed',
    },
    {
      id: 'ur-programs',
      en: 'programs',
      label: '/ur/Programs',
      path: '/ur/Programs?id=DEP-000001',
      kind: 'keyed',
    },
    {
      id: 'ur-newsevents',
      en: 'newsevents',
      label: '/ur/NewsEvents',
      path: '/ur/NewsEvents',
      kind: 'page',
    },
    // کمپیوٹر ("computer")
    {
      id: 'ur-search',
      en: 'search',
      label: '/ur/search',
      path: '/ur/search?q=%DA%A9%D9%85%D9%BE%DB%8C%D9%88%D9%B9%D8%B1',
      kind: 'search',
    },
    // Sindhi (issue 28): the same pages under /sd, weighed against English the same way.
    { id: 'sd-home', en: 'home', label: '/sd', path: '/sd', kind: 'home' },
    {
      id: 'sd-dpthome',
      en: 'dpthome',
      label: '/sd/DptHome',
      path: '/sd/DptHome?id=DEP-000001',
      kind: 'keyed',
    },
    {
      id: 'sd-faculty',
      en: 'faculty',
      label: '/sd/Faculty',
      path: '/sd/Faculty?id=DEP-000001',
      kind: 'keyed',
    },
    {
      id: 'sd-programs',
      en: 'programs',
      label: '/sd/Programs',
      path: '/sd/Programs?id=DEP-000001',
      kind: 'keyed',
    },
    {
      id: 'sd-newsevents',
      en: 'newsevents',
      label: '/sd/NewsEvents',
      path: '/sd/NewsEvents',
      kind: 'page',
    },
    // ڪمپيوٽر ("computer")
    {
      id: 'sd-search',
      en: 'search',
      label: '/sd/search',
      path: '/sd/search?q=%DA%AA%D9%85%D9%BE%D9%8A%D9%88%D9%BD%D8%B1',
      kind: 'search',
    },
  ],
  /** Lighthouse runs on these Urdu pages and on their English pages (the brief's three). */
  lighthouse: ['ur-home', 'ur-dpthome', 'ur-search'],
  /**
   * Pages kept out of search engines on purpose (`/search` is noindex, docs/search.md,
   * "Caching"): Lighthouse's SEO audit `is-crawlable` fails on them by design (score 69), so their
   * SEO budget is "every other SEO audit passes and the only crawl blocker is the page's own
   * `<meta name="robots" content="noindex">`".
   */
  noindex: ['search', 'ur-search', 'sd-search'],
  /** |Urdu − English| first-load JS, KiB gzip. */
  jsDeltaKiB: 1,
  /** Urdu HTML (gzip) ≤ this × English HTML (gzip). */
  htmlRatio: 1.1,
  /** Urdu LCP ≤ English LCP × lcpRatio + lcpSlackMs (Lighthouse medians; the slack absorbs run-to-run noise). */
  lcpRatio: 1.05,
  lcpSlackMs: 50,
};

/**
 * Offline (offline.mjs, issue 18): what installing the service worker costs a visitor, and a
 * repeat view of a visited page on a network with `latencyMs` of latency (a proxy in front of the
 * bench site delays every request), with and without the worker, median of `runs`.
 */
/** Issue 19: what operations may cost. */
/**
 * Search speed (issue 27, search-speed.mjs): on the demo index, an uncached query's p95 and the
 * index build's median, against the search of the main before the issue (same run).
 */
export const SEARCH_SPEED = {
  beforeCommit: '669e8be',
  /** An uncached query, p95, ms. */
  queryP95Ms: 5,
  /** Building the index, × the build before the issue. */
  buildRatio: 1.2,
};

export const OPERATIONS = {
  /** Counting one request for /metrics (route kind + histogram), ns. */
  metricsNsPerRequest: 5000,
  /** Each measuring chunk of a sampled page view, bytes gzip. */
  vitalsChunkBytes: 2048,
};

export const OFFLINE = {
  proxyPort: 3452,
  latencyMs: 2000,
  runs: 3,
  pages: [
    { id: 'admissionhome', label: '/AdmissionHome', path: '/AdmissionHome' },
    { id: 'dpthome', label: '/DptHome', path: '/DptHome?id=DEP-000001' },
    { id: 'ur-admissionhome', label: '/ur/AdmissionHome', path: '/ur/AdmissionHome' },
  ],
  /** The worker and its precache, KiB gzip (the issue: ≤ 60 KB beyond what the page loaded). */
  installKiB: 60,
  /** A repeat view's first contentful paint with the worker ≤ this × without. */
  repeatRatio: 1.1,
};

/**
 * Phone first (issue 25, phone-first.mjs): pages on a throttled 375×667 phone, beside `before`,
 * the same module's figures for the main before issue 25 (commit 8384878, a bench build of it in a
 * git worktree, `node scripts/bench/phone-first.mjs`): JS and HTML in KiB gzip, the <h1>'s
 * bottom and the first content's top in px, CLS, axe's violations, first and largest paint in ms.
 */
export const PHONE_FIRST = {
  viewport: { width: 375, height: 667 },
  /** Lighthouse's mobile throttling (its "slow 4G" and a mid-range phone's CPU). */
  network: { rttMs: 150, downKbps: 1638.4, upKbps: 750 },
  cpuSlowdown: 4,
  settleMs: 1500,
  /** The first line of content must be whole inside the screen (as the browser spec's). */
  firstLinePx: 24,
  pages: [
    {
      id: 'home',
      label: '/',
      path: '/',
      before: {
        jsKiB: 172.96,
        htmlKiB: 34.3,
        h1Bottom: 258,
        contentTop: 258,
        cls: 0,
        axe: 0,
        fcpMs: 676,
        lcpMs: 1964,
      },
    },
    {
      id: 'ur-home',
      label: '/ur',
      path: '/ur',
      before: {
        jsKiB: 172.96,
        htmlKiB: 35.64,
        h1Bottom: 234,
        contentTop: 234,
        cls: 0,
        axe: 0,
        fcpMs: 916,
        lcpMs: 1228,
      },
    },
    {
      id: 'dpthome',
      label: 'DptHome',
      path: '/DptHome?id=DEP-000001',
      before: {
        jsKiB: 136.09,
        htmlKiB: 20.94,
        h1Bottom: 349,
        contentTop: 940,
        cls: 0,
        axe: 0,
        fcpMs: 788,
        lcpMs: 788,
      },
    },
    {
      id: 'ur-dpthome',
      label: '/ur/DptHome',
      path: '/ur/DptHome?id=DEP-000001',
      before: {
        jsKiB: 136.09,
        htmlKiB: 22.23,
        h1Bottom: 325,
        contentTop: 972,
        cls: 0,
        axe: 0,
        fcpMs: 892,
        lcpMs: 892,
      },
    },
    {
      id: 'peos',
      label: 'PEOS',
      path: '/PEOS?id=DEP-000001',
      before: {
        jsKiB: 136.09,
        htmlKiB: 20.46,
        h1Bottom: 349,
        contentTop: 970,
        cls: 0,
        axe: 0,
        fcpMs: 704,
        lcpMs: 704,
      },
    },
    {
      id: 'faculty',
      label: 'Faculty',
      path: '/Faculty?id=DEP-000001',
      before: {
        jsKiB: 141.44,
        htmlKiB: 22.72,
        h1Bottom: 349,
        contentTop: 948,
        cls: 0,
        axe: 0,
        fcpMs: 716,
        lcpMs: 716,
      },
    },
    {
      id: 'prohome',
      label: 'ProHome',
      path: '/ProHome?id=PGM-000001',
      before: {
        jsKiB: 136.09,
        htmlKiB: 20.35,
        h1Bottom: 321,
        contentTop: 617,
        cls: 0,
        axe: 0,
        fcpMs: 636,
        lcpMs: 636,
      },
    },
    {
      id: 'helpdesk',
      label: 'HelpDesk',
      path: '/HelpDesk',
      before: {
        jsKiB: 136.09,
        htmlKiB: 20.18,
        h1Bottom: 724,
        contentTop: 741,
        cls: 0,
        axe: 0,
        fcpMs: 620,
        lcpMs: 620,
      },
    },
    {
      id: 'ur-helpdesk',
      label: '/ur/HelpDesk',
      path: '/ur/HelpDesk',
      before: {
        jsKiB: 136.09,
        htmlKiB: 21.59,
        h1Bottom: 745,
        contentTop: 762,
        cls: 0,
        axe: 0,
        fcpMs: 980,
        lcpMs: 980,
      },
    },
    {
      id: 'aboutus',
      label: 'AboutUs',
      path: '/AboutUs',
      before: {
        jsKiB: 141.44,
        htmlKiB: 22.63,
        h1Bottom: 426,
        contentTop: 442,
        cls: 0,
        axe: 0,
        fcpMs: 824,
        lcpMs: 824,
      },
    },
  ],
  /** First-load JS may grow by this much, KiB gzip (the issue: +1 KiB). */
  jsGrowthKiB: 1,
  /** HTML ≤ this × before (the issue: +3 %). */
  htmlRatio: 1.03,
  /** Layout shift of the load: none. */
  cls: 0,
};

/** Chrome DevTools' mobile throttling (Lighthouse's `devtools` preset): a rural 3G link. */
const SLOW_LINK = { rttMs: 562.5, downKbps: 1474.56, upKbps: 675 };

/**
 * The phone table (issue 35, phone-table.mjs): each route type in each language on Lighthouse's
 * mobile phone and on a throttled phone, beside the main before the issue (built from git in the
 * same run) and a client-rendered stand-in of the old site on the same data (old-site.mjs). The
 * probe is backend text the route shows (the same in every language and in the stand-in): the
 * content counts as visible once it is in the page and painted.
 */
export const PHONE_TABLE = {
  beforeCommit: 'c969aa4',
  beforePort: 3401,
  oldSitePort: 3460,
  languages: [
    { code: 'en', prefix: '' },
    { code: 'ur', prefix: '/ur' },
    { code: 'sd', prefix: '/sd' },
  ],
  routes: [
    {
      id: 'home',
      label: '/',
      path: '/',
      probe: { fn: 'HOME_ABOUT_GET', fields: {}, field: 'ABOUT_TITLE' },
    },
    {
      id: 'dpthome',
      label: 'DptHome',
      path: '/DptHome?id=DEP-000001',
      probe: {
        fn: 'DEPARTMENT_PROGRAMS_GET',
        fields: { DeptID: 'DEP-000001' },
        field: 'PGM_TITLE',
      },
    },
    {
      id: 'faculty',
      label: 'Faculty',
      path: '/Faculty?id=DEP-000001',
      probe: { fn: 'DPT_EMP_GET', fields: { ID: 'DEP-000001', CatID: '1' }, field: 'FirstName' },
    },
    {
      id: 'programs',
      label: 'Programs',
      path: '/Programs?id=DEP-000001',
      probe: { fn: 'DPT_PROGRAMS_GET', fields: { ID: 'DEP-000001' }, field: 'COURSE_TITLE' },
    },
  ],
  /** Lighthouse runs and throttled-phone views per route view; every figure is their median. */
  runs: 3,
  /**
   * The throttled phones content visible is measured on, each for a first and a repeat visit
   * (issue 52): `phone`, Lighthouse's mobile network (PHONE_FIRST.network) at CPU ÷ 4, every view;
   * `slow`, a rural 3G link as Chrome DevTools throttles one (562.5 ms a request, 1.47 Mbit/s down,
   * 675 kbit/s up) at CPU ÷ 4, every view; `cheapest`, that link on the cheapest phones (CPU ÷ 6),
   * the home page and a department page. Each has its blank page (the floor) in the same run.
   * `firstVisitRuns`: the slow link's first visit, judged 200 ms from the floor, is the median of
   * 7 (phone-table.mjs, firstVisitRunsOf).
   */
  profiles: [
    { id: 'phone', label: 'phone', network: PHONE_FIRST.network, cpuSlowdown: 4 },
    { id: 'slow', label: 'slow link', network: SLOW_LINK, cpuSlowdown: 4, firstVisitRuns: 7 },
    {
      id: 'cheapest',
      label: 'slow link, CPU ÷ 6',
      network: SLOW_LINK,
      cpuSlowdown: 6,
      routes: ['home', 'dpthome'],
    },
  ],
  /**
   * `slowAboveFloorMs`: on the slow link, content visible at most this far above the blank page's
   * in the same run, first and repeat visit (issue 52); the rest: Lighthouse mobile and the phone.
   */
  budgets: {
    performance: 99,
    tbtMs: 50,
    lcpMs: 2000,
    visibleMs: 800,
    slowAboveFloorMs: { first: 200, repeat: 100 },
  },
};

/**
 * Preview images (issue 26, preview-image.mjs): each URL asked for twice in a fresh bench run,
 * the first request making it (ISR MISS), the second served from the cache.
 */
export const PREVIEW_IMAGES = {
  paths: [
    '/og/en/DptHome/DEP-000001.png',
    '/og/ur/DptHome/DEP-000001.png',
    '/og/en/ProHome/PGM-000001.png',
    '/og/ur/ProHome/PGM-000001.png',
    '/og/en/AdmHome/DEP-000025.png',
    '/og/ur/home.png',
  ],
  /** The bound: 1200×630, under 300 KB. */
  maxKiB: 300,
  /** Making one takes at most this (a core, Pango and the PNG encoder), served again this. */
  makeMs: 1000,
  servedMs: 50,
};

/** How progress lines name a target. */
export const nameOf = (target) =>
  target.kind === 'empty' || target.kind === 'phone'
    ? `${target.label} ${target.path}`
    : target.path;

export const PAGES = TARGETS.filter((target) => target.kind !== 'static');
export const YARDSTICK = TARGETS.find((target) => target.kind === 'static');
/** Lighthouse runs on these (the brief's four routes). */
export const LIGHTHOUSE_PAGES = PAGES.filter((page) => page.id !== 'newsevents');

export const CONNECTIONS = [20, 100];

/**
 * Load requests ask for gzip as every browser does, so that the page and the yardstick both
 * pay for compression as they would in production without a CDN in front.
 */
export const LOAD_HEADERS = { 'accept-encoding': 'gzip' };

/** zlib level used for every "gzip bytes" figure (JS and HTML). */
export const GZIP_LEVEL = 9;

export const BUDGETS = {
  keyedRpsRatio: 0.8, // × the yardstick's req/s at the same connection count (20)
  keyedP99Ms: 50, // at 20 connections, warm
  warmCallsPerView: 0,
  edgeRpsRatio: 0.9, // keyed pages through the edge × the same nginx's static file, 20 and 100 connections
  edgeP99Ms: 20, // keyed pages through the edge, at 20 connections
  edgeCallsPerWindow: 1, // upstream calls per (function, fields) per revalidate window, whole cluster
  floodRealP95Ms: 1000, // real pages during the flood
  keyedJsRatio: 1.15, // × the empty App Router page's first-load JS
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1500,
  cls: 0.01,
  fontBytes: 0, // bytes of font files any page (English or Urdu) downloads: the site uses the phone's own fonts
};

/** Strings that only the Swiper library's code contains (its option and class names). */
export const SWIPER_MARKERS = ['watchSlidesProgress', 'slidesPerGroupSkip'];

/**
 * Parses the command line: --duration N (s per load run), --rebuild, --lighthouse-runs N,
 * --report FILE (print the table of an earlier run's JSON and stop).
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  const options = {
    duration: 10,
    rebuild: false,
    lighthouseRuns: 3,
    report: null,
    phoneOnly: false,
    visibleOnly: false,
    before: null,
    beforeClientStart: 'first-use',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, inline] = argv[index].split('=', 2);
    const text = () => inline ?? argv[++index];
    const value = () => Number(text());
    if (name === '--duration') options.duration = value();
    else if (name === '--rebuild') options.rebuild = true;
    else if (name === '--lighthouse-runs') options.lighthouseRuns = value();
    else if (name === '--report') options.report = text();
    else if (name === '--phone-only') options.phoneOnly = true;
    else if (name === '--visible-only') options.phoneOnly = options.visibleOnly = true;
    else if (name === '--before') {
      options.before = text();
      if (!/^[0-9a-f]{7,40}$/.test(options.before ?? ''))
        throw new Error('--before takes a commit hash');
    } else if (name === '--before-client-start') {
      options.beforeClientStart = clientStart({ CLIENT_START: text() });
    } else if (name === '--help' || name === '-h') options.help = true;
    else throw new Error(`unknown option ${argv[index]} (try --help)`);
  }
  if (!(options.duration >= 1)) throw new Error('--duration must be a number of seconds ≥ 1');
  if (!(options.lighthouseRuns >= 1)) throw new Error('--lighthouse-runs must be ≥ 1');
  return options;
}

export const USAGE = `npm run bench -- [--duration 10] [--rebuild] [--lighthouse-runs 3] [--phone-only | --visible-only] [--before COMMIT [--before-client-start next]]
  --duration N        seconds per load run (each page × 20 and 100 connections); default 10
  --rebuild           rebuild ${DIST_DIR} even if it is newer than the sources
  --lighthouse-runs N Lighthouse runs per route (the median is reported); default 3
  --report FILE       print the table of an earlier run (e.g. bench-results/latest.json) and stop
  --phone-only        the phone table only (issue 35: every route type and language, beside the
                      main before the issue and the old site's stand-in), about an hour
  --visible-only      the phone table's content visible only (every phone profile, first and
                      repeat visit; no Lighthouse, no page left open), about 25 minutes
  --before COMMIT     the phone table's before column built from COMMIT (default: the main
                      before issue 35, ${PHONE_TABLE.beforeCommit})
  --before-client-start next
                      that build made with CLIENT_START=next (Next's own client start, without
                      the phone layer: lib/next-internals/README.md); with --before HEAD's
                      commit, the layer's worth in one run`;
