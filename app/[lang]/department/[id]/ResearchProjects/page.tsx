import { pageDictionary } from '@/lib/i18n/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { contextTrail } from '@/lib/breadcrumbs';
import { DataTable, type Column } from '@/components/content/data-table';
import { getProjects } from '@/lib/appapi/department';
import type { ProjectRow } from '@/lib/appapi/types';
import { contextMetadata } from '@/lib/context-metadata';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return contextMetadata('/ResearchProjects', await readId(props));
}

const columns: Column<ProjectRow>[] = [
  { header: 'Group Title', cell: (row) => textOf(row.PROJECT_TITLE) },
  { header: 'Supervisor', cell: (row) => textOf(row.PRO_SUPERVISOR) },
  { header: 'Co-Supervisor', cell: (row) => textOf(row.PRO_CO_SUPERVISOR) },
  { header: 'Group Members', cell: (row) => textOf(row.PRO_MEMBERS) },
  { header: 'Remarks', cell: (row) => textOf(row.PRO_REMARKS) },
];

export default async function ResearchProjectsPage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  const projects = await getProjects(id).catch(() => []);
  return (
    <>
      <Breadcrumbs t={t} trail={await contextTrail('/ResearchProjects', id)} />
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="section-title">Research Projects</h2>
        <DataTable caption="Research projects" columns={columns} rows={projects} empty="No research projects have been listed yet." />
      </section>
    </>
  );
}
