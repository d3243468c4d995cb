// npm run load (not part of CI): the production site under sustained load while a fifth of all
// backend calls fail. Its own build (.next-load) and ports (site 3600, backend 4610); the site
// runs with the default windows (5 s timeout, 300 s revalidate), as in production.
//
//   npm run load                         100 connections for 60 s
//   npm run load -- --duration 30 --connections 50 --warmup 10 --rebuild
//
// Pass criteria: no request error or timeout, no 5xx (and, since every URL is a real page, no
// other non-2xx), and the server's resident memory grows by at most 10% from the start of the
// run (after the warm-up) to its end. Exits non-zero when one fails.
//
// RSS is sampled every second (ps -o rss=): under this load it swings by about ±12% with the
// garbage collector's cycles, so one reading at each end could show or hide 10% by chance. The
// start and end figures are the medians of the first and of the last 10 samples of the run;
// the single readings are printed too.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfNeeded } from './support/build.mjs';
import { LOAD, PLAIN_ROUTES, ROUTE_URLS, siteEnv } from './support/config.mjs';
import { startDemoBackend } from './support/demo-backend.mjs';
import { assertPortFree } from './support/processes.mjs';
import { startSuiteSite } from './support/site.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
    'fail-rate': { type: 'string', default: '0.2' },
    rebuild: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const WARMUP_S = Number(options.warmup);
const FAIL_RATE = Number(options['fail-rate']);
const MAX_RSS_GROWTH_PERCENT = 10;

/** Every route type, on real demo ids only (a 404 would be a failure here). */
const PATHS = [
  ...new Set([
    ...ROUTE_URLS,
    ...PLAIN_ROUTES,
    '/DptHome?id=DEP-000005',
    '/Faculty?id=DEP-000009',
    '/AdmHome?id=DEP-000040',
    '/ProHome?id=PGM-000001',
    '/FacHome?id=FAC-000002',
  ]),
];

/** The `next-server` process under the `npx next start` group leader (its RSS is the site's). */
function serverPid(leaderPid) {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter(Boolean)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const descendants = new Set([leaderPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of table) {
      if (descendants.has(row.ppid) && !descendants.has(row.pid)) {
        descendants.add(row.pid);
        grew = true;
      }
    }
  }
  const server = table.find(
    (row) => descendants.has(row.pid) && row.args.startsWith('next-server'),
  );
  if (!server) throw new Error(`no next-server process under ${leaderPid}`);
  return server.pid;
}

function rssMb(pid) {
  return (
    Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) /
    1024
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Reads the RSS of `pid` every second until stop(); resolves to the readings in MB. */
function sampleRss(pid) {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), 1000);
  return { samples, stop: () => clearInterval(timer) };
}

const SAMPLES_PER_END = 10;

function cannon(url, seconds) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    // Each connection walks the list in turn, so every route type is under load all the time.
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
}

const env = siteEnv(LOAD);
await assertPortFree(LOAD.sitePort);
await assertPortFree(LOAD.apiPort);
await buildIfNeeded({ env, apiPort: LOAD.apiPort, force: options.rebuild });

const api = await startDemoBackend({ port: LOAD.apiPort });
const site = await startSuiteSite({ port: LOAD.sitePort, env });
let failed = true;
try {
  await api.setFaults({ failRate: FAIL_RATE });
  const pid = serverPid(site.pid);
  console.log(
    `load: ${PATHS.length} URLs, backend failing ${FAIL_RATE * 100}% of calls, next-server pid ${pid}`,
  );

  console.log(`load: warm-up, ${CONNECTIONS} connections for ${WARMUP_S} s`);
  await cannon(site.url, WARMUP_S);
  const rssAfterWarmup = rssMb(pid);

  console.log(`load: ${CONNECTIONS} connections for ${DURATION_S} s`);
  const rss = sampleRss(pid);
  const result = await cannon(site.url, DURATION_S);
  rss.stop();
  const rssAfterRun = rssMb(pid);
  const rssStart = median(rss.samples.slice(0, SAMPLES_PER_END));
  const rssEnd = median(rss.samples.slice(-SAMPLES_PER_END));
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  const calls = await api.calls();

  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const figures = [
    ['requests', result.requests.total],
    ['requests per second (average)', result.requests.average],
    ['errors', result.errors],
    ['timeouts', result.timeouts],
    ['non-2xx', result.non2xx],
    ['5xx', result['5xx']],
    ['status codes', statuses],
    ['latency p50 (ms)', result.latency.p50],
    ['latency p99 (ms)', result.latency.p99],
    ['latency max (ms)', result.latency.max],
    ['backend calls during warm-up and run', calls.total],
    ['server RSS after warm-up, one reading (MB)', rssAfterWarmup.toFixed(1)],
    ['server RSS after the run, one reading (MB)', rssAfterRun.toFixed(1)],
    [
      'server RSS during the run, min-max (MB)',
      `${Math.min(...rss.samples).toFixed(1)}-${Math.max(...rss.samples).toFixed(1)}`,
    ],
    [`server RSS at start, median of ${SAMPLES_PER_END} s (MB)`, rssStart.toFixed(1)],
    [`server RSS at end, median of ${SAMPLES_PER_END} s (MB)`, rssEnd.toFixed(1)],
    ['RSS growth, start to end (%)', growth.toFixed(1)],
  ];
  for (const [name, value] of figures) console.log(`  ${name.padEnd(46)} ${value}`);

  const failures = [
    result.errors > 0 && `${result.errors} request errors`,
    result.timeouts > 0 && `${result.timeouts} timeouts`,
    result['5xx'] > 0 && `${result['5xx']} responses with 5xx`,
    result.non2xx > 0 && `${result.non2xx} responses not 2xx`,
    growth > MAX_RSS_GROWTH_PERCENT &&
      `RSS grew ${growth.toFixed(1)}% (limit ${MAX_RSS_GROWTH_PERCENT}%)`,
  ].filter(Boolean);
  for (const failure of failures) console.error(`load: FAILED: ${failure}`);
  failed = failures.length > 0;
  if (!failed) console.log('load: passed');
} finally {
  await site.stop();
  await api.stop();
}
process.exit(failed ? 1 : 0);
