// What counting a request for /metrics costs (issue 19): the route kind of its path and one
// histogram observation, as lib/ops/server-start.ts does at the end of every answer. Run by
// operations.mjs with tsx; prints "<ns> ns per request".
import { metrics } from '@/lib/ops/metrics.mjs';
import { routeKindOf } from '@/lib/ops/route-kind';

const { requests } = metrics();
const PATHS = [
  '/AboutUs',
  '/DptHome',
  '/ur/ProHome',
  '/_next/static/chunks/app.js',
  '/search',
  '/api/search',
  '/no/such/page',
  '/logo.svg',
];
const count = (n: number) => {
  for (let i = 0; i < n; i += 1) {
    requests.observe(
      { kind: routeKindOf(PATHS[i % PATHS.length] ?? '/'), status: i % 50 ? '200' : '404' },
      (i % 1000) / 1000,
    );
  }
};
count(100_000); // warm-up
const runs = 1_000_000;
const started = process.hrtime.bigint();
count(runs);
console.log(`${(Number(process.hrtime.bigint() - started) / runs).toFixed(0)} ns per request`);
