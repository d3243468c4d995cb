/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from '@/app/api/revalidate/route';
import { callAppApi, clearAppApiCache } from '@/lib/appapi/client';
import { readRows } from '@/lib/appapi/parse';
import { REPLIES_TAG, scopeTag } from '@/lib/appapi/reply-scope';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { peekSiteIndex, prepareSiteIndex, resetSiteIndex } from '@/lib/search/site-index';
import { inEveryLanguage } from '../../support/languages';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { indexListing, indexRefreshEnded } from '../../support/site-index';

// Next's revalidatePath/revalidateTag need a running Next server; what reaches them is checked
// here, and that a page really changes on every instance by the stack suite (reliability/).
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const SECRET = 'editor-secret-1f9c';
const saved = { ...process.env };

function call(body: unknown, authorization?: string) {
  return POST(
    new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  process.env = {
    ...saved,
    REVALIDATE_SECRET: SECRET,
    SITE_URL: 'https://www.kust.example.edu.pk',
  };
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});
afterAll(() => {
  process.env = saved;
});

describe('POST /api/revalidate', () => {
  it('refreshes the named pages and their replies on every instance, answering with their public URLs', async () => {
    const response = await call(
      { paths: ['/DptHome?id=DEP-000025', '/', '/dpthome?id=DEP-000025'] },
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Each page in every language (English first), once each; a department's /DptHome with its
    // twin /AdmHome, which redirects by the same reply (issue 34, N14).
    const { revalidated } = await response.json();
    expect(revalidated.slice(0, 2)).toEqual([
      '/DptHome?id=DEP-000025',
      '/ur/DptHome?id=DEP-000025',
    ]);
    expect(revalidated).toEqual([
      ...inEveryLanguage('/DptHome?id=DEP-000025'),
      ...inEveryLanguage('/AdmHome?id=DEP-000025'),
      ...inEveryLanguage('/'),
    ]);
    expect(jest.mocked(revalidatePath).mock.calls).toEqual([
      ...['DptHome', 'AdmHome'].flatMap((route) =>
        LANGUAGE_CODES.flatMap((code) => [
          [`/${code}/department/DEP-000025/${route}`],
          [`/og/${code}/${route}/DEP-000025.png`],
        ]),
      ),
      ...LANGUAGE_CODES.flatMap((code) => [[`/${code}`], [`/og/${code}/home.png`]]),
    ]);
    // The replies' tags, which the cache handler sends to the other instances (Redis).
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      [scopeTag('id:DEP-000025'), { expire: 0 }],
      [scopeTag('site'), { expire: 0 }],
    ]);
  });

  it('refreshes every page and every reply with {"all": true}', async () => {
    const response = await call({ all: true }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['all'] });
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([[REPLIES_TAG, { expire: 0 }]]);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', 'Bearer editor-secret-1f9d'],
    ['a longer secret', `Bearer ${SECRET}x`],
    ['the secret without Bearer', SECRET],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 and changes nothing for %s', async (_, authorization) => {
    const response = await call({ paths: ['/AboutUs'] }, authorization);
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain(SECRET);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 404 when no secret is configured, whatever is sent', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = await call({ all: true }, `Bearer ${SECRET}`);
    expect(response.status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 400, naming them, when a path is not a public route, and refreshes nothing', async () => {
    const response = await call(
      { paths: ['/AboutUs', '/department/DEP-1/DptHome', '/nope'] },
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      invalid: ['/department/DEP-1/DptHome', '/nope'],
    });
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['a body that is not JSON', 'paths=/AboutUs'],
    ['an empty list', { paths: [] }],
    ['neither paths nor all', { pages: ['/AboutUs'] }],
    ['all that is not true', { all: 'yes' }],
    ['a list as the body', ['/AboutUs']],
  ])('answers 400 to %s', async (_, body) => {
    const response = await call(body, `Bearer ${SECRET}`);
    expect(response.status).toBe(400);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

describe('POST /api/revalidate and the upstream replies', () => {
  // nock answers at once; a busy machine (the full suite on two workers) took more than the
  // default test timeout of 500 ms over the renders of three languages, and the calls timed out.
  withNockBackend({ APPAPI_TIMEOUT_MS: '5000' });
  const rows = (reply: unknown) => readRows<Record<string, unknown>>(reply);
  let calls: ReturnType<typeof stubBackend>;

  /** What the two department pages and the layout ask the backend (lib/appapi getters' calls). */
  const render = () =>
    Promise.all([
      callAppApi('FACULTY_GET', {}, rows),
      callAppApi('CONTACT_GET', {}, rows),
      ...['DEP-000025', 'DEP-000026'].flatMap((ID) => [
        callAppApi('DPT_NAME_GET', { ID }, rows),
        callAppApi('DPT_ABOUT_GET', { ID }, rows),
        callAppApi('DEPARTMENT_PROGRAMS_GET', { DeptID: ID }, rows),
        callAppApi('DPT_EMP_GET', { ID, CatID: '1' }, rows),
      ]),
    ]);
  /** The upstream calls a render makes now, as "FN id". */
  const asked = async () => {
    calls.length = 0;
    await render();
    return calls.map(({ fn, fields }) => `${fn} ${fields.ID ?? fields.DeptID ?? ''}`.trim()).sort();
  };
  const DEP_25 = [
    'DEPARTMENT_PROGRAMS_GET DEP-000025',
    'DPT_ABOUT_GET DEP-000025',
    'DPT_EMP_GET DEP-000025',
    'DPT_NAME_GET DEP-000025',
  ];

  beforeEach(async () => {
    Object.assign(process.env, {
      REVALIDATE_SECRET: SECRET,
      SITE_URL: 'https://www.kust.example.edu.pk',
    });
    calls = stubBackend({
      FACULTY_GET: [],
      CONTACT_GET: [],
      DPT_NAME_GET: [],
      DPT_ABOUT_GET: [],
      DEPARTMENT_PROGRAMS_GET: [],
      DPT_EMP_GET: [],
    });
    await render();
    expect(await asked()).toEqual([]);
  });

  it('refetches the replies of the refreshed id only, not another department’s or the site-wide ones', async () => {
    expect((await call({ paths: ['/DptHome?id=DEP-000025'] }, `Bearer ${SECRET}`)).status).toBe(
      200,
    );
    expect(await asked()).toEqual(DEP_25);
  });

  it('refetches the site-wide replies only for a page without id', async () => {
    expect((await call({ paths: ['/AboutUs'] }, `Bearer ${SECRET}`)).status).toBe(200);
    expect(await asked()).toEqual(['CONTACT_GET', 'FACULTY_GET']);
  });

  it('refetches every reply for {"all": true}', async () => {
    expect((await call({ all: true }, `Bearer ${SECRET}`)).status).toBe(200);
    expect(await asked()).toHaveLength(10);
  });

  it('has another instance refetch the same replies when its tags reach it', async () => {
    await call({ paths: ['/Faculty?id=DEP-000025'] }, `Bearer ${SECRET}`);
    const tags = jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
    // Another instance: every reply in its cache, fetched before the tags arrive (Redis message).
    clearAppApiCache();
    await render();
    sharedState().notifyTags(tags);
    expect(await asked()).toEqual(DEP_25);
  });
});

// A signed refresh of 500 made-up ids grew Redis's tags hash from 15 to 6,515 fields, which every
// instance reads whole (issue 49, N24): ids that a complete site index does not list are refused,
// and named; with no complete index, every well-formed id is refreshed as before.
describe('POST /api/revalidate and the site index', () => {
  withNockBackend({ APPAPI_TIMEOUT_MS: '5000' });
  beforeEach(() => {
    Object.assign(process.env, {
      REVALIDATE_SECRET: SECRET,
      SITE_URL: 'https://www.kust.example.edu.pk',
    });
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(async () => {
    // A refresh the route's peek started ends before the next test (which resets the index).
    await indexRefreshEnded();
    resetSiteIndex();
    jest.restoreAllMocks();
  });
  const tags = () => jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
  const paths = () => jest.mocked(revalidatePath).mock.calls.map(([path]) => path);

  it('refuses the pages of ids a complete index does not list, naming them in `unknown`, and refreshes the others', async () => {
    await indexListing({
      faculties: ['FAC-000001'],
      departments: ['DEP-000025'],
      programmes: ['PGM-000001'],
    });
    const sent = [
      '/DptHome?id=DEP-000025',
      '/Faculty?id=DEP-MADEUP1',
      '/FacHome?id=FAC-000001',
      '/ProHome?id=PGM-000404',
      '/FacHome?id=DEP-000025',
      '/AboutUs',
    ];
    const response = await call({ paths: sent }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.revalidated).toEqual([
      ...inEveryLanguage('/DptHome?id=DEP-000025'),
      ...inEveryLanguage('/AdmHome?id=DEP-000025'),
      ...inEveryLanguage('/FacHome?id=FAC-000001'),
      ...inEveryLanguage('/AboutUs'),
    ]);
    // A department's id on a faculty's page is no page of the site either.
    expect(body.unknown).toEqual([
      '/Faculty?id=DEP-MADEUP1',
      '/ProHome?id=PGM-000404',
      '/FacHome?id=DEP-000025',
    ]);
    expect(body.note).toMatch(
      /^not refreshed: the site index \(walked \d{4}-.*\) lists no faculty, department or programme of these ids; one added to the backend since is listed after the index's next walk \(every 300 s\)$/,
    );
    expect(tags()).toEqual([
      scopeTag('id:DEP-000025'),
      scopeTag('id:FAC-000001'),
      scopeTag('site'),
    ]);
    expect(
      paths().filter((path) =>
        /MADEUP1|PGM-000404|FacHome\/DEP-000025|faculty\/DEP-000025/.test(path),
      ),
    ).toEqual([]);
  });

  it('refreshes nothing when every id is unknown, and says so (200, as for any public route): 500 made-up ids leave no tag', async () => {
    await indexListing({ departments: ['DEP-000025'] });
    const madeUp = Array.from(
      { length: 500 },
      (_, i) => `/Faculty?id=DEP-${String(i).padStart(6, 'X')}`,
    );
    const response = await call({ paths: madeUp }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.revalidated).toEqual([]);
    expect(body.unknown).toEqual(madeUp);
    expect(body.note).toMatch(/^not refreshed: the site index/);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refreshes every well-formed id while the index is absent or incomplete: an editor’s refresh is never lost to a cold index', async () => {
    resetSiteIndex();
    prepareSiteIndex();
    stubBackend({}); // the backend fails: the walk the route's peek starts is incomplete
    const sent = ['/Faculty?id=DEP-MADEUP1', '/DptHome?id=DEP-000025'];
    const absent = await call({ paths: sent }, `Bearer ${SECRET}`);
    expect(absent.status).toBe(200);
    expect(await absent.json()).toEqual({
      revalidated: [
        ...inEveryLanguage('/Faculty?id=DEP-MADEUP1'),
        ...inEveryLanguage('/DptHome?id=DEP-000025'),
        ...inEveryLanguage('/AdmHome?id=DEP-000025'),
      ],
    });
    await indexRefreshEnded();
    expect(peekSiteIndex()?.complete).toBe(false);
    jest.mocked(revalidateTag).mockClear();
    const incomplete = await call({ paths: sent }, `Bearer ${SECRET}`);
    expect(incomplete.status).toBe(200);
    expect((await incomplete.json()).unknown).toBeUndefined();
    expect(tags()).toEqual([scopeTag('id:DEP-MADEUP1'), scopeTag('id:DEP-000025')]);
  });
});
