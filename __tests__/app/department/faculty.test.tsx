/** @jest-environment node */
import FacultyPage, { generateMetadata } from '@/app/[lang]/department/[id]/Faculty/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml, renderPage } from '../../support/render';
import { ADMIN_DEPT_ID, DEPT_ID, bannerTitle, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl, readTable, shownText } from '../helpers';

withNockBackend();

const photo = upstreamFile('Uploads/Staff/sana.jpg');
const members = [
  {
    Photo: photo.sent,
    FirstName: 'Dr. Sana Memon',
    DesTitle: 'Professor',
    Email: 'sana@kust.example.edu.pk',
    Mobile: '0300-1234567',
  },
  { Photo: null, FirstName: 'Ali Raza', DesTitle: 'Lecturer', Email: '', Mobile: null },
];

async function renderFaculty() {
  return renderHtml(await FacultyPage(idProps(DEPT_ID)));
}

describe('/Faculty', () => {
  it('lists the members in a table of Picture, Name, Designation, Email and Contact No', async () => {
    stubBackend({
      DPT_EMP_GET: members,
      DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }],
    });
    const view = await renderFaculty();

    const table = readTable(view.getByRole('table'));
    expect(table.headers).toEqual(['Picture', 'Name', 'Designation', 'Email', 'Contact No']);
    expect(table.rows[0]).toEqual([
      '',
      'Dr. Sana Memon',
      'Professor',
      'sana@kust.example.edu.pk',
      '0300-1234567',
    ]);
    expect(view.getByRole('link', { name: 'sana@kust.example.edu.pk' }).getAttribute('href')).toBe(
      'mailto:sana@kust.example.edu.pk',
    );
    expect(view.getByRole('link', { name: '0300-1234567' }).getAttribute('href')).toBe(
      'tel:03001234567',
    );
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
    expect(readTable(view.getByRole('table')).rows[1]).toEqual([
      'No Image Available',
      'Ali Raza',
      'Lecturer',
      'N/A',
      'N/A',
    ]);
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

describe('/Faculty of an office: its Team', () => {
  const office = {
    DPT_EMP_GET: [],
    DPT_NAME_GET: [{ TITLE: 'Examinations', IsAcademic: '0' }],
    DPT_FACULTY_NAME_GET: bannerTitle('Examinations'),
  };

  it('is called Team in its tab, its trail and its empty table, as its menu and heading say', async () => {
    stubBackend(office);
    expect((await generateMetadata(idProps(ADMIN_DEPT_ID))).title).toBe('Team – Examinations');
    const view = renderPage(await FacultyPage(idProps(ADMIN_DEPT_ID)));
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Our Team');
    expect(view.getByText('No team data available.')).toBeTruthy();
    expect(view.document.body.textContent).not.toMatch(/faculty/i);
    const crumbs = [...(view.breadcrumbs?.querySelectorAll('li') ?? [])].map(shownText);
    expect(crumbs).toEqual(['Home', 'Examinations', 'Team']);
  });

  it('stays Faculty for an academic department', async () => {
    stubBackend({ ...office, DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }] });
    expect((await generateMetadata(idProps(DEPT_ID))).title).toBe('Faculty – Examinations');
    const view = renderPage(await FacultyPage(idProps(DEPT_ID)));
    expect([...(view.breadcrumbs?.querySelectorAll('li') ?? [])].map(shownText).at(-1)).toBe(
      'Faculty',
    );
    expect(view.getByText('No faculty data available.')).toBeTruthy();
  });
});
