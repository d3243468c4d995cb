// The site under a failing backend (docs/behaviour.md, Fallbacks; docs/reliability.md): every
// route answers 200 with the layout and the spec's fallbacks, never waits for more than one
// timeout, keeps serving the last good content, recovers within a revalidate window, and spares
// a failing backend.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEMO_KEY,
  RETRY_AFTER_SECONDS,
  ROUTE_URLS,
  SITEMAP_ROUTES,
  SUITE,
} from '../support/config.mjs';
import { callDemo } from '../support/demo-backend.mjs';
import { crashSigns, missingLayout, visibleText } from '../support/html.mjs';
import { get, renderErrors } from '../support/site.mjs';
import {
  forceRender,
  PAGE_BUDGET_MS,
  requireBuild,
  SITE_URL,
  startBackend,
  startFreshSite,
} from '../support/suite.mjs';

/** What each fault of scripts/demo-api-faults.ts (and a stopped backend) does, for test names. */
const FAULT_NAMES = {
  'http-500': 'answers HTTP 500',
  'http-503': 'answers HTTP 503',
  reset: 'drops every connection',
  hang: 'never answers',
  'invalid-json': 'sends invalid JSON',
  object: 'sends an object instead of a list of rows',
  refused: 'is stopped (connection refused)',
  'empty-list': 'sends no rows',
  'null-fields': 'sends rows whose fields are all null',
  'numbers-as-strings': 'sends numbers as strings',
  'long-text': 'sends 20,000-character texts',
};
/**
 * Faults after which no call succeeds: the pages show the spec's fallbacks. With 'empty-list'
 * the calls succeed with no rows (fallbacks too); the other faults change the replies, and the
 * pages must still render.
 */
const FAILING = ['http-500', 'http-503', 'reset', 'hang', 'invalid-json', 'object', 'refused'];

/** The footer's contact card when CONTACT_GET gives nothing (docs/behaviour.md, Fallbacks). */
const CONTACT_PLACEHOLDER = 'Loading contact information...';

/** The fallback texts of each route when its calls fail (docs/behaviour.md, Fallbacks). */
const OUTAGE_FALLBACKS = {
  '/': ['Loading...', 'Please wait, loading description...'],
  '/AboutUs': [CONTACT_PLACEHOLDER],
  '/ContactUs': [CONTACT_PLACEHOLDER],
  '/FacHome?id=FAC-000001': ['About is not available at the moment.'],
  '/DeanMessage?id=FAC-000001': ['Dean Name', 'Dean Message is not available at the moment.'],
  '/DptHome?id=DEP-000002': [
    'About is not available at the moment.',
    'No programs found for this department.',
  ],
  '/AdmHome?id=DEP-000026': ['About is not available at the moment.'],
  '/ProHome?id=PGM-000004': ['About is not available at the moment.'],
  '/ChairmanMessage?id=DEP-000002': [
    'Chairman Name',
    'Chairman Message is not available at the moment.',
  ],
  '/DirectorMessage?id=DEP-000002': [
    'Director Name',
    'Director Message is not available at the moment.',
  ],
  '/MissionVision?id=DEP-000002': [
    'Vision is not available at the moment.',
    'Mission is not available at the moment.',
  ],
  '/Faculty?id=DEP-000002': ['No faculty data available.'],
};
/** When the calls succeed with no rows, the home and about pages show their empty texts instead. */
const EMPTY_FALLBACKS = {
  ...OUTAGE_FALLBACKS,
  '/': ['No description available.'],
  '/AboutUs': [
    'No description available.',
    'Vision is not available at the moment.',
    'Mission is not available at the moment.',
  ],
};

/** Demo content that only a good reply can have put on each route (lib/demo-api/data). */
const DEPARTMENT = 'Department of Electrical Engineering';
const LAYOUT_CONTENT = 'Faculty of Engineering'; // the Academics menu and footer, from FACULTY_GET
const ROUTE_CONTENT = {
  '/': ['Prof. Dr. Nazir Ahmed Talpur'],
  '/AboutUs': ['Prof. Dr. Nazir Ahmed Talpur'],
  '/FacHome?id=FAC-000001': ['The Faculty of Engineering is the oldest and largest faculty'],
  '/DeanMessage?id=FAC-000001': ['Prof. Dr. Ghulam Mustafa Kalhoro'],
  '/AdmHome?id=DEP-000026': ['Quality Enhancement Cell (QEC)'],
  '/ProHome?id=PGM-000004': ['BE Electrical Engineering'],
  '/sitemap.xml': ['/DptHome?id=DEP-000002', '/ProHome?id=PGM-000004'],
};
for (const url of ROUTE_URLS) {
  if (/\?id=DEP-000002$/.test(url)) ROUTE_CONTENT[url] = [DEPARTMENT];
}

