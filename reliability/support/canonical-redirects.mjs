// What an old link in the wrong letter case must get, however the site was started (issue 34,
// N10; issue 36): one redirect whose Location is the canonical path and the request's own query, relative, so
// that the browser stays on the host it asked for. On an instance bound to 127.0.0.1 the
// middleware once built it on Next's `localhost` view of the router's URL, and every such link
// led to http://localhost:<instance port> (the edge stored it too).
import assert from 'node:assert/strict';
import { get } from './site.mjs';

/** Wrong-case paths as links and typing spell them, each with its exact canonical Location. */
export const WRONG_CASE_LINKS = [
  ['/aboutus', '/AboutUs'],
  ['/PROGRAMMEFINDER?level=bs&q=a%20b', '/ProgrammeFinder?level=bs&q=a%20b'],
  ['/UR/aboutus', '/ur/AboutUs'],
  ['/SD/AboutUs', '/sd/AboutUs'],
  ['/UR', '/ur'],
  ['/Sd', '/sd'],
  ['/ur/facHome?id=FAC-000001', '/ur/FacHome?id=FAC-000001'],
];

/**
 * A department's page in the wrong case, either twin: one 307 (temporary, as the twin's own) to
 * the page the backend names, in its language (issue 36: one hop, not the case's and the twin's).
 * DEP-000001 is an academic department (/DptHome), DEP-000025 an office (/AdmHome).
 */
export const WRONG_CASE_DEPARTMENT_LINKS = [
  ['/dpthome?id=DEP-000001', '/DptHome?id=DEP-000001'],
  ['/dpthome?id=DEP-000025&utm=a%20b', '/AdmHome?id=DEP-000025&utm=a%20b'],
  ['/ur/admhome?id=DEP-000001', '/ur/DptHome?id=DEP-000001'],
  ['/SD/DPTHOME?id=DEP-000025', '/sd/AdmHome?id=DEP-000025'],
  ['/Ur/AdmHome?id=DEP-000025', '/ur/AdmHome?id=DEP-000025'],
];

/**
 * Asks `base` (an instance or the edge) for every wrong-case link, twice (the second may come from
 * the edge's cache), with a Host and X-Forwarded-Host a client chose: each must be one redirect
 * (308; 307 for a department's page) to its canonical path, relative.
 */
export async function assertCanonicalRedirects(base) {
  for (const [links, status] of [
    [WRONG_CASE_LINKS, 308],
    [WRONG_CASE_DEPARTMENT_LINKS, 307],
  ]) {
    for (const [path, canonical] of links) {
      for (const attempt of [1, 2]) {
        const answer = await get(`${base}${path}`, {
          headers: { 'X-Forwarded-Host': 'evil.example' },
          timeoutMs: 10_000,
        });
        assert.equal(answer.status, status, `${path} (${attempt}): ${answer.status}`);
        assert.equal(answer.headers.get('location'), canonical, `${path} (${attempt}): Location`);
      }
    }
  }
}
