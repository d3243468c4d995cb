import { sectionPage } from '@/components/layout/section-page';
import type { Column } from '@/components/content/data-table';
import { SiteImage } from '@/components/content/site-image';
import { TableSection } from '@/components/section/table-section';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { getDepartmentName, getFacultyMembers } from '@/lib/appapi/department';
import type { EmployeeRow } from '@/lib/appapi/types';
import { telHref } from '@/lib/views/contact';
import { isOfficeRow } from '@/lib/menus/side-menu';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { textOf } from '@/lib/appapi/values';
import { imageOf } from '@/lib/views/view-image';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Faculty', await readId(props));
}

const columns = (t: Dictionary): Column<EmployeeRow>[] => [
  {
    header: t.department.facultyColumns.picture,
    className: 'data-table__picture',
    cell: (row) => (
      <SiteImage
        t={t}
        image={imageOf(row.Photo)}
        alt=""
        width={64}
        height={64}
        className="avatar"
      />
    ),
  },
  { header: t.department.facultyColumns.name, sent: true, cell: (row) => textOf(row.FirstName) },
  {
    header: t.department.facultyColumns.designation,
    sent: true,
    cell: (row) => textOf(row.DesTitle),
  },
  {
    header: t.department.facultyColumns.email,
    sent: true,
    cell: (row) => {
      const email = textOf(row.Email);
      return email && <a href={`mailto:${email}`}>{email}</a>;
    },
  },
  {
    header: t.department.facultyColumns.contact,
    sent: true,
    cell: (row) => {
      const phone = textOf(row.Mobile);
      return phone && <a href={telHref(phone)}>{phone}</a>;
    },
  },
];

/** The Faculty table; administration departments reach it as their Team. */
export default sectionPage('/Faculty', async ({ t, id }) => {
  const [members, department] = await Promise.all([
    getFacultyMembers(id).catch(() => []),
    getDepartmentName(id).catch(() => null),
  ]);
  const isAdministration = department !== null && isOfficeRow(department);
  return (
    <TableSection
      t={t}
      headingId="faculty-heading"
      heading={isAdministration ? t.department.team : t.department.facultyMembers}
      columns={columns(t)}
      rows={members}
      empty={isAdministration ? t.fallback.teamTable : t.fallback.facultyTable}
    />
  );
});