let api; // the demo backend; replaced when a test stops it and starts it again
before(async () => {
  requireBuild();
  api = await startBackend();
  // A member of the department's faculty other than its chairman, as the backend lists them.
  const members = await callDemo(api.url, 'DPT_EMP_GET', { ID: 'DEP-000002', CatID: '1' });
  ROUTE_CONTENT['/Faculty?id=DEP-000002'] = [DEPARTMENT, members[1].FirstName];
});
after(async () => {
  await api?.stop();
});

/** Switches `fault` on for every function (or stops the backend for 'refused'). */
async function breakBackend(fault) {
  if (fault === 'refused') await api.stop();
  else await api.setFaults({ '*': fault });
}

async function repairBackend(fault) {
  if (fault === 'refused') api = await startBackend();
  else await api.reset();
}

/** Starts the backend again if a test stopped it and failed before restarting it; clears faults. */
async function backendUpAndClear() {
  if (!(await api.calls().catch(() => null))) api = await startBackend();
  await api.reset();
}

async function fetchPage(site, path, { force = false } = {}) {
  try {
    return await get(site.url + path, { headers: force ? forceRender() : {} });
  } catch (error) {
    return {
      status: `no answer (${error.message})`,
      headers: new Headers(),
      body: '',
      ms: Infinity,
    };
  }
}

/** What is wrong with a route's answer: status, time, layout, crash signs, missing texts. */
function problemsOf(path, page, { texts = [], budgetMs = PAGE_BUDGET_MS } = {}) {
  const problems = [];
  if (page.status !== 200) problems.push(`status ${page.status}`);
  if (page.ms > budgetMs)
    problems.push(`answered after ${Math.round(page.ms)} ms (budget ${budgetMs} ms)`);
  if (path === '/sitemap.xml') {
    if (!page.body.includes('<urlset')) problems.push('not a sitemap');
    const missing = SITEMAP_ROUTES.filter(
      (route) => !page.body.includes(`<loc>${SITE_URL}${route}</loc>`),
    );
    if (missing.length > 0) problems.push(`pages without an id missing: ${missing.join(', ')}`);
  } else if (page.body) {
    const missing = missingLayout(page.body);
    if (missing.length > 0) problems.push(`layout without ${missing.join(', ')}`);
    const crashes = crashSigns(page.body);
    if (crashes.length > 0) problems.push(`crashed: ${crashes.join(', ')}`);
  }
  const text = path === '/sitemap.xml' ? page.body : visibleText(page.body);
  const absent = texts.filter((expected) => !text.includes(expected));
  if (absent.length > 0) problems.push(`without ${absent.map((t) => `'${t}'`).join(', ')}`);
  if (page.body.includes(DEMO_KEY)) problems.push('holds the backend key');
  return problems.map((problem) => `${path}: ${problem}`);
}

function fallbacksFor(fault, path) {
  if (path === '/sitemap.xml') return [];
  if (FAILING.includes(fault)) return [CONTACT_PLACEHOLDER, ...(OUTAGE_FALLBACKS[path] ?? [])];
  if (fault === 'empty-list') return [CONTACT_PLACEHOLDER, ...(EMPTY_FALLBACKS[path] ?? [])];
  return [];
}

function contentOf(path) {
  return path === '/sitemap.xml'
    ? ROUTE_CONTENT[path]
    : [LAYOUT_CONTENT, ...(ROUTE_CONTENT[path] ?? [])];
}

describe('cold cache: a fresh site process renders every route while the backend fails', () => {
  for (const fault of Object.keys(FAULT_NAMES)) {
    const withFallbacks = FAILING.includes(fault) || fault === 'empty-list';
    const expectation = withFallbacks
      ? "with the layout and the spec's fallback texts"
      : 'with the layout and no crash';
    it(`every route answers 200 ${expectation} within ${PAGE_BUDGET_MS} ms when the backend ${FAULT_NAMES[fault]}`, async () => {
      await breakBackend(fault);
      const site = await startFreshSite('faults');
      try {
        const problems = [];
        for (const path of ROUTE_URLS) {
          // Forced render: the page is built now, from the process's (empty) reply cache.
          const page = await fetchPage(site, path, { force: true });
          problems.push(...problemsOf(path, page, { texts: fallbacksFor(fault, path) }));
        }
        assert.deepEqual(problems, [], `with the backend ${FAULT_NAMES[fault]}`);
        if (FAILING.includes(fault))
          assert.match(site.log(), /API Request failed: [A-Z_]+: /, 'failed calls are logged');
        assert.deepEqual(renderErrors(site.log()), [], 'the server logged no render error');
      } finally {
        await site.stop();
        await repairBackend(fault);
      }
    });
  }
});

