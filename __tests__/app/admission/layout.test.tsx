/** @jest-environment node */
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { pageDictionary } from '@/lib/i18n/server';
import { withNockBackend } from '../../support/appapi';
import { renderHtml } from '../../support/render';
import { menuOutline } from '../helpers';

withNockBackend();

describe('admission guides: side menu', () => {
  it('gives the admission pages their side menu and no banner', async () => {
    process.env.VC_MESSAGE_DEPT_ID = 'DEP-000040';
    const view = renderHtml(
      SectionLayout({
        ...(await loadSection(await pageDictionary(), '/HelpDesk')),
        children: <h1>Guide</h1>,
      }),
    );

    expect(
      view.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
    ).toEqual(['Guide']);
    expect(view.getByRole('link', { name: 'Portal Help Desk' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(menuOutline(view.getByRole('navigation', { name: 'Related Links' }))).toEqual([
      ['Instruction', '/Instruction'],
      ['Portal Help Desk', '/HelpDesk'],
      ['Admission Policy', '/AdmissionHome'],
      ['Self-Finance Scheme', '/AdmissionHome#self-finance'],
      ['Eligibility Criteria', '/EligibilityCriteria'],
      ['Vice Chancellor Message', '/DirectorMessage?id=DEP-000040'],
    ]);
  });

  it('links the Vice Chancellor Message to the department of VC_MESSAGE_DEPT_ID', async () => {
    process.env.VC_MESSAGE_DEPT_ID = 'DEP-000099';
    const view = renderHtml(
      SectionLayout({
        ...(await loadSection(await pageDictionary(), '/HelpDesk')),
        children: null,
      }),
    );
    expect(view.getByRole('link', { name: 'Vice Chancellor Message' }).getAttribute('href')).toBe(
      '/DirectorMessage?id=DEP-000099',
    );
  });
});
