// Where a slow phone's main thread goes (issue 35, item 1): each page opened at 375×667 on
// Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s down) with the CPU 4× and 6× slower,
// a DevTools trace recorded from the navigation until 3 s after `load`, and the renderer's main
// thread read from it:
//   - busy time by kind of work: script (evaluation, compilation, calls, microtasks, timers),
//     HTML parsing, style, layout, paint, other;
//   - before the first contentful paint, and after it (what delays the first input);
//   - long tasks (over 50 ms): how many, their blocking time (the part over 50 ms, as total
//     blocking time counts it), and the largest, each with what filled it (its chunk, for script).
//
//   node scripts/bench/phone-trace.mjs [site URL] [path …]   prints the breakdown of a running site
import { launchBrowser } from '../../e2e/support/browser.mjs';
import { onCleanup } from './cleanup.mjs';
import { SITE_URL } from './config.mjs';
import { throttledPhone } from './phone-first.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
const LONG_TASK_MS = 50;
const AFTER_LOAD_MS = 3000;

/** The kind of work a trace event on the main thread is. */
function kindOf(name) {
  if (
    /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|v8\.callFunction|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.run|V8\.GCScavenger|MajorGC|MinorGC|V8\.GC_.*|ScriptCompiled|CompileScript|CompileCode|CacheScript)$/.test(
      name,
    )
  )
    return 'script';
  if (/^(ParseHTML|ParseAuthorStyleSheet)$/.test(name)) return 'parse';
  if (
    /^(UpdateLayoutTree|RecalculateStyles|InvalidateLayout|ScheduleStyleRecalculation)$/.test(name)
  )
    return 'style';
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/.test(name))
    return 'layout';
  if (
    /^(Paint|PrePaint|Commit|CompositeLayers|Layerize|UpdateLayer|PaintImage|Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/.test(
      name,
    )
  )
    return 'paint';
  return 'other';
}

/** The main thread of the renderer that parsed the page at `url` (a browser has other renderers). */
function mainThreadEvents(events, url) {
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(url),
  );
  if (!parse) throw new Error(`no parsing of ${url} in the trace`);
  return events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
}

/** The breakdown of one trace (events of chrome://tracing's format) of the page at `url`, times in ms. */
export function breakdownOf(events, url) {
  const thread = mainThreadEvents(events, url);
  const pid = thread[0]?.pid;
  const start =
    events.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.pid === pid &&
        String(event.args?.data?.documentLoaderURL ?? url).startsWith(url),
    )?.ts ?? Math.min(...thread.map((event) => event.ts));
  const fcpEvent = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid,
  );
  const fcp = fcpEvent ? (fcpEvent.ts - start) / 1000 : null;
  const complete = thread
    .filter((event) => event.ph === 'X' && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = complete.filter(
    (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask',
  );
  const inside = (outer, event) =>
    event !== outer && event.ts >= outer.ts && event.ts + event.dur <= outer.ts + outer.dur;
  const busy = { before: {}, after: {} };
  const longTasks = [];
  let cursor = 0;
  for (const task of tasks) {
    const at = (task.ts - start) / 1000;
    if (at < 0) continue;
    // The task's own top-level events (each counted once, under its kind).
    while (cursor < complete.length && complete[cursor].ts < task.ts) cursor += 1;
    const children = [];
    for (let i = cursor; i < complete.length && complete[i].ts < task.ts + task.dur; i += 1) {
      const event = complete[i];
      if (!inside(task, event) || event.name === 'RunTask') continue;
      if (children.length > 0 && inside(children.at(-1), event)) continue;
      children.push(event);
    }
    const phase = fcp !== null && at < fcp ? 'before' : 'after';
    const byLabel = {};
    for (const child of children) {
      const kind = kindOf(child.name);
      busy[phase][kind] = (busy[phase][kind] ?? 0) + child.dur / 1000;
      const url = child.args?.data?.url ?? child.args?.data?.stackTrace?.[0]?.url ?? '';
      const chunk =
        String(url)
          .replace(/^https?:\/\/[^/]+/, '')
          .replace('/_next/static/chunks/', '') || child.name;
      const label = kind === 'script' ? `script ${chunk}` : kind === 'other' ? child.name : kind;
      byLabel[label] = (byLabel[label] ?? 0) + child.dur / 1000;
    }
    const ms = task.dur / 1000;
    if (ms > LONG_TASK_MS) {
      const filled = Object.entries(byLabel)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([label, value]) => `${label} ${Math.round(value)}`);
      longTasks.push({
        at: Math.round(at),
        ms: Math.round(ms),
        afterFcp: phase === 'after',
        filled,
      });
    }
  }
  const round = (object) =>
    Object.fromEntries(
      Object.entries(object)
        .map(([key, value]) => [key, Math.round(value)])
        .sort((a, b) => b[1] - a[1]),
    );
  const blocking = longTasks
    .filter((task) => task.afterFcp)
    .reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
  return {
    fcpMs: fcp === null ? null : Math.round(fcp),
    busyBeforeFcp: round(busy.before),
    busyAfterFcp: round(busy.after),
    longTasks: longTasks.length,
    blockingAfterFcpMs: Math.round(blocking),
    largest: longTasks.sort((a, b) => b.ms - a.ms).slice(0, 4),
  };
}

/** Records the trace of one page on a phone whose CPU is `slowdown` times slower. */
async function traceOnce(browser, url, slowdown) {
  const { context, page, cdp } = await throttledPhone(browser, url, slowdown);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: CATEGORIES.join(','),
    transferMode: 'ReportEvents',
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
  } finally {
    await cdp.send('Tracing.end');
    await done;
    await context.close();
  }
  return breakdownOf(events, url);
}

/** The breakdown of every path of `base`, at each slowdown: { path: { slowdown: breakdown } }. */
export async function tracePhone(base, paths, slowdowns = [4, 6]) {
  const browser = await launchBrowser();
  const stop = onCleanup('phone trace browser', () => browser.close());
  try {
    const result = {};
    for (const path of paths) {
      result[path] = {};
      for (const slowdown of slowdowns)
        result[path][slowdown] = await traceOnce(browser, `${base}${path}`, slowdown);
    }
    return result;
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = SITE_URL, ...paths] = process.argv.slice(2);
  const result = await tracePhone(
    base,
    paths.length > 0
      ? paths
      : ['/', '/DptHome?id=DEP-000001', '/Faculty?id=DEP-000001', '/Programs?id=DEP-000001'],
  );
  console.log(JSON.stringify(result, null, 2));
}