describe('warm cache: the last good content outlives a failing backend', () => {
  let site;
  before(async () => {
    await api.reset();
    site = await startFreshSite('faults');
  });
  after(async () => {
    await site?.stop();
    await backendUpAndClear();
  });

  /** Requests every route (forced or from the ISR cache) and collects what is not as expected. */
  async function checkAll({ force }) {
    const problems = [];
    for (const path of ROUTE_URLS) {
      const page = await fetchPage(site, path, { force });
      problems.push(...problemsOf(path, page, { texts: contentOf(path) }));
    }
    return problems;
  }

  it('with a good backend every route shows its demo content', async () => {
    assert.deepEqual(await checkAll({ force: true }), []);
    assert.deepEqual(await checkAll({ force: false }), []);
  });

  for (const fault of ['http-500', 'hang', 'refused']) {
    it(`while the backend ${FAULT_NAMES[fault]}, every route keeps its last good content across revalidate windows, also when re-rendered`, async () => {
      await breakBackend(fault);
      const rounds = [];
      rounds.push(await checkAll({ force: false }));
      for (let window = 1; window <= 2; window += 1) {
        await sleep((SUITE.revalidateSeconds + 1) * 1000);
        rounds.push(await checkAll({ force: false })); // stale pages: served, and regenerated behind
        await sleep(SUITE.timeoutMs + 500); // the regenerations have finished
        rounds.push(await checkAll({ force: false })); // the regenerated pages
      }
      rounds.push(await checkAll({ force: true })); // rendered now, from the stale replies
      assert.deepEqual(rounds.flat(), []);
      assert.deepEqual(renderErrors(site.log()), [], 'the server logged no render error');
    });
  }
});

describe('recovery: pages rendered with fallbacks show real content soon after the backend recovers', () => {
  const RECOVERY_PATHS = ['/', '/AboutUs', '/DptHome?id=DEP-000002', '/Faculty?id=DEP-000002'];
  // A page built from fallbacks is kept RETRY_AFTER_SECONDS, a failed call retried after as long.
  const boundSeconds = Math.max(SUITE.revalidateSeconds, RETRY_AFTER_SECONDS) + 3;

  for (const fault of ['http-500', 'hang', 'refused']) {
    it(`after the backend ${FAULT_NAMES[fault]} and recovers, every page shows real content within ${boundSeconds} s`, async (t) => {
      await breakBackend(fault);
      const site = await startFreshSite('faults');
      try {
        const before = [];
        for (const path of RECOVERY_PATHS) {
          const page = await fetchPage(site, path, { force: true });
          before.push(...problemsOf(path, page, { texts: fallbacksFor(fault, path) }));
          const leaked = contentOf(path).filter((text) => visibleText(page.body).includes(text));
          if (leaked.length > 0)
            before.push(`${path}: shows ${leaked.join(', ')} with the backend down`);
        }
        assert.deepEqual(before, [], 'the pages are built from fallbacks first');

        await repairBackend(fault);
        const recoveredAt = Date.now();
        const late = [];
        await Promise.all(
          RECOVERY_PATHS.map(async (path) => {
            let problems;
            do {
              await sleep(500);
              problems = problemsOf(path, await fetchPage(site, path), { texts: contentOf(path) });
            } while (problems.length > 0 && Date.now() - recoveredAt < boundSeconds * 1000);
            if (problems.length > 0) late.push(...problems);
            else
              t.diagnostic(
                `${path} shows real content ${((Date.now() - recoveredAt) / 1000).toFixed(1)} s after the backend recovered`,
              );
          }),
        );
        assert.deepEqual(late, [], `still not recovered ${boundSeconds} s after the backend`);
        assert.deepEqual(renderErrors(site.log()), [], 'the server logged no render error');
      } finally {
        await site.stop();
        await backendUpAndClear();
      }
    });
  }
});

