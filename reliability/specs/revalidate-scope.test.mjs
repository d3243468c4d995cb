// An editor's refresh of one page refreshes that page's upstream replies, not every reply
// (issue 16, finding 12; lib/appapi/reply-scope.ts): through the real route, Next's
// revalidateTag and the cache handler's tag listeners, counted at the demo backend. Without
// this, one fixed typo made every instance ask the backend for everything again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { forceRender, requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';
import { get } from '../support/site.mjs';

const SECRET = 'reliability-editor-secret';
const PAGES = ['/DptHome?id=DEP-000002', '/DptHome?id=DEP-000003', '/AboutUs'];

let api;
let site;

before(async () => {
  requireBuild();
  api = await startBackend();
  // A window longer than the test: a reply asked again was asked because of the refresh.
  site = await startFreshSite('revalidate-scope', {
    REVALIDATE_SECRET: SECRET,
    APPAPI_REVALIDATE_SECONDS: '120',
  });
  // The first index walk (instrumentation.ts) asks for much of the site: let it finish first.
  const deadline = Date.now() + 30_000;
  while (!/Search index built/.test(site.log()) && Date.now() < deadline) await sleep(200);
  for (const path of PAGES)
    assert.equal((await get(`${site.url}${path}`, { headers: forceRender() })).status, 200);
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

async function revalidate(body) {
  const response = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.text());
}

/** The (function, fields) each page asks the backend for when all of them are rendered now. */
async function askedByRendering() {
  await api.reset();
  for (const path of PAGES)
    assert.equal((await get(`${site.url}${path}`, { headers: forceRender() })).status, 200);
  return Object.keys((await api.calls()).byCall);
}

describe('POST /api/revalidate and the upstream replies', () => {
  it('asks nothing again while no page is refreshed', async () => {
    assert.deepEqual(await askedByRendering(), []);
  });

  it('asks again for the refreshed department’s replies only, not another department’s or the site-wide ones', async () => {
    await revalidate({ paths: ['/Faculty?id=DEP-000002'] });
    const asked = await askedByRendering();
    assert.ok(asked.length > 0, 'the department’s replies are asked again');
    assert.deepEqual(
      asked.filter((call) => !/(ID|DeptID)=DEP-000002(&|$)/.test(call)),
      [],
      `asked: ${asked.join(', ')}`,
    );
  });

  it('asks again for the site-wide replies only after a page without id is refreshed', async () => {
    await revalidate({ paths: ['/ContactUs'] });
    const asked = await askedByRendering();
    assert.ok(
      asked.some((call) => call.startsWith('FACULTY_GET')),
      `the menus are asked again: ${asked.join(', ')}`,
    );
    assert.deepEqual(
      asked.filter((call) => /DEP-/.test(call)),
      [],
      `asked: ${asked.join(', ')}`,
    );
  });

  it('asks again for every reply after {"all": true}', async () => {
    await revalidate({ all: true });
    const asked = await askedByRendering();
    for (const id of ['DEP-000002', 'DEP-000003'])
      assert.ok(
        asked.some((call) => call.includes(id)),
        `${id}: ${asked.join(', ')}`,
      );
    assert.ok(
      asked.some((call) => call.startsWith('CONTACT_GET')),
      `site-wide: ${asked.join(', ')}`,
    );
  });
});
