// The phone table (issue 35): each route type in each language as a cheap phone meets it, in one
// run, beside the main before the issue (before-site.mjs) and the old client-rendered site's
// stand-in (old-site.mjs) on the same data:
//   - Lighthouse mobile (simulated slow 4G, CPU ÷ 4): performance, total blocking time, LCP;
//   - first-load JS and HTML, gzip (js-size.mjs; the stand-in's bundle and empty page);
//   - content visible on a throttled phone (phone-first.mjs's phone): when the route's own
//     backend text (its probe, PHONE_TABLE in config.mjs) is in the page and painted, on a first
//     visit and on a repeat visit (the page opened after another page of the same site), on each
//     of PHONE_TABLE.profiles: Lighthouse's mobile network, a slow 3G link (issue 52), and that
//     link on the cheapest phones for the home page and a department page;
//   - the page left open on that phone: its main thread's busy time per second, from 6 to 10 s
//     after load (what a page that has loaded still costs a phone: the home slider's autoplay
//     moves its first slide 4 s after load), once per view.
// Medians of PHONE_TABLE.runs; sites and views interleaved, so that all see the same machine.
// The last row is the floor: a blank page (one line of text, old-site.mjs's BLANK_PAGE) measured
// the same way in the same run, what the phone and this machine cost before a page has anything
// of its own. The absolute budgets read against it: a route view cannot beat the floor.
//
//   node scripts/bench/phone-table.mjs   against a running bench site and backend (npm run bench starts them)
import { launchBrowser } from '../../e2e/support/browser.mjs';
import { ensureBeforeBuild, startBeforeSite } from './before-site.mjs';
import { onCleanup } from './cleanup.mjs';
import { BACKEND_URL, PHONE_FIRST, PHONE_TABLE, RESULTS_DIR, SITE_URL } from './config.mjs';
import { measurePageWeight } from './js-size.mjs';
import { median, runLighthouse } from './lighthouse.mjs';
import { BLANK_PAGE, buildOldSite, startOldSite } from './old-site.mjs';
import { throttledPhone } from './phone-first.mjs';

