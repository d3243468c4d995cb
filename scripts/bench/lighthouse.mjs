// Lighthouse 12.8 (its CLI, one fresh Chrome per run) with Debian's chromium and the e2e
// suite's flags: mobile form factor, default simulated throttling, four categories. Each route
// runs N times; every figure reported is the median of its runs. Runs go in rounds (run 1 of
// every route, then run 2…), so that routes compared with each other (an English page and its
// Urdu page, listed next to each other) see the same machine load.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../../e2e/support/browser.mjs';
import { killGroup, onCleanup, waitForExit } from './cleanup.mjs';
import { BACKEND_URL, CHROMIUM_PATH, nameOf, ROOT, SITE_URL } from './config.mjs';

const CLI = `${ROOT}node_modules/lighthouse/cli/index.js`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 180_000;
const FONT_FILE = /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i;

/** The median of the numbers among `values` (null when there are none). */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** { auditId: value } of each run → { auditId: [value of each run that lost points] }. */
function mergeFailing(runs) {
  const merged = {};
  for (const run of runs)
    for (const [audit, value] of Object.entries(run)) (merged[audit] ??= []).push(value);
  return merged;
}

/** One Lighthouse run; resolves with the path of its JSON report. */
async function runOnce(url, outputPath, categories = CATEGORIES) {
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--quiet',
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // SIGINT: Lighthouse's launcher then closes the Chrome it started (in its own process group).
  const stop = onCleanup('lighthouse', () => {
    killGroup(child.pid, 'SIGINT');
    return waitForExit(child);
  });
  const timer = setTimeout(() => killGroup(child.pid, 'SIGINT'), RUN_TIMEOUT_MS);
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  await stop();
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}: ${stderr.slice(-1500)}`);
  return outputPath;
}

/** The figures the benchmark keeps from one report. */
function summarize(report) {
  const audits = report.audits;
  const lcpElement =
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcpPhases = audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  // Weighted audits that lost points: { category: { auditId: what it measured } }.
  const failing = {};
  for (const id of CATEGORIES.filter((category) => report.categories[category])) {
    failing[id] = Object.fromEntries(
      report.categories[id].auditRefs
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => [ref.id, audits[ref.id].displayValue || `score ${audits[ref.id].score}`]),
    );
  }
  // What keeps the page out of search engines (is-crawlable), e.g. <meta name="robots" content="noindex" />.
  const crawlBlockers = (audits['is-crawlable']?.details?.items ?? []).map(
    (item) => item.source?.snippet ?? String(item.source ?? '?'),
  );
  const items = audits['network-requests']?.details?.items ?? [];
  const requests = items.map((item) => item.url);
  // Font files the page downloaded (the site uses the phone's own fonts: none expected).
  const fonts = items
    .filter((item) => item.resourceType === 'Font' || FONT_FILE.test(item.url))
    .map((item) => ({ url: item.url.slice(0, 120), bytes: item.transferSize ?? 0 }));
  return {
    scores: Object.fromEntries(
      CATEGORIES.filter((id) => report.categories[id]).map((id) => [
        id,
        Math.round((report.categories[id].score ?? 0) * 100),
      ]),
    ),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    speedIndexMs: audits['speed-index'].numericValue,
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : null,
    lcpPhases: Object.fromEntries(
      lcpPhases.map((phase) => [phase.phase, Math.round(phase.timing)]),
    ),
    failing,
    dataRequests: requests.filter(
      (url) =>
        url.startsWith(BACKEND_URL) ||
        url.startsWith(`${SITE_URL}/api`) ||
        /AppAPI\.asmx/i.test(url),
    ),
    fonts,
    crawlBlockers,
    runWarnings: report.runWarnings,
  };
}

/**
 * Pages are on the site (`path`) or anywhere (`url`: the phone table's other sites); `categories`
 * narrows the run (the phone table needs performance only).
 * @param {{ pages: (import('./config.mjs').Target & { url?: string })[], runs: number, outputDir: string, categories?: string[] }} options
 */
export async function runLighthouse({ pages, runs, outputDir, categories = CATEGORIES }) {
  mkdirSync(outputDir, { recursive: true });
  const results = {};
  const summariesOf = Object.fromEntries(pages.map((page) => [page.id, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      process.stdout.write(`bench: lighthouse ${nameOf(page)} run ${run}/${runs}… `);
      const path = await runOnce(
        page.url ?? `${SITE_URL}${page.path}`,
        `${outputDir}${page.id}-${run}.json`,
        categories,
      );
      const summary = summarize(JSON.parse(readFileSync(path, 'utf8')));
      summariesOf[page.id].push(summary);
      console.log(`performance ${summary.scores.performance}, LCP ${Math.round(summary.lcpMs)} ms`);
    }
  }
  for (const page of pages) {
    const summaries = summariesOf[page.id];
    const pick = (get) => median(summaries.map(get));
    results[page.id] = {
      runs: summaries.length,
      scores: Object.fromEntries(categories.map((id) => [id, pick((s) => s.scores[id])])),
      lcpMs: pick((s) => s.lcpMs),
      cls: pick((s) => s.cls),
      tbtMs: pick((s) => s.tbtMs),
      fcpMs: pick((s) => s.fcpMs),
      speedIndexMs: pick((s) => s.speedIndexMs),
      // Descriptions from the run whose LCP is the median one.
      lcpElement: summaries.toSorted((a, b) => a.lcpMs - b.lcpMs)[
        Math.floor((summaries.length - 1) / 2)
      ].lcpElement,
      lcpPhases: summaries.toSorted((a, b) => a.lcpMs - b.lcpMs)[
        Math.floor((summaries.length - 1) / 2)
      ].lcpPhases,
      failing: Object.fromEntries(
        categories.map((id) => [id, mergeFailing(summaries.map((s) => s.failing[id]))]),
      ),
      dataRequests: [...new Set(summaries.flatMap((s) => s.dataRequests))],
      crawlBlockers: [...new Set(summaries.flatMap((s) => s.crawlBlockers))],
      // Each font file once, with the most bytes any run transferred for it.
      fonts: Object.values(
        Object.fromEntries(
          summaries
            .flatMap((s) => s.fonts)
            .toSorted((a, b) => a.bytes - b.bytes)
            .map((font) => [font.url, font]),
        ),
      ),
      perRun: summaries.map(({ scores, lcpMs, cls, tbtMs, fcpMs }) => ({
        scores,
        lcpMs,
        cls,
        tbtMs,
        fcpMs,
      })),
      reports: summaries.map((_, index) =>
        `${outputDir}${page.id}-${index + 1}.json`.replace(ROOT, ''),
      ),
    };
  }
  return results;
}
