import { DepartmentAbout } from '@/components/content/department-about';
import { ProgrammeList } from '@/components/content/programme-list';
import { sectionPage } from '@/components/layout/section-page';
import { getDepartmentPrograms } from '@/lib/appapi/department';
import { departmentHomeAbout, departmentHomeMetadata } from '@/lib/views/department-home';
import { hrefTo } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';

export const generateMetadata = departmentHomeMetadata('/DptHome');

/** An academic department's home: its about text, then the programmes it offers. */
export default sectionPage('/DptHome', async ({ t, id }) => {
  const [about, programmes] = await Promise.all([
    departmentHomeAbout('/DptHome', id, t.lang),
    getDepartmentPrograms(id).catch(() => []),
  ]);
  return (
    <>
      <DepartmentAbout t={t} name={about.name} description={about.description} />
      <ProgrammeList
        t={t}
        programmes={programmes.map((programme) => ({
          title: textOf(programme.PGM_TITLE),
          href: hrefTo('/ProHome', textOf(programme.PGM_ID)),
        }))}
      />
    </>
  );
});
