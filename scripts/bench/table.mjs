// The one plain-text table of a run (metrics as rows, pages as columns), then the budgets and
// the details a failing budget needs (which calls repeat, what the browser fetched…).
import { phoneTableLines } from './phone-table.mjs';
import {
  CONNECTIONS,
  EMPTY_PAGE,
  FLOOD,
  GZIP_LEVEL,
  LOAD_HEADERS,
  OFFLINE,
  PAGES,
  PHONE_FIRST,
  SEARCH,
  TARGETS,
  URDU,
  YARDSTICK,
} from './config.mjs';
import { noindexByDesign, urduPairs } from './urdu.mjs';

const COLUMNS = [...TARGETS, EMPTY_PAGE];

const int = (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value).toLocaleString('en-US')
    : '—';
const num = (value, digits) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '—';
const kib = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KiB` : '—');
const yesNo = (value) => (value === undefined ? '—' : value ? 'yes' : 'no');

/** Builds the rows: [label, ...one cell per column] or a section title (a string). */
function rows(results, options) {
  const { load, cold, weights, emptyApp, clientFetch, lighthouse, cacheControl } = results;
  const row = (label, cell) => [
    label,
    ...COLUMNS.map((column) => {
      const value = cell(column);
      return typeof value === 'string' ? value : '—';
    }),
  ];
  const out = [];
  for (const connections of CONNECTIONS) {
    const run = (column) => load[column.id]?.[connections];
    const yard = load[YARDSTICK.id]?.[connections]?.rps;
    out.push(`load: ${connections} connections × ${options.duration} s`);
    out.push(row('req/s', (c) => run(c) && int(run(c).rps)));
    out.push(row('× yardstick req/s', (c) => run(c) && num(run(c).rps / yard, 2)));
    out.push(
      row(
        'latency p50 / p99 ms',
        (c) => run(c) && `${run(c).latencyMs.p50} / ${run(c).latencyMs.p99}`,
      ),
    );
    out.push(row('errors / non-2xx', (c) => run(c) && `${run(c).errors} / ${run(c).non2xx}`));
    out.push(
      row(
        'upstream calls (views)',
        (c) => run(c) && `${run(c).upstreamCalls} (${int(run(c).requests)})`,
      ),
    );
  }
  if (results.edge) {
    for (const connections of CONNECTIONS) {
      const run = (column) => results.edge.load[`edge-${column.id}`]?.[connections];
      const copy = (column) => results.edge.load[`edge-static-${column.id}`]?.[connections];
      out.push(
        `through the edge (npm run stack: nginx, ${results.edge.instances} instances, Redis): ${connections} connections × ${options.duration} s; static copy = the same bytes from disk, same nginx`,
      );
      out.push(row('req/s', (c) => run(c) && int(run(c).rps)));
      out.push(row('static copy req/s', (c) => copy(c) && int(copy(c).rps)));
      out.push(
        row('× static copy req/s', (c) => run(c) && copy(c) && num(run(c).rps / copy(c).rps, 2)),
      );
      out.push(
        row(
          '× direct req/s',
          (c) =>
            run(c) && load[c.id]?.[connections] && num(run(c).rps / load[c.id][connections].rps, 1),
        ),
      );
      out.push(
        row(
          'latency p50 / p99 ms',
          (c) => run(c) && `${run(c).latencyMs.p50} / ${run(c).latencyMs.p99}`,
        ),
      );
      out.push(row('errors / non-2xx', (c) => run(c) && `${run(c).errors} / ${run(c).non2xx}`));
      out.push(
        row(
          'upstream calls (views)',
          (c) => run(c) && `${run(c).upstreamCalls} (${int(run(c).requests)})`,
        ),
      );
    }
  }
  out.push('cold view: fresh process, one forced render');
  out.push(row('upstream calls', (c) => cold[c.id] && String(cold[c.id].total)));
  out.push(
    row(
      'pairs called > once',
      (c) => cold[c.id] && String(Object.keys(cold[c.id].duplicates).length),
    ),
  );
  out.push(row('render ms', (c) => cold[c.id] && int(cold[c.id].renderMs)));
  out.push(`page weight (gzip -${GZIP_LEVEL})`);
  const weight = (c) => (c.id === EMPTY_PAGE.id ? emptyApp?.weight : weights[c.id]);
  out.push(row('first-load JS', (c) => c.kind !== 'static' && weight(c) && kib(weight(c).jsGzip)));
  out.push(
    row(
      '× empty page JS',
      (c) => c.kind !== 'static' && weight(c) && num(weight(c).jsGzip / emptyApp.weight.jsGzip, 2),
    ),
  );
  out.push(
    row(
      '<script src> files',
      (c) =>
        c.kind !== 'static' &&
        weight(c) &&
        String(weight(c).scripts.filter((s) => !s.nomodule).length),
    ),
  );
  out.push(row('HTML', (c) => c.kind !== 'static' && weight(c) && kib(weight(c).htmlGzip)));
  out.push(
    row(
      '  of which RSC payload',
      (c) =>
        c.kind !== 'static' &&
        weight(c) &&
        `${Math.round((weight(c).rscPayloadBytes / weight(c).htmlBytes) * 100)}%`,
    ),
  );
  out.push(
    row('swiper in first load', (c) => c.kind !== 'static' && weight(c) && yesNo(weight(c).swiper)),
  );
  out.push(
    row(
      'browser data requests',
      (c) => clientFetch[c.id] && String(clientFetch[c.id].dataRequests.length),
    ),
  );
  out.push(`lighthouse 12.8, mobile, simulated throttling, median of ${options.lighthouseRuns}`);
  const lh = (c) => lighthouse[c.id];
  out.push(row('performance', (c) => lh(c) && String(lh(c).scores.performance)));
  out.push(row('accessibility', (c) => lh(c) && String(lh(c).scores.accessibility)));
  out.push(row('best practices', (c) => lh(c) && String(lh(c).scores['best-practices'])));
  out.push(row('SEO', (c) => lh(c) && String(lh(c).scores.seo)));
  out.push(row('LCP s', (c) => lh(c) && num(lh(c).lcpMs / 1000, 2)));
  out.push(row('CLS', (c) => lh(c) && num(lh(c).cls, 3)));
  out.push(row('TBT ms', (c) => lh(c) && int(lh(c).tbtMs)));
  out.push('headers');
  out.push(
    row(
      's-maxage + stale-w-r',
      (c) =>
        cacheControl[c.id] &&
        yesNo(cacheControl[c.id].sMaxage && cacheControl[c.id].staleWhileRevalidate),
    ),
  );
  return out;
}

/**
 * The Urdu table (issue 17): one column per Urdu page, each cell "English / Urdu" from the same
 * run, or the Urdu page's figure against the English one.
 */
function urduRows(results, options) {
  const pairs = urduPairs(results);
  const row = (label, cell) => [label, ...pairs.map((pair) => cell(pair) ?? '—')];
  const both = (get, format) => (pair) => {
    const [en, ur] = [get(pair.en), get(pair.ur)];
    return typeof en === 'number' && typeof ur === 'number'
      ? `${format(en)} / ${format(ur)}`
      : undefined;
  };
  const times =
    (get, digits = 2) =>
    (pair) => {
      const [en, ur] = [get(pair.en), get(pair.ur)];
      return typeof en === 'number' && typeof ur === 'number' ? num(ur / en, digits) : undefined;
    };
  const k = (bytes) => (bytes / 1024).toFixed(1);
  const s = (ms) => (ms / 1000).toFixed(2);
  const out = [];
  out.push(
    `Urdu pages against their English page, same run: cells are English / Urdu (English page: ${pairs.map((pair) => pair.english.path).join(', ')})`,
  );
  out.push(`page weight (gzip -${GZIP_LEVEL}), KiB`);
  out.push(
    row(
      'first-load JS',
      both((side) => side.weight?.jsGzip, k),
    ),
  );
  out.push(
    row('  Urdu − English KiB', (pair) => {
      const delta = (pair.ur.weight?.jsGzip - pair.en.weight?.jsGzip) / 1024;
      return Number.isFinite(delta) ? `${delta >= 0 ? '+' : ''}${delta.toFixed(2)}` : undefined;
    }),
  );
  out.push(
    row(
      'HTML',
      both((side) => side.weight?.htmlGzip, k),
    ),
  );
  out.push(
    row(
      '  × English',
      times((side) => side.weight?.htmlGzip),
    ),
  );
  out.push(
    row(
      'HTML raw',
      both((side) => side.weight?.htmlBytes, k),
    ),
  );
  out.push(
    row(
      '  × English',
      times((side) => side.weight?.htmlBytes),
    ),
  );
  out.push(
    row(
      'font files (bytes)',
      (pair) =>
        pair.en.fonts &&
        pair.ur.fonts &&
        `${pair.en.fonts.requests} (${pair.en.fonts.bytes}) / ${pair.ur.fonts.requests} (${pair.ur.fonts.bytes})`,
    ),
  );
  out.push(
    `lighthouse 12.8, mobile, simulated throttling, median of ${options.lighthouseRuns}, runs of each pair interleaved (on ${URDU.lighthouse.length} pages)`,
  );
  const lh = (get) => (side) => (side.lighthouse ? get(side.lighthouse) : undefined);
  const scores = (report) =>
    ['accessibility', 'best-practices', 'seo'].map((id) => report.scores[id]).join(' / ');
  out.push(
    row(
      'a11y / best pr. / SEO',
      (pair) =>
        pair.ur.lighthouse &&
        `${scores(pair.ur.lighthouse)}${noindexByDesign(pair.page.id, pair.ur.lighthouse) ? ' noindex' : ''}`,
    ),
  );
  out.push(
    row(
      'performance',
      both(
        lh((report) => report.scores.performance),
        String,
      ),
    ),
  );
  out.push(
    row(
      'FCP s',
      both(
        lh((report) => report.fcpMs),
        s,
      ),
    ),
  );
  out.push(
    row(
      'LCP s',
      both(
        lh((report) => report.lcpMs),
        s,
      ),
    ),
  );
  out.push(row('  × English', times(lh((report) => report.lcpMs))));
  out.push(
    row(
      'CLS',
      both(
        lh((report) => report.cls),
        (value) => value.toFixed(3),
      ),
    ),
  );
  out.push(
    row(
      'TBT ms',
      both(
        lh((report) => report.tbtMs),
        (value) => String(Math.round(value)),
      ),
    ),
  );
  return { lines: out, columns: pairs.map((pair) => pair.page) };
}

/** Issue 25: each cell `before → now`, before being the main before the issue (PHONE_FIRST). */
function phoneFirstRows(phoneFirst) {
  const row = (label, now, then, format = String) => [
    label,
    ...PHONE_FIRST.pages.map((page) => {
      const value = phoneFirst[page.id] ? now(phoneFirst[page.id]) : undefined;
      return value === undefined || value === null
        ? '—'
        : `${format(then(page.before))} → ${format(value)}`;
    }),
  ];
  const k = (value) => value.toFixed(1);
  const { width, height } = PHONE_FIRST.viewport;
  const { rttMs, downKbps } = PHONE_FIRST.network;
  return [
    `phone first (issue 25): ${width}×${height}, ${rttMs} ms round trips, ${downKbps} kbit/s down, CPU ÷${PHONE_FIRST.cpuSlowdown}; cells: main before the issue → now`,
    row(
      'first-load JS KiB',
      (now) => now.jsGzip / 1024,
      (before) => before.jsKiB,
      k,
    ),
    row(
      'HTML KiB',
      (now) => now.htmlGzip / 1024,
      (before) => before.htmlKiB,
      k,
    ),
    row(
      'h1 bottom px',
      (now) => now.h1Bottom,
      (before) => before.h1Bottom,
    ),
    row(
      'content top px',
      (now) => now.contentTop,
      (before) => before.contentTop,
    ),
    row(
      'FCP ms',
      (now) => now.fcpMs,
      (before) => before.fcpMs,
    ),
    row(
      'LCP ms',
      (now) => now.lcpMs,
      (before) => before.lcpMs,
    ),
    row(
      'CLS',
      (now) => now.cls,
      (before) => before.cls,
    ),
    row(
      'axe violations',
      (now) => now.axe.length,
      (before) => before.axe,
    ),
  ];
}

function render(lines, columns = COLUMNS) {
  const cells = lines.filter((line) => Array.isArray(line));
  const widths = cells[0].map((_, index) =>
    Math.max(
      ...cells.map((line) => line[index].length),
      index ? columns[index - 1].label.length : 0,
    ),
  );
  const format = (line) =>
    line
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[index])))
      .join('  ');
  const header = format(['', ...columns.map((column) => column.label)]);
  const rule = '─'.repeat(header.length);
  const out = [header, rule];
  for (const line of lines) out.push(Array.isArray(line) ? format(line) : `${line}`);
  out.push(rule);
  return out.join('\n');
}

/** Details that explain failures: repeated calls, warm calls, fetches, failing Lighthouse audits. */
function notes(results) {
  const { load, cold, clientFetch, lighthouse, cacheControl } = results;
  const out = [];
  for (const page of PAGES) {
    const duplicates = Object.entries(cold[page.id]?.duplicates ?? {});
    if (duplicates.length)
      out.push(
        `cold ${page.label}: called more than once: ${duplicates.map(([call, n]) => `${call} ×${n}`).join(', ')}`,
      );
  }
  for (const target of TARGETS) {
    for (const connections of CONNECTIONS) {
      const run = load[target.id]?.[connections];
      if (run?.upstreamCalls)
        out.push(
          `warm ${target.label} × ${connections}: ${Object.entries(run.upstreamByCall)
            .map(([call, n]) => `${call} ×${n}`)
            .join(', ')}`,
        );
    }
  }
  for (const page of PAGES) {
    const fetches = clientFetch[page.id];
    if (fetches?.dataRequests.length)
      out.push(`browser data requests on ${page.label}: ${fetches.dataRequests.join(', ')}`);
    if (fetches?.rsc.length)
      out.push(
        `${page.label}: ${fetches.rsc.length} RSC prefetch request(s), e.g. ${fetches.rsc[0]}`,
      );
  }
  for (const page of [...PAGES, EMPTY_PAGE]) {
    const report = lighthouse[page.id];
    if (!report) continue;
    // The empty page has no title or description: its own SEO/a11y findings are beside the point.
    const failing = Object.entries(report.failing).filter(
      ([category, audits]) =>
        Object.keys(audits).length && (page !== EMPTY_PAGE || category === 'performance'),
    );
    const describe = (audits) =>
      Object.entries(audits)
        .map(([audit, values]) => `${audit} (${values.join(', ')})`)
        .join(', ');
    if (failing.length)
      out.push(
        `lighthouse ${page.label}, audits that lost points: ${failing.map(([category, audits]) => `${category}: ${describe(audits)}`).join('; ')}`,
      );
    if (report.lcpElement)
      out.push(
        `lighthouse ${page.label}: LCP element ${report.lcpElement.selector} ${JSON.stringify(report.lcpPhases)}`,
      );
  }
  if (results.urdu) {
    const describe = (audits) =>
      Object.entries(audits)
        .map(([audit, values]) => `${audit} (${values.join(', ')})`)
        .join(', ');
    for (const pair of urduPairs(results)) {
      const english = {
        label: pair.english.path,
        side: pair.en,
        lighthouseNoted: PAGES.includes(pair.english),
      };
      for (const { label, side, lighthouseNoted } of [
        english,
        { label: pair.page.label, side: pair.ur },
      ]) {
        const report = lighthouseNoted ? null : side.lighthouse;
        const failing = Object.entries(report?.failing ?? {}).filter(
          ([, audits]) => Object.keys(audits).length,
        );
        if (failing.length)
          out.push(
            `lighthouse ${label}, audits that lost points: ${failing.map(([category, audits]) => `${category}: ${describe(audits)}`).join('; ')}`,
          );
        if (report?.lcpElement)
          out.push(
            `lighthouse ${label}: LCP element ${report.lcpElement.selector} ${JSON.stringify(report.lcpPhases)}`,
          );
        if (side.fonts?.requests)
          out.push(
            `font files on ${label}: ${side.fonts.list.map((font) => `${font.url} (${font.bytes} bytes)`).join(', ')}`,
          );
      }
      const dataRequests = results.urdu.clientFetch[pair.page.id]?.dataRequests ?? [];
      if (dataRequests.length)
        out.push(`browser data requests on ${pair.page.label}: ${dataRequests.join(', ')}`);
    }
  }
  const values = [...new Set(PAGES.map((page) => cacheControl[page.id]?.cacheControl))];
  out.push(`Cache-Control: ${values.join(' | ')}`);
  return out;
}

/** The whole printed report. */
/** The offline rows (issue 18, offline.mjs): install cost, and repeat views at 2 s of latency. */
function offlineLines(offline) {
  const k = (bytes) => (bytes / 1024).toFixed(1);
  const s = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : 'n/a');
  const out = [];
  out.push(
    `service worker install (gzip -${GZIP_LEVEL}): /sw.js ${k(offline.worker.gzip)} KiB (${k(offline.worker.bytes)} raw) + precache ` +
      `${offline.precache.map((entry) => `${entry.url} ${k(entry.gzip)}`).join(', ')} = ${k(offline.installGzip)} KiB`,
  );
  out.push(
    `repeat view of a visited page, every request ${OFFLINE.latencyMs} ms late (median of ${OFFLINE.runs}): LCP s with / without the worker`,
  );
  for (const target of OFFLINE.pages) {
    const row = offline.repeat[target.id];
    const ratio = row.withWorker.lcpMs / row.withoutWorker.lcpMs;
    out.push(
      `  ${target.label.padEnd(20)} ${s(row.withWorker.lcpMs)} / ${s(row.withoutWorker.lcpMs)}  (${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}×)` +
        `${row.withWorker.savedCopies ? `  ${row.withWorker.savedCopies} saved copies shown` : ''}`,
    );
  }
  return out;
}

export function formatReport(results, options) {
  const lines = [];
  lines.push(`KUST site benchmark  ${results.startedAt}  (${results.environment.summary})`);
  lines.push(
    `load requests send ${JSON.stringify(LOAD_HEADERS)}; yardstick = static ${YARDSTICK.path}; gzip = zlib level ${GZIP_LEVEL}; nomodule scripts not counted`,
  );
  const { loadAverage, cpus } = results.environment;
  const busy = Math.max(...Object.values(loadAverage ?? {}).map((sample) => sample[0]));
  lines.push(
    `machine load average (1 min) at start / before load / before lighthouse / end: ${Object.values(
      loadAverage ?? {},
    )
      .map((sample) => sample[0].toFixed(1))
      .join(' / ')} on ${cpus} cores`,
  );
  if (busy > cpus * 0.75)
    lines.push(
      'WARNING: other processes kept the CPUs busy during the run; load and Lighthouse figures are pessimistic',
    );
  lines.push('');
  lines.push(render(rows(results, options)));
  if (results.urdu) {
    const urdu = urduRows(results, options);
    lines.push('');
    lines.push(render(urdu.lines, urdu.columns));
  }
  if (results.phoneFirst) {
    lines.push('');
    lines.push(render(phoneFirstRows(results.phoneFirst), PHONE_FIRST.pages));
  }
  if (results.phoneTable) {
    lines.push('');
    lines.push(...phoneTableLines(results.phoneTable));
  }
  if (results.previewImages) {
    const { images, makeMedianMs, servedMedianMs } = results.previewImages;
    lines.push('');
    lines.push(
      `preview images (issue 26): made ${makeMedianMs} ms, served again ${servedMedianMs} ms (medians); ${images.map((image) => `${image.path} ${image.makeMs}/${image.servedMs} ms ${(image.bytes / 1024).toFixed(1)} KiB`).join('; ')}`,
    );
  }
  if (results.offline) {
    lines.push('');
    lines.push(...offlineLines(results.offline));
  }
  if (results.operations) {
    const { metricsNsPerRequest, vitals } = results.operations;
    lines.push('');
    lines.push(
      `operations: counting a request for /metrics ${metricsNsPerRequest ?? '?'} ns; vitals chunks (gzip -${GZIP_LEVEL}) ${Object.entries(
        vitals,
      )
        .map(([kind, chunk]) => `${kind} ${chunk.gzip} B`)
        .join(', ')}`,
    );
  }
  if (results.searchSpeed) {
    const { now, before, documents, queries } = results.searchSpeed;
    const row = (name, speed) =>
      `${name}: build ${speed.buildMedianMs} ms, query p50 ${speed.queryP50Ms} / p95 ${speed.queryP95Ms} / max ${speed.queryMaxMs} ms`;
    lines.push('');
    lines.push(
      `search speed (issue 27, ${documents} documents, ${queries} uncached queries): ${[row('now', now), ...(before ? [row('before', before)] : [])].join('; ')}`,
    );
  }
  if (results.flood) {
    const { flood } = results;
    const mib = (bytes) => (bytes / 1048576).toFixed(1);
    lines.push(
      `flood: ${flood.requests.toLocaleString('en-US')} unknown ids × ${FLOOD.connections} connections, backend ${FLOOD.backendDelayMs} ms a call: ` +
        `${Math.round(flood.seconds)} s, ${flood.serverErrors} 5xx, ${Math.round(flood.noindexShare * 100)}% noindex; ` +
        `${flood.upstreamCalls.toLocaleString('en-US')} upstream calls, at most ${flood.inFlightPeak} in flight; ` +
        `build folder +${mib(flood.distGrowthBytes)} MB; memory ${mib(flood.rssBeforeBytes)} → ${mib(flood.rssPeakBytes)} MB; ` +
        `real pages p95 ${Math.round(flood.realP95Ms.before)} / ${Math.round(flood.realP95Ms.during)} / ${Math.round(flood.realP95Ms.after)} ms before / during / after`,
    );
  }
  if (results.search) {
    const runs = SEARCH.targets.map(
      (target) =>
        `${target.label} ${CONNECTIONS.map((connections) => {
          const run = results.search.load[target.id]?.[connections];
          return run
            ? `×${connections} ${Math.round(run.rps)} req/s p99 ${run.latencyMs.p99} ms`
            : `×${connections} n/a`;
        }).join(', ')}`,
    );
    const js = SEARCH.pages.map(
      (entry) =>
        `${entry.label} ${(results.search.weights[entry.id]?.jsGzip / 1024).toFixed(1)} KiB`,
    );
    lines.push(`search: ${runs.join('; ')}; first-load JS gzip ${js.join(', ')}`);
  }
  lines.push('');
  lines.push('budgets');
  const width = Math.max(...results.budgets.map((budget) => budget.name.length));
  for (const budget of results.budgets)
    lines.push(
      `  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name.padEnd(width)}  ${budget.detail}`,
    );
  const failed = results.budgets.filter((budget) => !budget.pass).length;
  lines.push(`  ${results.budgets.length - failed} passed, ${failed} failed`);
  const details = notes(results);
  if (details.length) {
    lines.push('');
    lines.push('notes');
    for (const note of details) lines.push(`  ${note}`);
  }
  return lines.join('\n');
}