/** The text each route shows from the backend: the first row's field, asked of the demo backend. */
async function probeTexts() {
  const probes = {};
  for (const route of PHONE_TABLE.routes) {
    const { fn, fields, field } = route.probe;
    const response = await fetch(`${BACKEND_URL}/AppAPI.asmx/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ authKey: 'kust-demo-key', ...fields }),
    });
    const text = (await response.json()).find(
      (row) => typeof row[field] === 'string' && row[field].trim(),
    )?.[field];
    if (!text) throw new Error(`phone table: no ${field} in ${fn} for ${route.label}`);
    probes[route.id] = text.trim();
  }
  return probes;
}

/** Runs in the page before anything else: stamps when `probe` is first in the page and painted. */
function watchForProbe(probe) {
  window.__contentVisibleMs = null;
  let seen = false;
  const check = () => {
    if (seen || !document.body || !document.body.textContent.includes(probe)) return;
    seen = true;
    observer.disconnect();
    // The frame that paints it, then the task after that frame.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__contentVisibleMs = performance.now());
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** How long a visitor reads the page before, on a repeat visit: the browser's idle time comes in it. */
const READ_BEFORE_MS = 3000;

/**
 * Content visible on the throttled phone, in ms from navigation (null when it never was). With
 * `before`, a repeat visit: that page of the same site is opened and read first, in the same
 * browser profile, so what it cached (a stylesheet, scripts, prefetched chunks) is there.
 */
async function contentVisibleMs(browser, url, probe, before, profile) {
  const { context, page } = await throttledPhone(
    browser,
    url,
    profile.cpuSlowdown,
    profile.network,
  );
  try {
    if (before) {
      await page.goto(before, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(READ_BEFORE_MS);
    }
    await page.addInitScript(watchForProbe, probe);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page
      .waitForFunction(() => window.__contentVisibleMs !== null, undefined, { timeout: 20_000 })
      .catch(() => {});
    const ms = await page.evaluate(() => window.__contentVisibleMs);
    return ms === null ? null : Math.round(ms);
  } finally {
    await context.close();
  }
}

/** When the page left open is measured: from this long after `load`, for this long. */
const SETTLED = { afterLoadMs: 6000, forMs: 4000 };

/**
 * The main thread's busy time per second of the page left open on the throttled phone, in ms:
 * the renderer's task time (DevTools' Performance.getMetrics, TaskDuration) over SETTLED.
 */
export async function settledBusyMsPerS(browser, url) {
  const { context, page, cdp } = await throttledPhone(browser, url);
  try {
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLED.afterLoadMs);
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find(
        (metric) => metric.name === 'TaskDuration',
      )?.value ?? 0;
    const start = await taskSeconds();
    await page.waitForTimeout(SETTLED.forMs);
    return Math.round((((await taskSeconds()) - start) * 1000) / (SETTLED.forMs / 1000));
  } finally {
    await context.close();
  }
}

/** A route's path in a language: /, /ur, /ur/DptHome?id=… */
const pathIn = (route, language) =>
  route.path === '/' ? language.prefix || '/' : `${language.prefix}${route.path}`;

/**
 * The views of the run: { id, site, route, lang, url, beforeUrl }. The stand-in is the English old
 * site. `beforeUrl` is the page a repeat visit comes from: the home page in the same language,
 * or for the home page, the first department page.
 */
function viewsOf(sites) {
  const views = [];
  const [home, other] = PHONE_TABLE.routes;
  for (const route of PHONE_TABLE.routes) {
    const previous = route === home ? other : home;
    for (const language of PHONE_TABLE.languages) {
      for (const site of ['now', 'before']) {
        const path = pathIn(route, language);
        const beforeUrl = `${sites[site]}${pathIn(previous, language)}`;
        views.push({
          id: `phone-${site}-${language.code}-${route.id}`,
          kind: 'phone',
          label: site,
          site,
          route: route.id,
          lang: language.code,
          path,
          url: `${sites[site]}${path}`,
          beforeUrl,
        });
      }
    }
    views.push({
      id: `phone-old-en-${route.id}`,
      kind: 'phone',
      label: 'old site',
      site: 'old',
      route: route.id,
      lang: 'en',
      path: route.path,
      url: `${sites.old}${route.path}`,
      beforeUrl: `${sites.old}${previous.path}`,
    });
  }
  // The floor; its repeat visit is the blank page opened again.
  const blank = `${sites.old}${BLANK_PAGE.path}`;
  views.push({
    id: 'phone-floor',
    kind: 'phone',
    label: 'blank page',
    site: 'floor',
    route: 'floor',
    lang: 'en',
    path: BLANK_PAGE.path,
    url: blank,
    beforeUrl: blank,
  });
  return views;
}

/** Whether a profile measures a view: the floor always, else the profile's routes (all by default). */
const measures = (profile, view) =>
  view.site === 'floor' || !profile.routes || profile.routes.includes(view.route);

/** A pass of one profile measures the floor before every this many views (see passOf). */
const FLOOR_EVERY = 8;

/**
 * One profile's pass over the views: the floor among them every FLOOR_EVERY views, not once. Every
 * view of the pass is read against the floor's median, so an error in it moves them all at once.
 */
function passOf(views, profile) {
  const measured = views.filter((view) => measures(profile, view));
  const floor = measured.find((view) => view.site === 'floor');
  const pass = [];
  measured
    .filter((view) => view !== floor)
    .forEach((view, index) => {
      if (index % FLOOR_EVERY === 0) pass.push(floor);
      pass.push(view);
    });
  return pass;
}

/**
 * How many first visits of each view a profile measures: `firstVisitRuns` where it asks for more
 * than the table's runs (the slow link's budget is narrower than one view's run-to-run spread:
 * docs/performance.md).
 */
const firstVisitRunsOf = (profile, runs) => Math.max(runs, profile.firstVisitRuns ?? 0);

/**
 * `beforeCommit`: the build the "before" column measures (default: the main before issue 35;
 * `npm run bench -- --before <commit>` for another issue's before and after in one run).
 * `beforeClientStart: 'next'` builds it with Next's own client start (`--before-client-start next`).
 * `visibleOnly`: content visible only, on every profile (no Lighthouse, no page left open).
 * @param {{ runs?: number, outputDir: string, beforeCommit?: string, beforeClientStart?: string, visibleOnly?: boolean }} options
 */
export async function measurePhoneTable({
  runs = PHONE_TABLE.runs,
  outputDir,
  beforeCommit = PHONE_TABLE.beforeCommit,
  beforeClientStart = 'first-use',
  visibleOnly = false,
}) {
  const probes = { ...(await probeTexts()), floor: BLANK_PAGE.probe };
  const oldWeight = await buildOldSite();
  const beforeBuild = ensureBeforeBuild(beforeCommit, beforeClientStart);
  const oldSite = await startOldSite(PHONE_TABLE.oldSitePort);
  const beforeSite = await startBeforeSite(beforeCommit, PHONE_TABLE.beforePort, beforeClientStart);
  const views = viewsOf({ now: SITE_URL, before: beforeSite.url, old: oldSite.url });
  const results = Object.fromEntries(
    views.map((view) => [
      view.id,
      {
        ...view,
        profiles: Object.fromEntries(
          PHONE_TABLE.profiles
            .filter((profile) => measures(profile, view))
            .map((profile) => [profile.id, { visible: [], visibleRepeat: [] }]),
        ),
      },
    ]),
  );
  try {
    for (const view of views) {
      // Warm each page once (the first render of a keyed page is not what a visitor meets).
      await fetch(view.url).then((response) => response.arrayBuffer());
      results[view.id].weight =
        view.site === 'old'
          ? { jsGzip: oldWeight.jsGzip, htmlGzip: oldWeight.htmlGzip }
          : view.site === 'floor'
            ? { jsGzip: 0, htmlGzip: oldWeight.blankHtmlGzip }
            : await measurePageWeight(view.url).then(({ jsGzip, htmlGzip }) => ({
                jsGzip,
                htmlGzip,
              }));
    }
    const browser = await launchBrowser();
    const closeBrowser = onCleanup('chromium (phone table)', () => browser.close());
    try {
      // Run by run, profile by profile, every view in turn: all see the same machine. The runs
      // past `runs` measure the first visits of the profiles that ask for more (firstVisitRunsOf).
      const allRuns = Math.max(
        ...PHONE_TABLE.profiles.map((profile) => firstVisitRunsOf(profile, runs)),
      );
      for (let run = 0; run < allRuns; run += 1) {
        for (const profile of PHONE_TABLE.profiles) {
          if (run >= firstVisitRunsOf(profile, runs)) continue;
          for (const view of passOf(views, profile)) {
            const measured = results[view.id].profiles[profile.id];
            measured.visible.push(
              await contentVisibleMs(browser, view.url, probes[view.route], null, profile),
            );
            if (run >= runs) continue;
            measured.visibleRepeat.push(
              await contentVisibleMs(
                browser,
                view.url,
                probes[view.route],
                view.beforeUrl,
                profile,
              ),
            );
          }
        }
      }
      if (!visibleOnly)
        for (const view of views)
          results[view.id].settledBusyMsPerS = await settledBusyMsPerS(browser, view.url);
    } finally {
      await closeBrowser();
    }
    for (const view of views) {
      for (const measured of Object.values(results[view.id].profiles)) {
        Object.assign(measured, {
          visibleMs: median(measured.visible),
          visibleRepeatMs: median(measured.visibleRepeat),
        });
      }
      // The phone's figures where the table and the budgets have always read them.
      const { visible, visibleRepeat, visibleMs, visibleRepeatMs } =
        results[view.id].profiles.phone;
      Object.assign(results[view.id], { visible, visibleRepeat, visibleMs, visibleRepeatMs });
    }
    const lighthouse = visibleOnly
      ? {}
      : await runLighthouse({ pages: views, runs, outputDir, categories: ['performance'] });
    for (const view of views) {
      const report = lighthouse[view.id];
      if (!report) continue;
      Object.assign(results[view.id], {
        performance: report.scores.performance,
        tbtMs: Math.round(report.tbtMs),
        lcpMs: Math.round(report.lcpMs),
        cls: report.cls,
        lighthouseRuns: report.perRun,
      });
    }
  } finally {
    await beforeSite.stop();
    await oldSite.stop();
  }
  return {
    beforeCommit,
    beforeClientStart,
    beforeBuild,
    probes,
    runs,
    visibleOnly,
    views: results,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const result = await measurePhoneTable({ outputDir: `${RESULTS_DIR}lighthouse-${stamp}/` });
  console.log(JSON.stringify(result, null, 2));
}

/** A route view's name: /, /ur, DptHome, /ur/DptHome… */
export const viewName = ({ route, language }) =>
  route.path === '/'
    ? language.prefix || '/'
    : language.prefix
      ? `${language.prefix}/${route.label}`
      : route.label;

/** The views of one route type in one language: { now, before, old }. */
export function phoneTableRows(phoneTable) {
  const views = Object.values(phoneTable.views);
  const rows = [];
  for (const route of PHONE_TABLE.routes) {
    for (const language of PHONE_TABLE.languages) {
      const find = (site, lang = language.code) =>
        views.find((view) => view.site === site && view.route === route.id && view.lang === lang);
      rows.push({
        route,
        language,
        now: find('now'),
        before: find('before'),
        old: find('old', 'en'),
      });
    }
  }
  return rows;
}

/** The floor's figures (the blank page), or null in a result from before it was measured. */
export const phoneTableFloor = (phoneTable) =>
  Object.values(phoneTable.views).find((view) => view.site === 'floor') ?? null;

/** A view's content visible on a profile: `visibleMs` or `visibleRepeatMs`; undefined where not measured. */
const onProfile = (profileId, field) => (view) => view.profiles?.[profileId]?.[field];

/** Lines of a table: the header, then each line, padded to its columns. */
function formatted(header, lines) {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => String(line[index]).length)),
  );
  const format = (line) =>
    line.map((value, index) => String(value).padEnd(widths[index])).join('  ');
  return [format(header), ...lines.map(format)];
}

/**
 * The printed tables: each cell now / before / old-site stand-in, the floor last. The first has
 * Lighthouse, the phone and the slow link for every route view; the second the cheapest phones.
 */
export function phoneTableLines(phoneTable) {
  const kib = (bytes) => (typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : 'n/a');
  const cell = (row, get) =>
    ['now', 'before', 'old']
      .map((site) => (row[site] ? (get(row[site]) ?? 'n/a') : 'n/a'))
      .join(' / ');
  const rows = phoneTableRows(phoneTable);
  const floor = phoneTableFloor(phoneTable);
  const floorLine = (columns) => [
    'blank page (floor)',
    ...columns.map((get) => get(floor) ?? 'n/a'),
  ];

  const header = [
    'route view',
    'perf',
    'TBT ms',
    'LCP ms',
    'visible ms',
    'visible ms, 2nd page',
    'slow link ms',
    'slow link ms, 2nd page',
    'busy ms/s, left open',
    'JS KiB gz',
    'HTML KiB gz',
  ];
  const columns = [
    (view) => view.performance,
    (view) => view.tbtMs,
    (view) => view.lcpMs,
    (view) => view.visibleMs,
    (view) => view.visibleRepeatMs,
    onProfile('slow', 'visibleMs'),
    onProfile('slow', 'visibleRepeatMs'),
    (view) => view.settledBusyMsPerS,
    (view) => kib(view.weight?.jsGzip),
    (view) => kib(view.weight?.htmlGzip),
  ];
  const lines = rows.map((row) => [viewName(row), ...columns.map((get) => cell(row, get))]);
  if (floor) lines.push(floorLine(columns));

  const cheapest = PHONE_TABLE.profiles.find((profile) => profile.id === 'cheapest');
  const cheapColumns = [
    onProfile('cheapest', 'visibleMs'),
    onProfile('cheapest', 'visibleRepeatMs'),
  ];
  const cheapLines = rows
    .filter((row) => cheapest.routes.includes(row.route.id))
    .map((row) => [viewName(row), ...cheapColumns.map((get) => cell(row, get))]);
  if (floor) cheapLines.push(floorLine(cheapColumns));

  const slow = PHONE_TABLE.profiles.find((profile) => profile.id === 'slow');
  return [
    `phone table (issues 35, 52): Lighthouse mobile and throttled phones, medians of ${phoneTable.runs} (the slow link's first visit ${firstVisitRunsOf(slow, phoneTable.runs)}); each cell now / before (${phoneTable.beforeCommit}${phoneTable.beforeClientStart === 'next' ? ', CLIENT_START=next' : ''}) / old-site stand-in (English, client-rendered)`,
    `  visible: the phone (${PHONE_FIRST.network.rttMs} ms a request, CPU ÷ 4); slow link: ${slow.network.rttMs} ms a request, ${(slow.network.downKbps / 1000).toFixed(2)} Mbit/s, CPU ÷ ${slow.cpuSlowdown}`,
    ...formatted(header, lines),
    '',
    `the cheapest phones: content visible on the slow link at CPU ÷ ${cheapest.cpuSlowdown}, first visit and 2nd page`,
    ...formatted(['route view', 'visible ms', 'visible ms, 2nd page'], cheapLines),
  ];
}
