// The performance budgets (their limits in config.mjs) checked against one run's results.
import {
  BUDGETS,
  CONNECTIONS,
  EMPTY_PAGE,
  FLOOD,
  LIGHTHOUSE_PAGES,
  OFFLINE,
  OPERATIONS,
  PAGES,
  PHONE_FIRST,
  PHONE_TABLE,
  PREVIEW_IMAGES,
  SEARCH,
  SEARCH_SPEED,
  TARGETS,
  URDU,
  YARDSTICK,
} from './config.mjs';
import { inFirstScreen } from './phone-first.mjs';
import { phoneTableFloor, phoneTableRows, viewName } from './phone-table.mjs';
import { noindexByDesign, urduPairs } from './urdu.mjs';

const KEYED = PAGES.filter((page) => page.kind === 'keyed');
const fixed = (value, digits = 2) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');
const list = (pages, describe) => pages.map((page) => `${page.label} ${describe(page)}`).join(', ');

/**
 * @param {any} results the run's results (see run.mjs)
 * @returns {{ name: string, pass: boolean, detail: string }[]}
 */
export function evaluateBudgets(results) {
  const { load, cold, weights, emptyApp, clientFetch, lighthouse, cacheControl } = results;
  const budgets = [];
  const add = (name, pass, detail) => budgets.push({ name, pass: Boolean(pass), detail });
  const at20 = (id) => load[id]?.[20];
  const ratio = (id, connections) =>
    load[id]?.[connections]?.rps / load[YARDSTICK.id]?.[connections]?.rps;

  add(
    `keyed pages ≥ ${BUDGETS.keyedRpsRatio} × yardstick req/s at 20 connections`,
    KEYED.every((page) => ratio(page.id, 20) >= BUDGETS.keyedRpsRatio),
    `${list(KEYED, (page) => `${fixed(ratio(page.id, 20))}×`)} (yardstick ${Math.round(at20(YARDSTICK.id)?.rps ?? 0)} req/s)`,
  );
  add(
    `keyed pages p99 ≤ ${BUDGETS.keyedP99Ms} ms at 20 connections, warm`,
    KEYED.every((page) => at20(page.id)?.latencyMs.p99 <= BUDGETS.keyedP99Ms),
    list(KEYED, (page) => `${at20(page.id)?.latencyMs.p99} ms`),
  );

  if (results.edge) {
    const edgeLoad = results.edge.load;
    const edgeRatio = (id, connections) =>
      edgeLoad[`edge-${id}`]?.[connections]?.rps /
      edgeLoad[`edge-static-${id}`]?.[connections]?.rps;
    add(
      `keyed pages through the edge ≥ ${BUDGETS.edgeRpsRatio} × the same bytes as a static file of the same nginx, 20 and 100 connections`,
      KEYED.every((page) =>
        CONNECTIONS.every((connections) => edgeRatio(page.id, connections) >= BUDGETS.edgeRpsRatio),
      ),
      CONNECTIONS.map(
        (connections) =>
          `×${connections}: ${list(KEYED, (page) => `${fixed(edgeRatio(page.id, connections))}×`)}`,
      ).join('; '),
    );
    add(
      `keyed pages through the edge p99 ≤ ${BUDGETS.edgeP99Ms} ms at 20 connections`,
      KEYED.every((page) => edgeLoad[`edge-${page.id}`]?.[20]?.latencyMs.p99 <= BUDGETS.edgeP99Ms),
      list(KEYED, (page) => `${edgeLoad[`edge-${page.id}`]?.[20]?.latencyMs.p99} ms`),
    );
    const windows = Math.max(1, Math.ceil(results.edge.durationS / results.edge.windowS));
    const counts = Object.values(results.edge.calls.byCall);
    const most = counts.length ? Math.max(...counts) : 0;
    add(
      `upstream calls per (function, fields) per revalidate window ≤ ${BUDGETS.edgeCallsPerWindow}, whole cluster`,
      most / windows <= BUDGETS.edgeCallsPerWindow,
      `${results.edge.calls.total} calls over ${counts.length} pairs in ${Math.round(results.edge.durationS)} s (${windows} window${windows > 1 ? 's' : ''} of ${results.edge.windowS} s), ${results.edge.instances} instances: at most ${most} per pair`,
    );
  }

  if (results.flood) {
    const { flood } = results;
    add(
      `flood of unknown ids: no 5xx, ≤ ${FLOOD.maxConcurrency} upstream calls in flight, build folder ≤ ${FLOOD.pageCacheMaxMb} + 16 MB, real pages p95 ≤ ${BUDGETS.floodRealP95Ms} ms`,
      flood.serverErrors === 0 &&
        flood.inFlightPeak <= FLOOD.maxConcurrency &&
        flood.distGrowthBytes <= (FLOOD.pageCacheMaxMb + 16) * 1048576 &&
        flood.realP95Ms.during <= BUDGETS.floodRealP95Ms,
      `${flood.serverErrors} 5xx, ${flood.inFlightPeak} in flight, +${(flood.distGrowthBytes / 1048576).toFixed(1)} MB, p95 ${Math.round(flood.realP95Ms.during)} ms`,
    );
  }

  if (results.search) {
    const api = results.search.load.apisearch?.[20];
    const page = results.search.load.search?.[20];
    const empty = load[EMPTY_PAGE.id]?.[20];
    const ratio = api && empty ? api.rps / empty.rps : 0;
    add(
      `/api/search ≥ ${SEARCH.apiRpsRatio} × empty page req/s, p99 ≤ ${SEARCH.apiP99Ms} ms at 20 connections`,
      ratio >= SEARCH.apiRpsRatio && api.latencyMs.p99 <= SEARCH.apiP99Ms,
      `${fixed(ratio)}× (${Math.round(api?.rps ?? 0)} vs ${Math.round(empty?.rps ?? 0)} req/s), p99 ${api?.latencyMs.p99} ms; /search ${Math.round(page?.rps ?? 0)} req/s, p99 ${page?.latencyMs.p99} ms`,
    );
    const searchRuns = SEARCH.targets.flatMap((target) =>
      CONNECTIONS.map((connections) => results.search.load[target.id]?.[connections]),
    );
    const queries = searchRuns.reduce((sum, run) => sum + (run?.requests ?? 0), 0);
    const calls = searchRuns.reduce((sum, run) => sum + (run?.upstreamCalls ?? 0), 0);
    add(
      '0 upstream calls per query once the index is warm',
      calls === 0,
      `${calls} calls in ${queries.toLocaleString('en-US')} queries`,
    );
    const growth = (entry) => results.search.weights[entry.id]?.jsGzip / 1024 - entry.jsBeforeKiB;
    add(
      `first-load JS of each page within ${SEARCH.jsGrowthKiB} KiB gzip of before search`,
      SEARCH.pages.every((entry) => growth(entry) <= SEARCH.jsGrowthKiB),
      list(
        SEARCH.pages,
        (entry) =>
          `${(results.search.weights[entry.id]?.jsGzip / 1024).toFixed(1)} KiB (${growth(entry) >= 0 ? '+' : ''}${growth(entry).toFixed(1)})`,
      ),
    );
  }

  const warmCalls = TARGETS.flatMap((target) =>
    CONNECTIONS.map((connections) => ({ target, run: load[target.id]?.[connections] })),
  );
  const withCalls = warmCalls.filter(({ run }) => run?.upstreamCalls > 0);
  add(
    '0 upstream calls per warm page view (load runs)',
    warmCalls.every(({ run }) => run && run.upstreamCalls === 0),
    withCalls.length === 0
      ? `0 calls in ${warmCalls.reduce((sum, { run }) => sum + (run?.requests ?? 0), 0)} views`
      : withCalls
          .map(
            ({ target, run }) =>
              `${target.label}×${run.connections}: ${run.upstreamCalls} calls / ${run.requests} views`,
          )
          .join(', '),
  );

  const repeated = PAGES.filter((page) => Object.keys(cold[page.id]?.duplicates ?? {}).length > 0);
  add(
    'cold view calls each (function, fields) pair once',
    PAGES.every((page) => cold[page.id] && Object.keys(cold[page.id].duplicates).length === 0),
    repeated.length === 0
      ? list(PAGES, (page) => `${cold[page.id]?.total} calls`)
      : repeated
          .map(
            (page) =>
              `${page.label}: ${Object.entries(cold[page.id].duplicates)
                .map(([call, n]) => `${call} ×${n}`)
                .join(', ')}`,
          )
          .join('; '),
  );

  const jsRatio = (id) => weights[id]?.jsGzip / emptyApp.weight.jsGzip;
  add(
    `first-load JS of keyed pages ≤ ${BUDGETS.keyedJsRatio} × empty page`,
    KEYED.every((page) => jsRatio(page.id) <= BUDGETS.keyedJsRatio),
    `${list(KEYED, (page) => `${fixed(jsRatio(page.id))}× (${(weights[page.id]?.jsGzip / 1024).toFixed(1)} KiB)`)}; empty page ${(emptyApp.weight.jsGzip / 1024).toFixed(1)} KiB gzip`,
  );
  const swiperOn = PAGES.filter((page) => weights[page.id]?.swiper).map((page) => page.label);
  // The home slider fetches Swiper when its first slide change is due (issue 35): no page's first load holds it.
  add(
    'swiper in no first-load JS (the home slider fetches it when needed)',
    swiperOn.length === 0,
    `in the first load of: ${swiperOn.join(', ') || 'none'}`,
  );

  const fetching = PAGES.filter(
    (page) =>
      clientFetch[page.id]?.dataRequests.length > 0 || lighthouse[page.id]?.dataRequests.length > 0,
  );
  add(
    'no client-side data fetching (no browser requests to the backend or /api)',
    fetching.length === 0 && PAGES.every((page) => clientFetch[page.id]),
    fetching.length === 0
      ? `${PAGES.length} pages in chromium${Object.keys(lighthouse).length ? ' and Lighthouse' : ''}: none`
      : fetching
          .map(
            (page) =>
              `${page.label}: ${[...clientFetch[page.id].dataRequests, ...(lighthouse[page.id]?.dataRequests ?? [])].slice(0, 3).join(', ')}`,
          )
          .join('; '),
  );

  const lh = (page) => lighthouse[page.id];
  for (const [category, minimum] of Object.entries(BUDGETS.lighthouse)) {
    add(
      `Lighthouse mobile ${category} ≥ ${minimum}`,
      LIGHTHOUSE_PAGES.every((page) => lh(page)?.scores[category] >= minimum),
      list(LIGHTHOUSE_PAGES, (page) => String(lh(page)?.scores[category] ?? 'n/a')),
    );
  }
  add(
    `Lighthouse LCP ≤ ${BUDGETS.lcpMs / 1000} s`,
    LIGHTHOUSE_PAGES.every((page) => lh(page)?.lcpMs <= BUDGETS.lcpMs),
    list(LIGHTHOUSE_PAGES, (page) => `${fixed(lh(page)?.lcpMs / 1000)} s`),
  );
  add(
    `Lighthouse CLS ≤ ${BUDGETS.cls}`,
    LIGHTHOUSE_PAGES.every((page) => lh(page)?.cls <= BUDGETS.cls),
    list(LIGHTHOUSE_PAGES, (page) => fixed(lh(page)?.cls, 3)),
  );

  if (results.urdu) urduBudgets(results, add);
  if (results.phoneFirst) phoneFirstBudgets(results.phoneFirst, add);
  if (results.phoneTable) phoneTableBudgets(results.phoneTable, add);
  if (results.previewImages) {
    const { images, makeMedianMs, servedMedianMs, maxBytes } = results.previewImages;
    add(
      `preview images: 1200×630 PNG ≤ ${PREVIEW_IMAGES.maxKiB} KiB, made on the first request and cached`,
      images.every(
        (image) =>
          image.made &&
          image.width === 1200 &&
          image.height === 630 &&
          image.bytes <= PREVIEW_IMAGES.maxKiB * 1024,
      ),
      images
        .map(
          (image) =>
            `${image.path} ${fixed(image.bytes / 1024, 1)} KiB${image.made ? '' : ' (not made then cached)'}`,
        )
        .join(', '),
    );
    add(
      `preview images: made in ≤ ${PREVIEW_IMAGES.makeMs} ms, served again in ≤ ${PREVIEW_IMAGES.servedMs} ms (medians)`,
      makeMedianMs <= PREVIEW_IMAGES.makeMs && servedMedianMs <= PREVIEW_IMAGES.servedMs,
      `made ${makeMedianMs} ms, served ${servedMedianMs} ms, largest ${fixed(maxBytes / 1024, 1)} KiB`,
    );
  }
  if (results.offline) offlineBudgets(results.offline, add);
  if (results.searchSpeed !== undefined) searchSpeedBudgets(results.searchSpeed, add);
  if (results.operations) {
    const { metricsNsPerRequest, vitals } = results.operations;
    add(
      `counting a request for /metrics ≤ ${OPERATIONS.metricsNsPerRequest} ns`,
      metricsNsPerRequest !== null && metricsNsPerRequest <= OPERATIONS.metricsNsPerRequest,
      `${metricsNsPerRequest ?? '?'} ns`,
    );
    const chunks = Object.entries(vitals);
    add(
      `each vitals chunk ≤ ${OPERATIONS.vitalsChunkBytes} B gzip (two: loading, responsiveness)`,
      chunks.length === 2 && chunks.every(([, chunk]) => chunk.gzip <= OPERATIONS.vitalsChunkBytes),
      chunks.map(([kind, chunk]) => `${kind} ${chunk.gzip} B`).join(', ') || 'none found',
    );
  }

  add(
    'Cache-Control with s-maxage and stale-while-revalidate',
    PAGES.every(
      (page) => cacheControl[page.id]?.sMaxage && cacheControl[page.id]?.staleWhileRevalidate,
    ),
    [...new Set(PAGES.map((page) => cacheControl[page.id]?.cacheControl || '(none)'))].join(' | '),
  );
  return budgets;
}

