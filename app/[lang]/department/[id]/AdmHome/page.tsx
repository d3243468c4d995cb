import { DepartmentAbout } from '@/components/content/department-about';
import { sectionPage } from '@/components/layout/section-page';
import { departmentHomeAbout, departmentHomeMetadata } from '@/lib/views/department-home';

export const generateMetadata = departmentHomeMetadata('/AdmHome');

/** An office's home (the Administration menu links here): its about text alone. */
export default sectionPage('/AdmHome', async ({ t, id }) => {
  const about = await departmentHomeAbout('/AdmHome', id, t.lang);
  return <DepartmentAbout t={t} name={about.name} description={about.description} />;
});
