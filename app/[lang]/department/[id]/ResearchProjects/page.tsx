import { sectionPage } from '@/components/layout/section-page';
import type { Column } from '@/components/content/data-table';
import { TableSection } from '@/components/section/table-section';
import { getProjects } from '@/lib/appapi/department';
import type { ProjectRow } from '@/lib/appapi/types';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { textOf } from '@/lib/appapi/values';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/ResearchProjects', await readId(props));
}

const columns = ({ department: { projectColumns } }: Dictionary): Column<ProjectRow>[] => [
  { header: projectColumns.title, sent: true, cell: (row) => textOf(row.PROJECT_TITLE) },
  { header: projectColumns.supervisor, sent: true, cell: (row) => textOf(row.PRO_SUPERVISOR) },
  { header: projectColumns.coSupervisor, sent: true, cell: (row) => textOf(row.PRO_CO_SUPERVISOR) },
  { header: projectColumns.members, sent: true, cell: (row) => textOf(row.PRO_MEMBERS) },
  { header: projectColumns.remarks, sent: true, cell: (row) => textOf(row.PRO_REMARKS) },
];

export default sectionPage('/ResearchProjects', async ({ t, id }) => {
  const projects = await getProjects(id).catch(() => []);
  return (
    <TableSection
      t={t}
      headingId="projects-heading"
      heading={t.department.researchProjects}
      caption={t.department.researchProjectsCaption}
      columns={columns(t)}
      rows={projects}
      empty={t.department.researchProjectsEmpty}
    />
  );
});