/** Issue 27: an uncached query's p95 on the demo index, and the index build against the main before the issue. */
function searchSpeedBudgets(speed, add) {
  const { now, before } = speed ?? {};
  add(
    `search: an uncached query ≤ ${SEARCH_SPEED.queryP95Ms} ms at p95 (demo index, ${speed?.queries ?? '?'} queries)`,
    Boolean(now) && now.queryP95Ms <= SEARCH_SPEED.queryP95Ms,
    now
      ? `p95 ${now.queryP95Ms} ms, p50 ${now.queryP50Ms} ms${before ? ` (before: p95 ${before.queryP95Ms} ms)` : ''}`
      : 'not measured',
  );
  const ratio = now && before ? now.buildMedianMs / before.buildMedianMs : null;
  add(
    `search: building the index ≤ ${SEARCH_SPEED.buildRatio} × before issue 27 (${SEARCH_SPEED.beforeCommit})`,
    ratio !== null && ratio <= SEARCH_SPEED.buildRatio,
    ratio !== null
      ? `${fixed(ratio)}× (${now.buildMedianMs} vs ${before.buildMedianMs} ms, ${speed.documents} documents)`
      : 'not measured (no git history?)',
  );
}

/** Issue 25: the pages on a throttled phone against the main before the issue (phone-first.mjs). */
/** Issue 35: every route view within the phone budgets, and better than the old site's stand-in. */
export function phoneTableBudgets(phoneTable, add) {
  const rows = phoneTableRows(phoneTable);
  const name = viewName;
  const { performance, tbtMs, lcpMs, visibleMs } = PHONE_TABLE.budgets;
  // The blank page of the same run (phone-table.mjs): what no page can go below on this machine.
  const floor = phoneTableFloor(phoneTable);
  const check = (title, pass, describe, floorOf) => {
    const failing = rows.filter((row) => !pass(row));
    const detail =
      failing.length === 0
        ? `all ${rows.length} route views`
        : failing.map((row) => `${name(row)} ${describe(row)}`).join(', ');
    add(
      title,
      failing.length === 0,
      floor && floorOf ? `${detail} (a blank page: ${floorOf(floor)})` : detail,
    );
  };
  // Content visible on the slow link, first and repeat visit, against the blank page's (issue 52).
  const { slowAboveFloorMs } = PHONE_TABLE.budgets;
  for (const [visit, field, limit] of [
    ['first visit', 'visibleMs', slowAboveFloorMs.first],
    ['2nd page', 'visibleRepeatMs', slowAboveFloorMs.repeat],
  ]) {
    const slowOf = (view) => view?.profiles?.slow?.[field];
    check(
      `slow link: content visible within ${limit} ms of a blank page's, ${visit}, every route view`,
      (row) =>
        typeof slowOf(row.now) === 'number' &&
        typeof slowOf(floor) === 'number' &&
        slowOf(row.now) - slowOf(floor) <= limit,
      (row) => `${slowOf(row.now)} ms`,
      (view) => `${slowOf(view)} ms`,
    );
  }
  check(
    `phone: content visible ≤ ${visibleMs} ms on a throttled phone, every route view`,
    (row) => row.now?.visibleMs !== null && row.now?.visibleMs <= visibleMs,
    (row) => `${row.now?.visibleMs} ms`,
    (view) => `${view.visibleMs} ms`,
  );
  check(
    'phone: first-load JS and HTML no larger than the main before the issue',
    (row) =>
      row.now?.weight.jsGzip <= row.before?.weight.jsGzip &&
      row.now?.weight.htmlGzip <= row.before?.weight.htmlGzip,
    (row) =>
      `JS ${row.now?.weight.jsGzip} vs ${row.before?.weight.jsGzip} B, HTML ${row.now?.weight.htmlGzip} vs ${row.before?.weight.htmlGzip} B`,
  );
  // The rest reads Lighthouse, which a --visible-only run leaves out.
  if (phoneTable.visibleOnly) return;
  check(
    `phone: Lighthouse performance ≥ ${performance} on every route view`,
    (row) => row.now?.performance >= performance,
    (row) => row.now?.performance,
    (view) => view.performance,
  );
  check(
    `phone: total blocking time ≤ ${tbtMs} ms on every route view`,
    (row) => row.now?.tbtMs <= tbtMs,
    (row) => `${row.now?.tbtMs} ms`,
    (view) => `${view.tbtMs} ms`,
  );
  check(
    `phone: LCP ≤ ${lcpMs} ms on every route view`,
    (row) => row.now?.lcpMs <= lcpMs,
    (row) => `${row.now?.lcpMs} ms`,
    (view) => `${view.lcpMs} ms`,
  );
  check(
    'phone: Lighthouse CLS 0 on every route view',
    (row) => row.now?.cls === 0,
    (row) => `${row.now?.cls}`,
    (view) => `${view.cls}`,
  );
  check(
    'phone: beats the old-site stand-in (higher performance, content visible sooner) on every route view',
    (row) => row.now?.performance > row.old?.performance && row.now?.visibleMs < row.old?.visibleMs,
    (row) =>
      `perf ${row.now?.performance} vs ${row.old?.performance}, visible ${row.now?.visibleMs} vs ${row.old?.visibleMs} ms`,
  );
}

