/** @jest-environment node */
import ResearchProjectsPage from '@/app/[lang]/department/[id]/ResearchProjects/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { DEPT_ID } from '../fixtures';
import { fieldsOfCalls, readTable } from '../helpers';

withNockBackend();

const projects = [
  {
    PROJECT_TITLE: 'Smart Irrigation with IoT',
    PRO_SUPERVISOR: 'Dr. Sana Memon',
    PRO_CO_SUPERVISOR: 'Mr. Ali Raza',
    PRO_MEMBERS: 'Ayesha Khan, Bilal Shah',
    PRO_REMARKS: 'Completed',
  },
  {
    PROJECT_TITLE: 'Sindhi OCR',
    PRO_SUPERVISOR: 'Dr. Imran Ali',
    PRO_CO_SUPERVISOR: null,
    PRO_MEMBERS: 'Hamza Soomro',
    PRO_REMARKS: '',
  },
];

describe('/ResearchProjects', () => {
  it('lists the projects in a table of Group Title, Supervisor, Co-Supervisor, Group Members and Remarks', async () => {
    const calls = stubBackend({ DPT_PROJECT_GET: projects });
    const view = renderHtml(await ResearchProjectsPage(idProps(DEPT_ID)));

    expect(readTable(view.getByRole('table'))).toEqual({
      headers: ['Group Title', 'Supervisor', 'Co-Supervisor', 'Group Members', 'Remarks'],
      rows: [
        [
          'Smart Irrigation with IoT',
          'Dr. Sana Memon',
          'Mr. Ali Raza',
          'Ayesha Khan, Bilal Shah',
          'Completed',
        ],
        ['Sindhi OCR', 'Dr. Imran Ali', 'N/A', 'Hamza Soomro', 'N/A'],
      ],
    });
    expect(fieldsOfCalls(calls, 'DPT_PROJECT_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('says no projects are listed when the backend fails', async () => {
    stubBackend({});
    const view = renderHtml(await ResearchProjectsPage(idProps(DEPT_ID)));
    expect(view.getByText('No research projects have been listed yet.')).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
