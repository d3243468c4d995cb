/** @jest-environment node */
import nock from 'nock';
import { RETRY_AFTER_MS } from '@/lib/appapi/client';
import { previewContent } from '@/lib/seo/preview-image/content';
import { parsePreviewSegments } from '@/lib/seo/preview-image/paths';
import { peekSiteIndex, prepareSiteIndex } from '@/lib/search/site-index';
import { bannerTitle, programme } from '../../../app/fixtures';
import { stubBackend, withNockBackend } from '../../../support/appapi';
import { indexListing, indexRefreshEnded, withIndexClock } from '../../../support/site-index';

// Which preview images ask the backend for a name (issue 49, N21): only those of an id that the
// site index, from a complete walk, lists. While the index is absent (after a restart) or
// incomplete (a start with the backend down), a made-up id cost an upstream call and a stored
// reply each (100 ids: 74 to 100 of each); now no id does, and the peek has the index rebuilt.

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE, APPAPI_REVALIDATE_SECONDS: '60' });

const clock = withIndexClock();

/** The preview content of a public image path (`en/DptHome/DEP-000001.png`). */
function preview(path: string) {
  const request = parsePreviewSegments(path.split('/'));
  if (!request) throw new Error(`not a preview path: ${path}`);
  return previewContent(request, SITE);
}

const NAMES = {
  DPT_FACULTY_NAME_GET: bannerTitle('Department of Civil Engineering'),
  PROGRAM_GET_ALL: [programme],
};
const madeUp = (count: number) =>
  Array.from({ length: count }, (_, i) => `DEP-${String(i).padStart(6, 'X')}`);
/** The name calls (what an image asks of the backend), as `FN id`. */
const nameCalls = (calls: ReturnType<typeof stubBackend>) =>
  calls
    .filter(({ fn }) => fn === 'DPT_FACULTY_NAME_GET' || fn === 'PROGRAM_GET_ALL')
    .map(({ fn, fields }) => `${fn} ${fields.ID ?? fields.PGM_ID}`);

describe('previewContent and the site index', () => {
  it('names the pages of the ids a complete index lists, and asks nothing for the others', async () => {
    await indexListing({
      faculties: ['FAC-000002'],
      departments: ['DEP-000001'],
      programmes: ['PGM-000011'],
    });
    const calls = stubBackend(NAMES);
    expect(await preview('en/DptHome/DEP-000001.png')).toMatchObject({
      kicker: 'Department',
      name: 'Department of Civil Engineering',
    });
    expect(await preview('en/ProHome/PGM-000011.png')).toMatchObject({ name: programme.PGM_TITLE });
    for (const id of madeUp(100)) expect(await preview(`en/DptHome/${id}.png`)).toBeNull();
    // An id of another kind is no page of this one.
    expect(await preview('en/FacHome/DEP-000001.png')).toBeNull();
    expect(nameCalls(calls)).toEqual([
      'DPT_FACULTY_NAME_GET DEP-000001',
      'PROGRAM_GET_ALL PGM-000011',
    ]);
  });

  it('asks the backend nothing while the index is absent or incomplete (the site’s image stands in), and the peek has it rebuilt', async () => {
    // A restart with the backend's lists failing: the names would answer.
    prepareSiteIndex();
    let calls = stubBackend(NAMES);
    for (const id of ['DEP-000001', ...madeUp(100)])
      expect(await preview(`en/DptHome/${id}.png`)).toBeNull();
    expect(await preview('en/ProHome/PGM-000011.png')).toBeNull();
    // The peeks started a walk (no search came): its lists failed, so the index is incomplete.
    await indexRefreshEnded();
    expect(peekSiteIndex()?.complete).toBe(false);
    for (const id of ['DEP-000001', ...madeUp(100)])
      expect(await preview(`en/DptHome/${id}.png`)).toBeNull();
    expect(nameCalls(calls)).toEqual([]);

    // The backend is back: after the back-off a preview's peek walks again, and the index vouches.
    nock.cleanAll();
    calls = stubBackend({
      ...NAMES,
      FACULTY_GET: [{ FACULTY_ID: 'FAC-000002', FACULTY_NAME: 'Faculty of Engineering' }],
      DPT_NAME_GET_ADMIN: [],
      FACULTY_GET_ALL: [],
      FACULTY_PROGRAMS_GET: [
        { DPT_ID: 'DEP-000001', DeptTitle: 'Department of Civil Engineering' },
      ],
      DPT_ABOUT_GET: [],
      DPT_EMP_GET: [],
      DEPARTMENT_PROGRAMS_GET: [],
    });
    clock.offset += RETRY_AFTER_MS;
    expect(await preview('en/DptHome/DEP-F3K9Q2ZL.png')).toBeNull();
    await indexRefreshEnded();
    expect(peekSiteIndex()?.complete).toBe(true);
    expect(await preview('en/DptHome/DEP-000001.png')).toMatchObject({
      name: 'Department of Civil Engineering',
    });
    expect(await preview('en/DptHome/DEP-F3K9Q2ZL.png')).toBeNull();
    expect(nameCalls(calls)).toEqual(['DPT_FACULTY_NAME_GET DEP-000001']);
  });
});
