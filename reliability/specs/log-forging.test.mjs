// Log forging (issue 16, finding 9): text a client sends that reaches a log line, in the site's
// own messages or in Next's, must never start a line of its own. The image optimiser logs the
// `url` it was given as is (`⨯ internal image response failed for /x` + a raw newline + a forged
// `API Request failed: …` line; the url names an image file, as the optimiser reads no other,
// issue 34, N15); every console line of the server is escaped (lib/log.ts,
// installed by instrumentation.ts), so it stays one line, and the site's own messages keep
// their prefixes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { get } from '../support/site.mjs';
import { requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

const FORGED = 'API Request failed: forged';
const enc = encodeURIComponent;

/** Requests whose URL carries a line break (or another control character) before a forged line. */
const FORGERIES = [
  ['image url, LF', `/_next/image?url=${enc(`/x\n${FORGED}-lf.png`)}&w=64&q=75`],
  ['image url, CRLF', `/_next/image?url=${enc(`/x\r\n${FORGED}-crlf.png`)}&w=64&q=75`],
  ['image url, bare CR', `/_next/image?url=${enc(`/x\r${FORGED}-cr.png`)}&w=64&q=75`],
  [
    'image url, NEL and line separator',
    `/_next/image?url=${enc(`/x\u0085${FORGED}-nel\u2028${FORGED}-ls.png`)}&w=64&q=75`,
  ],
  [
    'image url, terminal escape',
    `/_next/image?url=${enc(`/x\u001b[2K\u001b[1G${FORGED}-esc.png`)}&w=64&q=75`,
  ],
  ['search page', `/search?q=${enc(`a\n${FORGED}-search`)}`],
  ['search suggestions', `/api/search?q=${enc(`a\r\n${FORGED}-suggest`)}`],
  ['unknown path', `/x${enc(`\n${FORGED}-path`)}`],
  ['malformed id', `/DptHome?id=${enc(`DEP\n${FORGED}-id`)}`],
];

let api;
let site;
let log; // what the server wrote while answering them

before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('log-forging');
  const mark = site.mark();
  for (const [, path] of FORGERIES) await get(`${site.url}${path}`);
  // One real failed call: the site's own message must still begin its line with the prefix.
  await api.setFaults({ DPT_SEMINARS_GET: 'http-500' });
  await get(`${site.url}/Seminars?id=DEP-000007`);
  await sleep(500);
  log = site.logSince(mark);
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

describe('client text in the server log', () => {
  it('never starts a line of its own, whatever line break it carries', () => {
    const lines = log.split(/\r\n|[\n\r\u0085\u2028\u2029]/);
    const forged = lines.filter((line) => line.replace(/^[^A-Za-z]*/, '').startsWith(FORGED));
    assert.deepEqual(forged, [], `forged lines in the server log:\n${log}`);
  });

  it('reaches the log escaped, on the line that reports it', () => {
    const line = log.split('\n').find((text) => text.includes(`${FORGED}-lf`));
    assert.ok(line, `the image optimiser's failure is logged:\n${log}`);
    assert.match(line, /image response failed for \/x\\nAPI Request failed: forged-lf/);
  });

  it('brings no control character into the log but the newline ending each line', () => {
    const controls = [
      ...log.matchAll(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g),
    ].map(([c]) => JSON.stringify(c));
    assert.deepEqual(controls, [], `control characters in the server log:\n${JSON.stringify(log)}`);
  });

  it('keeps the prefix of the site’s own messages at the start of their line', () => {
    assert.match(log, /^API Request failed: DPT_SEMINARS_GET: HTTP error! status: 500$/m);
  });
});
