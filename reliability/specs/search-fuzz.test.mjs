// Generated queries against site search (docs/behaviour.md, /search and /api/search): /search?q= and /api/search?q=
// with markup, quotes, Urdu and Sindhi, emoji, bidi and combining marks, control characters,
// literal and invalid % sequences, very long queries and repeated parameters, raw and encoded.
// No 5xx; the query is echoed only as text, cut to 100 characters; /api/search always answers
// JSON with at most 8 suggestions; the server logs no error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { visibleText } from '../support/html.mjs';
import {
  eventHandlerTags,
  expectedQuery,
  HEADER_LIMIT,
  MARKUP,
  MAX_SUGGESTIONS,
  QUERY_MAX_LENGTH,
  rawGet,
  searchInputs,
} from '../support/search-inputs.mjs';
import { mapLimit, renderErrors } from '../support/site.mjs';
import { requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

const INPUTS = searchInputs({ seed: 20261123, count: 1000 });
const CONCURRENCY = 8;
const KINDS = new Set(['programme', 'department', 'faculty', 'person', 'page']);
/** Markup that must never come back as markup, whatever the query. */
const NEEDLES = [
  '<script>alert',
  '<img src=x',
  '<svg/onload',
  '<iframe src=javascript',
  '<body onload',
  'href="javascript:',
];

let api;
let site;
/** One entry per input: { input, page, json } (the answers of /search and /api/search). */
let results;
let seconds;

async function request(target) {
  try {
    return await rawGet(site.url, target, { timeoutMs: 20_000 });
  } catch (error) {
    return {
      status: `no answer (${error.message})`,
      headers: new Headers(),
      body: '',
      ms: Infinity,
    };
  }
}

before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('search-fuzz');
  await api.reset();
  // The first search builds the site index (a walk of the backend): not part of the timings.
  await request('/api/search?q=civil');
  const started = Date.now();
  results = await mapLimit(INPUTS, CONCURRENCY, async (input) => ({
    input,
    page: await request(`/search${input.search}`),
    json: await request(`/api/search${input.search}`),
  }));
  seconds = (Date.now() - started) / 1000;
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

const short = (text, length = 120) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);
const targetOf = (endpoint, { input }) => `${short(`${endpoint}${input.search}`)} [${input.kind}]`;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
/** Whether Node's HTTP server may refuse the request line before the app sees it. */
const mayBeRefused = ({ input }, endpoint) =>
  input.wire === 'bytes' || endpoint.length + input.search.length > HEADER_LIMIT - 1024;
const REFUSALS = [400, 414, 431];

/** The texts shown as the echoed query on a /search page (React escapes them; decoded here). */
function echoedQueries(html) {
  // (The <q> may carry more attributes: dir="auto", so that a query lays out in its own direction.)
  return [...html.matchAll(/<q class="search-page__query"[^>]*>([\s\S]*?)<\/q>/g)].map((match) =>
    visibleText(match[1]).trim(),
  );
}

