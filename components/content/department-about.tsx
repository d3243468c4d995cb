import type { Dictionary } from '@/lib/i18n/dictionaries';
import { interleave } from '@/lib/i18n/templates';
import { RichText } from './rich-text';
import { BackendText } from './backend-text';

type DepartmentAboutProps = {
  t: Dictionary;
  /** The department's name from the backend, '' when it named none. */
  name: string;
  description: unknown;
};

/** 'About {department}' and its description: the first section of DptHome and AdmHome. */
export function DepartmentAbout({ t, name, description }: DepartmentAboutProps) {
  return (
    <section aria-labelledby="about-heading" className="content-section">
      <h2 id="about-heading" className="section-title">
        {interleave(t.content.about, {
          name: name ? <BackendText lang={t.lang}>{name}</BackendText> : t.fallback.theDepartment,
        })}
      </h2>
      <RichText t={t} value={description} fallback={t.fallback.about} />
    </section>
  );
}
