/** @jest-environment node */
import FacultyPage from '@/app/[lang]/department/[id]/Faculty/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { DEPT_ID, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl, readTable } from '../helpers';

withNockBackend();

const photo = upstreamFile('Uploads/Staff/sana.jpg');
const members = [
  { Photo: photo.sent, FirstName: 'Dr. Sana Memon', DesTitle: 'Professor', Email: 'sana@kust.example.edu.pk', Mobile: '0300-1234567' },
  { Photo: null, FirstName: 'Ali Raza', DesTitle: 'Lecturer', Email: '', Mobile: null },
];

async function renderFaculty() {
  return renderHtml(await FacultyPage(idProps(DEPT_ID)));
}

describe('/Faculty', () => {
  it('lists the members in a table of Picture, Name, Designation, Email and Contact No', async () => {
    stubBackend({ DPT_EMP_GET: members, DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }] });
    const view = await renderFaculty();

    const table = readTable(view.getByRole('table'));
    expect(table.headers).toEqual(['Picture', 'Name', 'Designation', 'Email', 'Contact No']);
    expect(table.rows[0]).toEqual(['', 'Dr. Sana Memon', 'Professor', 'sana@kust.example.edu.pk', '0300-1234567']);
    expect(view.getByRole('link', { name: 'sana@kust.example.edu.pk' }).getAttribute('href')).toBe('mailto:sana@kust.example.edu.pk');
    expect(view.getByRole('link', { name: '0300-1234567' }).getAttribute('href')).toBe('tel:03001234567');
  });

  it("shows each member's photo, and 'No Image Available' for a member without one", async () => {
    stubBackend({ DPT_EMP_GET: members });
    const view = await renderFaculty();

    const [first, second] = view.getAllByRole('row').slice(1);
    expect(imageUrl(first?.querySelector('img'))).toBe(photo.image);
    expect(second?.querySelector('img')).toBeNull();
    expect(second?.querySelector('td')?.textContent).toBe('No Image Available');
  });

  it("shows 'N/A' for a missing email and a missing phone number", async () => {
    stubBackend({ DPT_EMP_GET: members });
    const view = await renderFaculty();
    expect(readTable(view.getByRole('table')).rows[1]).toEqual(['No Image Available', 'Ali Raza', 'Lecturer', 'N/A', 'N/A']);
  });

  it("asks DPT_EMP_GET for the department's faculty category, '1' by default", async () => {
    const calls = stubBackend({ DPT_EMP_GET: members });
    await renderFaculty();
    expect(fieldsOfCalls(calls, 'DPT_EMP_GET')).toEqual([{ ID: DEPT_ID, CatID: '1' }]);
  });

  it('sends FACULTY_CATEGORY_ID as CatID when it is configured', async () => {
    process.env.FACULTY_CATEGORY_ID = '7';
    const calls = stubBackend({ DPT_EMP_GET: members });
    await renderFaculty();
    expect(fieldsOfCalls(calls, 'DPT_EMP_GET')).toEqual([{ ID: DEPT_ID, CatID: '7' }]);
  });

  it("says 'No faculty data available.' when the department has no members", async () => {
    stubBackend({ DPT_EMP_GET: [] });
    const view = await renderFaculty();
    expect(view.getByText('No faculty data available.')).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });

  it("says 'No faculty data available.' when the backend fails", async () => {
    stubBackend({});
    const view = await renderFaculty();
    expect(view.getByText('No faculty data available.')).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
