/** @jest-environment node */
import nock from 'nock';
import AdmHomePage from '@/app/[lang]/department/[id]/AdmHome/page';
import DptHomePage from '@/app/[lang]/department/[id]/DptHome/page';
import { GET as wrongCaseRedirect } from '@/app/[lang]/department/[id]/wrong-case/[route]/route';
import { clearAppApiCache } from '@/lib/appapi/client';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps } from '../../support/render';
import { setPageLanguage } from '../../support/root-params';
import { DEPT_ID, bannerTitle } from '../fixtures';

withNockBackend();

// One URL per department (issue 26): an office's /DptHome and an academic department's /AdmHome
// answer 307 to its one page; only DPT_NAME_GET's IsAcademic '1' or '0' moves a page. Temporary,
// since the backend may turn a department into an office and back: a browser keeps a 308 for good
// (issue 34, N14).

const named = (isAcademic: unknown) => ({
  DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
  DPT_NAME_GET: [
    { TITLE: 'Computer Science', DeptTitle: 'Computer Science', IsAcademic: isAcademic },
  ],
});

/** The 307 target a page function throws (Next's redirect), or null when it renders. */
async function redirectOf(page: Promise<unknown>): Promise<string | null> {
  try {
    await page;
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    const [, , location, status] = digest.split(';');
    expect(status).toBe('307');
    return location ?? null;
  }
}

describe('one page per department', () => {
  it("sends an office's /DptHome to its /AdmHome, and an academic department's /AdmHome to its /DptHome, in the page's language", async () => {
    stubBackend(named('0'));
    expect(await redirectOf(DptHomePage(idProps(DEPT_ID)))).toBe(`/AdmHome?id=${DEPT_ID}`);
    expect(await redirectOf(AdmHomePage(idProps(DEPT_ID)))).toBeNull();
    nock.cleanAll();
    clearAppApiCache();
    stubBackend(named('1'));
    setPageLanguage('ur');
    expect(await redirectOf(AdmHomePage(idProps(DEPT_ID)))).toBe(`/ur/DptHome?id=${DEPT_ID}`);
    expect(await redirectOf(DptHomePage(idProps(DEPT_ID)))).toBeNull();
  });

  it('moves no page while the backend does not say which it is: no answer, or a flag that is neither 1 nor 0', async () => {
    for (const replies of [
      { DPT_FACULTY_NAME_GET: bannerTitle('Computer Science') },
      named('x'.repeat(20_000)),
      named(null),
      named(''),
    ]) {
      nock.cleanAll();
      clearAppApiCache();
      stubBackend(replies);
      expect(await redirectOf(DptHomePage(idProps(DEPT_ID)))).toBeNull();
      expect(await redirectOf(AdmHomePage(idProps(DEPT_ID)))).toBeNull();
    }
  });

  // Issue 36: a wrong-case link (middleware.ts rewrites it here) reaches the department's page in
  // one redirect, whichever twin it named, in its language, with its whole query.
  describe('a wrong-case link', () => {
    const answer = (lang: string, route: string, query = `?id=${DEPT_ID}&utm=a%20b`) =>
      wrongCaseRedirect(
        new Request(
          `http://127.0.0.1:3000/${lang}/department/${DEPT_ID}/wrong-case/${route}${query}`,
        ),
        {
          params: Promise.resolve({ lang, id: DEPT_ID, route }),
        },
      );

    it.each([
      ['0', 'en', '/AdmHome'],
      ['0', 'ur', '/ur/AdmHome'],
      ['1', 'sd', '/sd/DptHome'],
    ])(
      'of a department whose IsAcademic is %s, in %s, goes once to %s',
      async (isAcademic, lang, page) => {
        stubBackend(named(isAcademic));
        for (const route of ['DptHome', 'AdmHome']) {
          const response = await answer(lang, route);
          expect(response.status).toBe(307);
          expect(response.headers.get('location')).toBe(`${page}?id=${DEPT_ID}&utm=a%20b`);
        }
      },
    );

    it("keeps the link's query byte for byte, as the middleware hands it, and nothing else a header holds", async () => {
      stubBackend(named('0'));
      const withQuery = (query: string) =>
        wrongCaseRedirect(
          new Request(
            `http://127.0.0.1:3000/ur/department/${DEPT_ID}/wrong-case/DptHome?id=${DEPT_ID}&utm=a+b`,
            { headers: { 'x-kust-asked-query': query } },
          ),
          {
            params: Promise.resolve({ lang: 'ur', id: DEPT_ID, route: 'DptHome' }),
          },
        );
      expect((await withQuery(`?id=${DEPT_ID}&utm=a%20b`)).headers.get('location')).toBe(
        `/ur/AdmHome?id=${DEPT_ID}&utm=a%20b`,
      );
      expect((await withQuery('')).headers.get('location')).toBe('/ur/AdmHome');
      // Not a query (no leading ?, or a space): the request's own query instead.
      expect((await withQuery('//evil.example')).headers.get('location')).toBe(
        `/ur/AdmHome?id=${DEPT_ID}&utm=a+b`,
      );
      expect((await withQuery('?a b')).headers.get('location')).toBe(
        `/ur/AdmHome?id=${DEPT_ID}&utm=a+b`,
      );
    });

    it('goes to the page it named while the backend does not say which it is', async () => {
      stubBackend({ DPT_FACULTY_NAME_GET: bannerTitle('Computer Science') });
      expect((await answer('ur', 'AdmHome')).headers.get('location')).toBe(
        `/ur/AdmHome?id=${DEPT_ID}&utm=a%20b`,
      );
      expect((await answer('en', 'DptHome')).headers.get('location')).toBe(
        `/DptHome?id=${DEPT_ID}&utm=a%20b`,
      );
    });

    it('answers 404 for a route, language or id it does not know', async () => {
      stubBackend(named('1'));
      expect((await answer('en', 'Faculty')).status).toBe(404);
      expect((await answer('xx', 'DptHome')).status).toBe(404);
      const badId = await wrongCaseRedirect(
        new Request('http://127.0.0.1:3000/en/department/a%20b/wrong-case/DptHome'),
        {
          params: Promise.resolve({ lang: 'en', id: 'a b', route: 'DptHome' }),
        },
      );
      expect(badId.status).toBe(404);
    });
  });
});