function phoneFirstBudgets(phoneFirst, add) {
  const rows = PHONE_FIRST.pages.map((page) => ({
    page,
    row: phoneFirst[page.id],
    before: page.before,
  }));
  const measured = rows.every(({ row }) => row);
  const { width, height } = PHONE_FIRST.viewport;
  add(
    `phone first: the <h1> and the first content in a ${width}×${height} phone's first screen, throttled`,
    measured && rows.every(({ row }) => inFirstScreen(row)),
    rows.map(({ page, row }) => `${page.label} ${row?.h1Bottom}/${row?.contentTop} px`).join(', '),
  );
  add(
    `phone first: CLS ${PHONE_FIRST.cls} and no axe violation (any impact), English and Urdu`,
    measured && rows.every(({ row }) => row.cls <= PHONE_FIRST.cls && row.axe.length === 0),
    rows
      .map(
        ({ page, row }) =>
          `${page.label} ${row?.cls}${row?.axe.length ? ` axe: ${row.axe.join('; ')}` : ''}`,
      )
      .join(', '),
  );
  const kib = (bytes) => bytes / 1024;
  add(
    `phone first: first-load JS ≤ before + ${PHONE_FIRST.jsGrowthKiB} KiB gzip`,
    measured &&
      rows.every(({ row, before }) => kib(row.jsGzip) <= before.jsKiB + PHONE_FIRST.jsGrowthKiB),
    rows
      .map(({ page, row, before }) => `${page.label} ${fixed(kib(row?.jsGzip) - before.jsKiB)}`)
      .join(', '),
  );
  add(
    `phone first: HTML ≤ ${PHONE_FIRST.htmlRatio} × before (gzip)`,
    measured &&
      rows.every(({ row, before }) => kib(row.htmlGzip) <= before.htmlKiB * PHONE_FIRST.htmlRatio),
    rows
      .map(
        ({ page, row, before }) =>
          `${page.label} ${fixed(kib(row?.htmlGzip) / before.htmlKiB, 3)}×`,
      )
      .join(', '),
  );
}