describe(`${INPUTS.length} generated search queries (seeded), on /search and /api/search, ${CONCURRENCY} at a time`, () => {
  it('no query answers 5xx or leaves the request unanswered; each answers 200 unless Node refused a raw 8-bit or over-long request line', (t) => {
    const statuses = { '/search': {}, '/api/search': {} };
    const failures = [];
    for (const result of results) {
      for (const [endpoint, answer] of [
        ['/search', result.page],
        ['/api/search', result.json],
      ]) {
        statuses[endpoint][answer.status] = (statuses[endpoint][answer.status] ?? 0) + 1;
        const fine =
          answer.status === 200 ||
          (mayBeRefused(result, endpoint) && REFUSALS.includes(answer.status));
        if (!fine) failures.push(`${targetOf(endpoint, result)} → ${answer.status}`);
      }
    }
    const kinds = {};
    for (const { input } of results) kinds[input.kind] = (kinds[input.kind] ?? 0) + 1;
    const times = results.flatMap(({ page, json }) => [page.ms, json.ms]).filter(Number.isFinite);
    const slowest = [...results].sort(
      (a, b) => Math.max(b.page.ms, b.json.ms) - Math.max(a.page.ms, a.json.ms),
    )[0];
    t.diagnostic(`inputs: ${JSON.stringify(kinds)}`);
    t.diagnostic(`statuses: ${JSON.stringify(statuses)}`);
    t.diagnostic(
      `${results.length * 2} requests in ${seconds.toFixed(1)} s; ms p50 ${percentile(times, 0.5).toFixed(0)}, p95 ${percentile(times, 0.95).toFixed(0)}, max ${Math.max(...times).toFixed(0)} (${targetOf('', slowest)})`,
    );
    assert.deepEqual(failures, []);
  });

  it('/search shows the query only as text, exactly as read (first q, whitespace collapsed, cut to 100 characters)', () => {
    const failures = [];
    let echoed = 0;
    for (const result of results) {
      if (result.page.status !== 200) continue;
      const expected = expectedQuery(result.input.search);
      const shown = echoedQueries(result.page.body);
      if (expected === '') {
        if (shown.length > 0)
          failures.push(
            `${targetOf('/search', result)} shows ${short(shown[0])} for an empty query`,
          );
        continue;
      }
      echoed += 1;
      if (shown.length !== 1 || shown[0] !== expected.replace(/\s+/g, ' ')) {
        failures.push(
          `${targetOf('/search', result)} shows ${shown.map((text) => short(text)).join(' | ') || 'nothing'}, expected ${short(expected)}`,
        );
      }
      if (Array.from(shown[0] ?? '').length > QUERY_MAX_LENGTH)
        failures.push(
          `${targetOf('/search', result)} shows more than ${QUERY_MAX_LENGTH} characters`,
        );
    }
    assert.ok(echoed > INPUTS.length / 2, `most queries were echoed (${echoed})`);
    assert.deepEqual(failures, []);
  });

  it('injected markup never comes back as markup: not in the /search HTML, no event handler attribute, not in a header', () => {
    const failures = [];
    let withMarkup = 0;
    for (const result of results) {
      const query = expectedQuery(result.input.search);
      // (`<!--` aside: React writes comments of its own.)
      const injected = MARKUP.filter(
        (markup) => markup.startsWith('<') && markup !== '<!--' && query.includes(markup),
      );
      if (injected.length > 0) withMarkup += 1;
      for (const [endpoint, answer] of [
        ['/search', result.page],
        ['/api/search', result.json],
      ]) {
        const headers = [...answer.headers.entries()]
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        const inHeaders = [...injected, ...NEEDLES].filter((needle) => headers.includes(needle));
        if (inHeaders.length > 0)
          failures.push(
            `${targetOf(endpoint, result)} reflects ${inHeaders.join(', ')} in a header`,
          );
      }
      const html = result.page.body;
      const inBody = [...injected, ...NEEDLES].filter((needle) => html.includes(needle));
      if (inBody.length > 0)
        failures.push(
          `${targetOf('/search', result)} → ${result.page.status} reflects ${inBody.join(', ')}`,
        );
      const handlers = eventHandlerTags(html);
      if (handlers.length > 0)
        failures.push(`${targetOf('/search', result)} has ${handlers.join(', ')}`);
    }
    assert.ok(withMarkup >= 50, `queries carrying markup were read as such (${withMarkup})`);
    assert.deepEqual(failures, []);
  });

  it('/api/search always answers nosniff JSON: a query of at most 100 characters, the one read, and at most 8 well-formed suggestions', () => {
    const failures = [];
    for (const result of results) {
      const { json: answer, input } = result;
      if (answer.status !== 200) continue;
      const problems = [];
      if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? ''))
        problems.push(`content-type ${answer.headers.get('content-type')}`);
      if (answer.headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
      if (!/^public, max-age=\d+/.test(answer.headers.get('cache-control') ?? ''))
        problems.push(`cache-control ${answer.headers.get('cache-control')}`);
      let reply;
      try {
        reply = JSON.parse(answer.body);
      } catch (error) {
        problems.push(`not JSON (${error.message}): ${short(answer.body)}`);
      }
      if (reply) {
        if (typeof reply.query !== 'string') problems.push(`query is ${typeof reply.query}`);
        else {
          if (Array.from(reply.query).length > QUERY_MAX_LENGTH)
            problems.push(`query of ${Array.from(reply.query).length} characters`);
          if (reply.query !== expectedQuery(input.search))
            problems.push(
              `query ${short(reply.query)}, expected ${short(expectedQuery(input.search))}`,
            );
        }
        if (!Array.isArray(reply.results)) problems.push('results is not a list');
        else {
          if (reply.results.length > MAX_SUGGESTIONS)
            problems.push(`${reply.results.length} results`);
          for (const hit of reply.results) {
            const wellFormed =
              ['title', 'url', 'kind', 'context'].every((key) => typeof hit?.[key] === 'string') &&
              hit.url.startsWith('/') &&
              !hit.url.startsWith('//') &&
              KINDS.has(hit.kind);
            if (!wellFormed) problems.push(`result ${short(JSON.stringify(hit))}`);
          }
        }
      }
      if (problems.length > 0)
        failures.push(`${targetOf('/api/search', result)}: ${problems.join('; ')}`);
    }
    assert.deepEqual(failures, []);
  });

  it('the server logs no error while answering them (a failed backend call aside)', () => {
    assert.deepEqual(renderErrors(site.log()), []);
  });
});