describe('sparing the backend: a failing backend is not hammered, and every failure is logged once', () => {
  // With every call failing the circuit breaker soon stops nearly all calls; with a few functions
  // failing among working ones it stays closed, and only the per-call back-off spares them.
  const SOME_FAILING = ['CONTACT_GET', 'DPT_ABOUT_GET', 'HOME_NEWS_GET'];
  const scenarios = [
    { name: 'every call answers HTTP 500', faults: { '*': 'http-500' }, failing: null },
    { name: 'every call times out', faults: { '*': 'hang' }, failing: null },
    {
      name: `${SOME_FAILING.join(', ')} answer HTTP 500 and the other functions work`,
      faults: Object.fromEntries(SOME_FAILING.map((fn) => [fn, 'http-500'])),
      failing: SOME_FAILING,
    },
  ];

  /**
   * A fresh site walks the backend for its search index as it starts. A call of that walk made
   * before the faults were set succeeds (no log line) but was counted after the counts were
   * reset: the scenario starts once the walk is over.
   */
  async function indexWalked(site) {
    const deadline = Date.now() + 30_000;
    while (!/Search index (built|incomplete|refresh failed)/.test(site.log())) {
      if (Date.now() > deadline)
        throw new Error('the fresh site did not finish its first index walk within 30 s');
      await sleep(100);
    }
  }

  for (const { name, faults, failing } of scenarios) {
    it(`while ${name}, no failing (function, fields) is called more than once per ${RETRY_AFTER_SECONDS} s, each failed call gives one log line and the key never reaches the log`, async (t) => {
      const site = await startFreshSite('faults');
      try {
        await indexWalked(site);
        await api.reset();
        await api.setFaults(faults);
        const mark = site.mark();
        const startedAt = Date.now();
        // 200 forced renders over ~6 s, launched at a steady rate: several pages at once.
        const answers = await Promise.all(
          Array.from({ length: 200 }, async (_, index) => {
            await sleep(index * 30);
            return fetchPage(site, ROUTE_URLS[index % ROUTE_URLS.length], { force: true });
          }),
        );
        const seconds = (Date.now() - startedAt) / 1000;
        await sleep(1000); // the last log lines reach the pipe

        const statuses = answers.map((page) => page.status).filter((status) => status !== 200);
        assert.deepEqual(statuses, [], 'every request answers 200');

        const { byCall } = await api.calls();
        const isFailing = (fn) => !failing || failing.includes(fn);
        const failedCalls = Object.entries(byCall).filter(([call]) =>
          isFailing(call.split(' ')[0]),
        );
        const limit = Math.ceil(seconds / RETRY_AFTER_SECONDS) + 1;
        const most = Math.max(0, ...failedCalls.map(([, count]) => count));
        t.diagnostic(
          `${answers.length} requests in ${seconds.toFixed(1)} s: ${failedCalls.reduce((sum, [, n]) => sum + n, 0)} failed calls ` +
            `over ${failedCalls.length} (function, fields), at most ${most} each (limit ${limit})`,
        );
        assert.ok(failedCalls.length > 0, 'the traffic reached the failing functions');
        const hammered = failedCalls.filter(([, count]) => count > limit);
        assert.deepEqual(
          hammered,
          [],
          `at most ${limit} calls per failing (function, fields) in ${seconds.toFixed(1)} s`,
        );

        const callsPerFunction = {};
        for (const [call, count] of failedCalls) {
          const fn = call.split(' ')[0];
          callsPerFunction[fn] = (callsPerFunction[fn] ?? 0) + count;
        }
        const linesPerFunction = {};
        // Calls this instance shed itself, its upstream slots all taken by hanging calls
        // (APPAPI_MAX_CONCURRENCY), are logged as `not sent` and never reach the backend.
        for (const [, fn] of site
          .logSince(mark)
          .matchAll(/API Request failed: ([A-Za-z_]+): (?!not sent: )/g)) {
          linesPerFunction[fn] = (linesPerFunction[fn] ?? 0) + 1;
        }
        assert.deepEqual(
          linesPerFunction,
          callsPerFunction,
          'one `API Request failed: FN: …` line per failed call, none for the others',
        );
        if (!Object.values(faults).includes('hang')) {
          assert.doesNotMatch(
            site.logSince(mark),
            /: not sent: /,
            'calls shed although the backend answers at once',
          );
        }

        assert.ok(!site.log().includes(DEMO_KEY), 'the key appears in the site log');
        assert.ok(
          !site.log().includes(encodeURIComponent(DEMO_KEY)),
          'the encoded key appears in the site log',
        );
      } finally {
        await site.stop();
        await api.reset();
      }
    });
  }
});