/** Issue 18: the service worker's install cost and repeat views on a slow network (offline.mjs). */
function offlineBudgets(offline, add) {
  add(
    `service worker + precache ≤ ${OFFLINE.installKiB} KiB gzip`,
    offline.installGzip <= OFFLINE.installKiB * 1024,
    `${fixed(offline.installGzip / 1024, 1)} KiB (worker ${fixed(offline.worker.gzip / 1024, 1)})`,
  );
  const targets = OFFLINE.pages.map((target) => ({ target, row: offline.repeat[target.id] }));
  const ratio = (row) => row.withWorker.lcpMs / row.withoutWorker.lcpMs;
  add(
    `repeat view at ${OFFLINE.latencyMs / 1000} s latency: LCP with the worker ≤ ${OFFLINE.repeatRatio} × without, never a saved copy`,
    targets.every(
      ({ row }) => ratio(row) <= OFFLINE.repeatRatio && row.withWorker.savedCopies === 0,
    ),
    targets.map(({ target, row }) => `${target.label} ${fixed(ratio(row))}×`).join(', '),
  );
}

/** Issues 17 and 28: each Urdu and Sindhi page against its English page of the same run (urdu.mjs). */
function urduBudgets(results, add) {
  const pairs = urduPairs(results);
  const withLighthouse = pairs.filter((pair) => URDU.lighthouse.includes(pair.page.id));
  const pairList = (chosen, describe) =>
    chosen.map((pair) => `${pair.page.label} ${describe(pair)}`).join(', ');
  const kib = (bytes) => (bytes / 1024).toFixed(1);

  const jsDelta = (pair) => (pair.ur.weight?.jsGzip - pair.en.weight?.jsGzip) / 1024;
  add(
    `Urdu and Sindhi first-load JS within ±${URDU.jsDeltaKiB} KiB gzip of the English page's`,
    pairs.every((pair) => Math.abs(jsDelta(pair)) <= URDU.jsDeltaKiB),
    pairList(
      pairs,
      (pair) =>
        `${kib(pair.ur.weight?.jsGzip)} vs ${kib(pair.en.weight?.jsGzip)} KiB (${jsDelta(pair) >= 0 ? '+' : ''}${fixed(jsDelta(pair))})`,
    ),
  );

  const htmlRatio = (pair, key) => pair.ur.weight?.[key] / pair.en.weight?.[key];
  add(
    `Urdu and Sindhi HTML ≤ ${URDU.htmlRatio} × the English page's (gzip)`,
    pairs.every((pair) => htmlRatio(pair, 'htmlGzip') <= URDU.htmlRatio),
    pairList(
      pairs,
      (pair) =>
        `${fixed(htmlRatio(pair, 'htmlGzip'))}× (${kib(pair.ur.weight?.htmlGzip)} vs ${kib(pair.en.weight?.htmlGzip)} KiB; raw ${fixed(htmlRatio(pair, 'htmlBytes'))}×)`,
    ),
  );

  const categories = ['accessibility', 'best-practices', 'seo'];
  // A page kept out of search engines on purpose passes SEO with is-crawlable as its only loss.
  const meets = (pair, category) =>
    pair.ur.lighthouse?.scores[category] >= BUDGETS.lighthouse[category] ||
    (category === 'seo' && noindexByDesign(pair.page.id, pair.ur.lighthouse));
  add(
    `Urdu Lighthouse mobile ${categories.join(', ')} ≥ ${categories.map((category) => BUDGETS.lighthouse[category]).join(', ')}`,
    withLighthouse.every((pair) => categories.every((category) => meets(pair, category))),
    pairList(
      withLighthouse,
      (pair) =>
        categories.map((category) => pair.ur.lighthouse?.scores[category] ?? 'n/a').join('/') +
        (noindexByDesign(pair.page.id, pair.ur.lighthouse)
          ? ' (SEO: only is-crawlable, noindex on purpose)'
          : ''),
    ),
  );

  const lcpLimit = (pair) => pair.en.lighthouse?.lcpMs * URDU.lcpRatio + URDU.lcpSlackMs;
  add(
    `Urdu Lighthouse LCP ≤ ${URDU.lcpRatio} × English + ${URDU.lcpSlackMs} ms`,
    withLighthouse.every((pair) => pair.ur.lighthouse?.lcpMs <= lcpLimit(pair)),
    pairList(
      withLighthouse,
      (pair) =>
        `${fixed(pair.ur.lighthouse?.lcpMs / 1000)} vs ${fixed(pair.en.lighthouse?.lcpMs / 1000)} s (≤ ${fixed(lcpLimit(pair) / 1000)})`,
    ),
  );
  add(
    `Urdu Lighthouse CLS ≤ ${BUDGETS.cls}`,
    withLighthouse.every((pair) => pair.ur.lighthouse?.cls <= BUDGETS.cls),
    pairList(withLighthouse, (pair) => fixed(pair.ur.lighthouse?.cls, 3)),
  );

  // Every English and Urdu page, in chromium and (where it ran) Lighthouse.
  const sides = pairs.flatMap((pair) => [
    { label: pair.english.label, ...pair.en },
    { label: pair.page.label, ...pair.ur },
  ]);
  const offenders = sides.filter(
    (side) =>
      !side.fonts ||
      side.fonts.bytes > BUDGETS.fontBytes ||
      (BUDGETS.fontBytes === 0 && side.fonts.requests > 0),
  );
  const inLighthouse = sides.filter((side) => side.lighthouse).length;
  add(
    `font files downloaded by English and Urdu pages ≤ ${BUDGETS.fontBytes} bytes`,
    offenders.length === 0,
    offenders.length === 0
      ? `${sides.length} pages in chromium, ${inLighthouse} in Lighthouse: ${sides.reduce((sum, side) => sum + side.fonts.requests, 0)} font requests, ${sides.reduce((sum, side) => sum + side.fonts.bytes, 0)} bytes`
      : offenders
          .map(
            (side) =>
              `${side.label}: ${side.fonts ? `${side.fonts.requests} font requests, ${side.fonts.bytes} bytes` : 'not measured'}`,
          )
          .join(', '),
  );
}
