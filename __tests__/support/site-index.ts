import nock from 'nock';
import { clearAppApiCache } from '@/lib/appapi/client';
import { prepareSiteIndex, resetSiteIndex, siteIndex } from '@/lib/search/site-index';
import { stubBackend } from './appapi';

// A site index of a complete walk that lists the given ids, for tests of what the site does only
// for ids it can vouch for (preview images, issue 49, N21; refreshes, N24). Call it within
// withNockBackend, before the test's own stubBackend: the walk's stubs and replies are forgotten.

export type ListedIds = { faculties?: string[]; departments?: string[]; programmes?: string[] };

/** Resets the index, prepares it (as a server's start does) and builds it from a walk of `ids`. */
export async function indexListing({
  faculties = [],
  departments = [],
  programmes = [],
}: ListedIds) {
  resetSiteIndex();
  prepareSiteIndex();
  // Every department under the first faculty (a made-up one when none is given), every programme
  // under every department (the walk keeps each once).
  const facultyIds = faculties.length > 0 ? faculties : ['FAC-INDEXED'];
  stubBackend({
    FACULTY_GET: facultyIds.map((id) => ({ FACULTY_ID: id, FACULTY_NAME: id })),
    DPT_NAME_GET_ADMIN: [],
    FACULTY_GET_ALL: [],
    FACULTY_PROGRAMS_GET: ({ ID }: Record<string, string>) =>
      ID === facultyIds[0] ? departments.map((id) => ({ DPT_ID: id, DeptTitle: id })) : [],
    DPT_ABOUT_GET: [],
    DPT_EMP_GET: [],
    DEPARTMENT_PROGRAMS_GET: ({ DeptID }: Record<string, string>) =>
      programmes.map((id) => ({ PGM_ID: id, PGM_TITLE: id, DeptID })),
    PROGRAM_GET_ALL: [],
  });
  // "Search index built: …", unless the test silences it already (then it stays so).
  const info = jest.isMockFunction(console.info)
    ? null
    : jest.spyOn(console, 'info').mockImplementation(() => {});
  try {
    const index = await siteIndex();
    if (!index.complete) throw new Error('indexListing: the walk was incomplete');
    return index;
  } finally {
    info?.mockRestore();
    nock.cleanAll();
    clearAppApiCache();
  }
}

/** Waits until the index's refresh (a peek may have started one) has ended, without reading the index. */
export async function indexRefreshEnded() {
  const state = () =>
    (globalThis as Record<symbol, { refreshing: unknown } | undefined>)[
      Symbol.for('kust.site-index')
    ];
  for (let i = 0; i < 500 && state()?.refreshing; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Date.now moved `clock.offset` ms ahead of the real clock (0 at each test's start), the site
 * index reset and its "built" line silenced, for tests that carry the index past its window.
 */
export function withIndexClock(): { offset: number } {
  const clock = { offset: 0 };
  const realNow = Date.now;
  beforeEach(() => {
    resetSiteIndex();
    clock.offset = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clock.offset);
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return clock;
}
