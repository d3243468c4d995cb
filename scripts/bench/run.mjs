// npm run bench: the performance benchmark (scripts/bench/README.md). It measures and
// reports; a failed budget does not fail the command (exit 1 only when it could not run).
// Steps: build (if stale) → demo backend + site → warm → headers, page weight, browser
// fetches, then the same for the Urdu pages (urdu.mjs) → the pages on a throttled phone against
// the main before issue 25 (phone-first.mjs) → the service worker's install cost and
// repeat views at 2 s of latency (offline.mjs) → the metrics' cost per request and the vitals
// chunks (operations.mjs) → search speed in-process, now and before issue 27 (search-speed.mjs) → load → Lighthouse (English and Urdu
// pages interleaved) → /api/search and /search (search.mjs) → the same pages through
// `npm run stack` (edge.mjs) → cold views (fresh processes) → a flood of unknown ids
// (flood.mjs) → the empty page's weight, load and Lighthouse (the framework's floor) → JSON in
// bench-results/ → table and budgets.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { evaluateBudgets, phoneTableBudgets } from './budgets.mjs';
import { ensureChromium, ensureSiteBuild } from './build.mjs';
import { checkCacheControl } from './cache-control.mjs';
import { cleanupAll, installSignalHandlers, isInterrupted } from './cleanup.mjs';
import { checkClientFetching } from './client-fetch.mjs';
import { runColdViews } from './cold.mjs';
import {
  BUDGETS,
  CHROMIUM_PATH,
  EMPTY_PAGE,
  GZIP_LEVEL,
  LIGHTHOUSE_PAGES,
  LOAD_HEADERS,
  OFFLINE,
  PAGES,
  parseArgs,
  RESULTS_DIR,
  ROOT,
  SITE_ENV,
  SITE_URL,
  TARGETS,
  URDU,
  USAGE,
} from './config.mjs';
import { runEdge } from './edge.mjs';
import { runFloodRow } from './flood.mjs';
import { measureOffline } from './offline.mjs';
import { measureOperations } from './operations.mjs';
import { measurePhoneFirst } from './phone-first.mjs';
import { measurePhoneTable, phoneTableLines } from './phone-table.mjs';
import { measurePreviewImages } from './preview-image.mjs';
import { runSearchRows } from './search.mjs';
import { measureSearchSpeed } from './search-speed.mjs';
import { lighthousePages, measureUrdu } from './urdu.mjs';
import { ensureEmptyApp, startEmptyApp } from './empty-app.mjs';
import { measurePageWeight } from './js-size.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { get, previewModeId, startBackend, startBenchSite } from './servers.mjs';
import { formatReport } from './table.mjs';

const versionOf = (name) =>
  JSON.parse(readFileSync(`${ROOT}node_modules/${name}/package.json`, 'utf8')).version;

function environment(loadAverage) {
  const chromium =
    spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'chromium ?';
  const info = {
    node: process.version,
    next: versionOf('next'),
    lighthouse: versionOf('lighthouse'),
    autocannon: versionOf('autocannon'),
    chromium,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    // The machine may be shared: other processes' CPU use shows up in every figure.
    loadAverage,
  };
  return {
    ...info,
    summary: `node ${info.node}, next ${info.next}, lighthouse ${info.lighthouse}, ${info.cpus} cores, ${chromium}`,
  };
}

/** The report of a --phone-only run: the phone table and its budgets. */
function phoneOnlyReport(results) {
  return [
    '',
    ...phoneTableLines(results.phoneTable),
    '',
    ...results.budgets.map(
      (budget) => `${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.detail}`,
    ),
  ].join('\n');
}

