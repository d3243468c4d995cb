/** @jest-environment node */
import nock from 'nock';
import AdmHomePage from '@/app/[lang]/department/[id]/AdmHome/page';
import DptHomePage from '@/app/[lang]/department/[id]/DptHome/page';
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
  DPT_NAME_GET: [{ TITLE: 'Computer Science', DeptTitle: 'Computer Science', IsAcademic: isAcademic }],
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
    for (const replies of [{ DPT_FACULTY_NAME_GET: bannerTitle('Computer Science') }, named('x'.repeat(20_000)), named(null), named('')]) {
      nock.cleanAll();
    clearAppApiCache();
      stubBackend(replies);
      expect(await redirectOf(DptHomePage(idProps(DEPT_ID)))).toBeNull();
      expect(await redirectOf(AdmHomePage(idProps(DEPT_ID)))).toBeNull();
    }
  });
});
