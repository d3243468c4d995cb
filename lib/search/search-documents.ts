import type { Guide } from '@/lib/content/guides';
import { hrefTo } from '@/lib/routing/routes';
import type { HeadRole, SearchHit } from './hit';
import { levelByCode } from './programme-level';
import type { SiteWalk } from './site-walk';

// One document per page a visitor can land on: a person is one on their department's Faculty page.

export type SearchDocument = SearchHit & {
  id: string;
  /** Words that describe the document without being its name: designation, department, level. */
  keywords: string;
  text: string;
};

/** The administration departments with a Director Message page (DIRECTOR_MESSAGE_DEPT_IDS). */
export type DocumentOptions = { directorMessageDeptIds: readonly string[] };

const HEADS = {
  chairman: {
    route: '/ChairmanMessage',
    title: "Chairman's Message",
    words: 'chairman head hod message',
  },
  dean: { route: '/DeanMessage', title: "Dean's Message", words: 'dean head message' },
  director: {
    route: '/DirectorMessage',
    title: "Director's Message",
    words: 'director head message',
  },
} as const satisfies Record<HeadRole, { route: string; title: string; words: string }>;

export const HEAD_TERMS = new Set(Object.values(HEADS).flatMap(({ words }) => words.split(' ')));

export function searchDocuments(
  walk: SiteWalk,
  guides: readonly Guide[],
  options: DocumentOptions = { directorMessageDeptIds: [] },
): SearchDocument[] {
  const facultyName = new Map(walk.faculties.map((faculty) => [faculty.id, faculty.name]));
  const departmentTitle = new Map(
    walk.departments.map((department) => [department.id, department.title]),
  );
  const departmentsOf = (facultyId: string) =>
    walk.departments.filter((d) => d.facultyId === facultyId).length;
  const documents: SearchDocument[] = [];
  const rolesOf = new Map<string, string[]>();
  for (const person of walk.people)
    if (person.designation)
      rolesOf.set(person.departmentId, [
        ...(rolesOf.get(person.departmentId) ?? []),
        person.designation,
      ]);
  const message = (role: HeadRole, id: string, name: string) =>
    documents.push({
      id: `${role}:${id}`,
      kind: 'page',
      title: HEADS[role].title,
      url: hrefTo(HEADS[role].route, id),
      context: name,
      // Named in the keywords, not the title, so that the department itself ranks first.
      keywords: `${HEADS[role].words} ${name}`,
      text: '',
      about: { of: 'message', role, name },
    });

  for (const programme of walk.programmes) {
    const level = programme.level ? levelByCode(programme.level) : null;
    const department = departmentTitle.get(programme.departmentId) ?? '';
    documents.push({
      id: `programme:${programme.id}`,
      kind: 'programme',
      title: programme.title,
      url: hrefTo('/ProHome', programme.id),
      context: [level?.credential, department].filter(Boolean).join(' · '),
      // Not the department's name, so that the department itself ranks first.
      keywords: [level?.credential, level?.stage].filter(Boolean).join(' '),
      text: programme.description,
      about: { of: 'programme', level: level ? programme.level : null, department },
    });
  }
  for (const department of walk.departments) {
    const faculty = department.facultyId ? facultyName.get(department.facultyId) : null;
    documents.push({
      id: `department:${department.id}`,
      kind: 'department',
      title: department.title,
      url: hrefTo(department.facultyId ? '/DptHome' : '/AdmHome', department.id),
      context: faculty || 'Administration',
      // An office is also found by its staff's roles ("chief librarian").
      keywords:
        faculty ||
        ['Administration office', ...new Set(rolesOf.get(department.id) ?? [])].join(' '),
      text: department.description,
      about: { of: 'department', faculty: faculty || null },
    });
    if (department.facultyId) message('chairman', department.id, department.title);
    else if (options.directorMessageDeptIds.includes(department.id))
      message('director', department.id, department.title);
  }
  for (const faculty of walk.faculties) {
    const count = departmentsOf(faculty.id);
    documents.push({
      id: `faculty:${faculty.id}`,
      kind: 'faculty',
      title: faculty.name,
      url: hrefTo('/FacHome', faculty.id),
      context: count === 1 ? '1 department' : `${count} departments`,
      keywords: 'faculty school',
      text: faculty.description,
      about: { of: 'faculty', departments: count },
    });
    message('dean', faculty.id, faculty.name);
  }
  walk.people.forEach((person, index) => {
    const department = departmentTitle.get(person.departmentId) ?? '';
    documents.push({
      id: `person:${index}`,
      kind: 'person',
      title: person.name,
      url: hrefTo('/Faculty', person.departmentId),
      context: [person.designation, department].filter(Boolean).join(', '),
      keywords: `${person.designation} ${department}`,
      text: '',
      about: { of: 'person', designation: person.designation, department },
    });
  });
  for (const guide of guides) {
    documents.push({
      id: `page:${guide.path}`,
      kind: 'page',
      title: guide.title,
      url: guide.path,
      context: guide.description,
      keywords: guide.keywords,
      text: guide.description,
      about: { of: 'guide' },
    });
  }
  return documents;
}