async function bench(options) {
  installSignalHandlers();
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const loadAverage = { start: loadavg() };
  mkdirSync(RESULTS_DIR, { recursive: true });

  ensureChromium();
  const backend = await startBackend();
  const build = await ensureSiteBuild({ force: options.rebuild });
  const empty = ensureEmptyApp();

  const site = await startBenchSite();
  const previewId = previewModeId();
  console.log(
    `bench: site on ${SITE_URL} (${SITE_ENV.NEXT_DIST_DIR}), demo backend on ${SITE_ENV.APPAPI_URL}`,
  );
  for (const target of TARGETS) for (let i = 0; i < 3; i += 1) await get(target.path, LOAD_HEADERS);
  // The phone table (issue 35): every route type and language, beside the main before the issue
  // and the old site's stand-in. First, while the machine is quiet.
  console.log(
    `bench: the phone table (each route type and language; before: ${options.before ?? 'the main before issue 35'}; the old site's stand-in)…`,
  );
  const phoneTable = await measurePhoneTable({
    runs: options.lighthouseRuns,
    outputDir: `${RESULTS_DIR}lighthouse-${stamp}/`,
    beforeCommit: options.before ?? undefined,
    beforeClientStart: options.beforeClientStart,
    visibleOnly: options.visibleOnly,
  });
  if (options.phoneOnly) {
    await site.stop();
    const results = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      options,
      environment: environment({ start: loadAverage.start, end: loadavg() }),
      phoneTable,
    };
    results.budgets = [];
    phoneTableBudgets(phoneTable, (name, pass, detail) =>
      results.budgets.push({ name, pass: Boolean(pass), detail }),
    );
    writeFileSync(`${RESULTS_DIR}bench-${stamp}.json`, `${JSON.stringify(results, null, 2)}\n`);
    console.log(phoneOnlyReport(results));
    return;
  }

  const cacheControl = await checkCacheControl(PAGES);
  const weights = {};
  for (const page of PAGES) weights[page.id] = await measurePageWeight(`${SITE_URL}${page.path}`);
  console.log('bench: recording the browser requests of each page in chromium…');
  const clientFetch = await checkClientFetching(PAGES);
  // Urdu (issue 17): the same measurements on /ur…, compared with the English figures.
  const urdu = await measureUrdu();
  // Phone first (issue 25): the pages on a throttled phone, beside the main before the issue.
  console.log('bench: the pages on a throttled 375×667 phone…');
  const phoneFirst = await measurePhoneFirst();
  // Preview images (issue 26): making one, serving it again, its bytes.
  console.log('bench: preview images, made and served again…');
  const previewImages = await measurePreviewImages(previewId);
  // Offline (issue 18): the worker's install cost, and repeat views on a slow network.
  const offline = await measureOffline();
  // Operations (issue 19): the cost of the metrics per request, the vitals chunks' weight.
  const operations = measureOperations();
  // Search speed (issue 27): building the index and uncached queries, now and before the issue.
  const searchSpeed = measureSearchSpeed();
  loadAverage.load = loadavg();
  const load = await runLoad({ targets: TARGETS, backend, previewId, duration: options.duration });
  loadAverage.lighthouse = loadavg();
  const lighthouse = await runLighthouse({
    pages: lighthousePages(LIGHTHOUSE_PAGES),
    runs: options.lighthouseRuns,
    outputDir: `${RESULTS_DIR}lighthouse-${stamp}/`,
  });
  loadAverage.search = loadavg();
  const search = await runSearchRows({ backend, duration: options.duration });
  await site.stop();

  // The production topology: the same pages through nginx, two instances and Redis.
  loadAverage.edge = loadavg();
  const edge = await runEdge({ backend, duration: options.duration });

  const cold = await runColdViews({ pages: PAGES, backend });
  loadAverage.flood = loadavg();
  const flood = await runFloodRow({ backend });

  // The floor, measured the same ways: weight, load (vs the site's yardstick), Lighthouse.
  const emptyServer = await startEmptyApp();
  const emptyWeight = await measurePageWeight(`${emptyServer.url}${EMPTY_PAGE.path}`);
  Object.assign(
    load,
    await runLoad({ targets: [EMPTY_PAGE], backend, previewId: null, duration: options.duration }),
  );
  Object.assign(
    lighthouse,
    await runLighthouse({
      pages: [EMPTY_PAGE],
      runs: options.lighthouseRuns,
      outputDir: `${RESULTS_DIR}lighthouse-${stamp}/`,
    }),
  );
  await emptyServer.stop();
  loadAverage.end = loadavg();

  const finishedAt = new Date();
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationS: (finishedAt - startedAt) / 1000,
    options,
    environment: environment(loadAverage),
    settings: {
      siteEnv: SITE_ENV,
      loadHeaders: LOAD_HEADERS,
      gzipLevel: GZIP_LEVEL,
      budgets: BUDGETS,
      targets: TARGETS,
      urdu: URDU,
      offline: OFFLINE,
    },
    build,
    cacheControl,
    weights,
    emptyApp: { ...empty, weight: emptyWeight },
    clientFetch,
    load,
    lighthouse,
    edge,
    cold,
    flood,
    search,
    urdu,
    phoneFirst,
    phoneTable,
    previewImages,
    offline,
    operations,
    searchSpeed,
  };
  results.budgets = evaluateBudgets(results);

  // Saved before printing, so that nothing measured is lost.
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(`${RESULTS_DIR}bench-${stamp}.json`, json);
  writeFileSync(`${RESULTS_DIR}latest.json`, json);
  console.log(`\n${formatReport(results, options)}\n`);
  console.log(
    `bench: total ${Math.round(results.durationS)} s; results in bench-results/bench-${stamp}.json and bench-results/latest.json`,
  );
}

try {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
  } else if (options.report) {
    const results = JSON.parse(readFileSync(options.report, 'utf8'));
    console.log(
      results.options?.phoneOnly
        ? phoneOnlyReport(results)
        : formatReport(results, results.options),
    );
  } else {
    await bench(options);
  }
} catch (error) {
  if (!isInterrupted())
    console.error(`bench: could not run: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
