import type { EmployeeRow } from '@/lib/appapi/types';
import { ACADEMIC_DEPARTMENTS, ADMIN_DEPARTMENTS, type Department } from './departments';
import { FACULTIES } from './faculties';
import { EMAIL_DOMAIN, pick, portraitPath, seededRandom } from './shared';

// The employees of every department, generated once from name pools with a seeded random
// generator, so the list is the same on every run (the portraits are drawn from it).

/** DPT_EMP_GET category ids: '1' faculty (and an office's team), '2' support staff. */
export const FACULTY_CATEGORY_ID = '1';
export const STAFF_CATEGORY_ID = '2';

export type Gender = 'female' | 'male';

export type Person = {
  name: string;
  gender: Gender;
  designation: string;
  departmentId: string;
  category: typeof FACULTY_CATEGORY_ID | typeof STAFF_CATEGORY_ID;
  email?: string;
  mobile?: string | null;
  photo?: string | null;
};

const MALE_FIRST = [
  'Asif',
  'Imran',
  'Rashid',
  'Irfan',
  'Sajid',
  'Nadeem',
  'Waseem',
  'Faheem',
  'Shahid',
  'Ahsan',
  'Zahid',
  'Javed',
  'Naveed',
  'Kashif',
  'Farhan',
  'Bilal',
  'Hamza',
  'Danish',
  'Anwar',
  'Mansoor',
  'Ghulam Murtaza',
  'Abdul Rehman',
  'Muhammad Ali',
  'Ali Raza',
  'Shoaib',
  'Mukhtiar',
  'Nisar',
  'Qurban',
  'Ayaz',
  'Ameer Bux',
  'Sarfraz',
  'Junaid',
  'Adnan',
  'Zeeshan',
  'Rizwan',
  'Owais',
] as const;

const FEMALE_FIRST = [
  'Sadia',
  'Saima',
  'Shazia',
  'Sumera',
  'Mehwish',
  'Aneela',
  'Sana',
  'Hina',
  'Uzma',
  'Rabia',
  'Naila',
  'Zubaida',
  'Kiran',
  'Sindhia',
  'Asma',
  'Samina',
  'Tahira',
  'Nida',
  'Amna',
  'Humaira',
] as const;

const MIDDLE = ['Ali', 'Ahmed', 'Hussain', 'Raza', 'Nawaz'] as const;

const SURNAMES = [
  'Soomro',
  'Memon',
  'Abro',
  'Jatoi',
  'Kalhoro',
  'Channa',
  'Bhutto',
  'Shaikh',
  'Talpur',
  'Mangi',
  'Panhwar',
  'Lashari',
  'Jamali',
  'Khoso',
  'Chandio',
  'Baloch',
  'Qureshi',
  'Siddiqui',
  'Laghari',
  'Junejo',
  'Mahar',
  'Rind',
  'Bhatti',
  'Solangi',
  'Unar',
  'Buriro',
  'Dahri',
  'Samo',
  'Arain',
  'Brohi',
  'Khuhro',
  'Mirani',
  'Sahito',
  'Keerio',
  'Magsi',
  'Pathan',
  'Shah',
  'Kazi',
  'Bughio',
] as const;

/** Complete names, for variety (names from Sindh's Hindu communities and others). */
const FULL_NAMES: readonly (readonly [string, Gender])[] = [
  ['Sunil Kumar Lohano', 'male'],
  ['Kavita Maheshwari', 'female'],
  ['Anil Kumar Oad', 'male'],
  ['Pooja Kumari', 'female'],
  ['Mukesh Kumar Bhatia', 'male'],
  ['Deepa Kumari Rathore', 'female'],
  ['Syed Zaheer Abbas Shah', 'male'],
  ['Syeda Rukhsana Bukhari', 'female'],
];

const FEMALE_HEADS = new Set([
  'Sanam',
  'Shahida',
  'Marvi',
  'Ayesha',
  'Rubina',
  'Farzana',
  'Nazia',
  'Fouzia',
]);

function bareName(name: string): string {
  return name.replace(/^((Prof|Dr|Engr|Mr|Ms)\.\s*)+/, '');
}

/** 'Prof. Dr. Aijaz Ali Soomro' → 'Aijaz Ali Soomro'. */
export const withoutTitle = bareName;

function genderOfNamed(name: string): Gender {
  const first = bareName(name).split(' ')[0] ?? '';
  return FEMALE_HEADS.has(first) || (FEMALE_FIRST as readonly string[]).includes(first)
    ? 'female'
    : 'male';
}

/** Faculty members of each academic department, head and dean included. */
const FACULTY_SIZE: Readonly<Record<string, number>> = {
  'DEP-000001': 8,
  'DEP-000002': 7,
  'DEP-000003': 6,
  'DEP-000004': 6,
  'DEP-000005': 9,
  'DEP-000006': 6,
  'DEP-000007': 5,
  'DEP-000008': 5,
  'DEP-000009': 7,
  'DEP-000010': 6,
  'DEP-000011': 6,
  'DEP-000012': 5,
};

const TEAM_DESIGNATIONS: Readonly<Record<string, readonly string[]>> = {
  'DEP-000040': [
    'Secretary to the Vice Chancellor',
    'Deputy Director (Coordination)',
    'Public Relations Officer',
  ],
  'DEP-000020': [
    'Deputy Registrar',
    'Assistant Registrar (Academics)',
    'Assistant Registrar (Establishment)',
  ],
  'DEP-000021': ['Deputy Director Admissions', 'Assistant Director Admissions'],
  'DEP-000023': [
    'Deputy Controller of Examinations',
    'Assistant Controller (Results)',
    'Assistant Controller (Conduct)',
  ],
  'DEP-000024': ['Deputy Director Finance', 'Accounts Officer', 'Assistant Accounts Officer'],
  'DEP-000025': [
    'Manager Research Operations',
    'Manager Industry Linkages',
    'Manager Innovation & Commercialization',
  ],
  'DEP-000026': [
    'Deputy Director QEC',
    'Assistant Director (Self-Assessment)',
    'Assistant Director (Surveys)',
  ],
  'DEP-000027': [
    'Deputy Director Student Affairs',
    'Media Coordinator',
    'Assistant Director (Societies)',
    'Photographer',
  ],
  'DEP-000022': ['Financial Aid Officer', 'Assistant Financial Aid Officer'],
  'DEP-000039': [
    'Deputy Director Postgraduate Studies',
    'Assistant Director (Research Evaluation)',
  ],
  'DEP-000028': [
    'Deputy Librarian',
    'Assistant Librarian',
    'Assistant Librarian (Digital Resources)',
  ],
  'DEP-000029': [
    'Network Administrator',
    'Senior Programmer',
    'Web Developer',
    'System Administrator',
  ],
  'DEP-000030': ['Deputy Director Sports', 'Cricket Coach'],
};

function facultyRanks(size: number, headRank: string, hasDean: boolean): string[] {
  const others = size - 1 - (hasDean ? 1 : 0);
  const ranks: string[] = [];
  if (headRank !== 'Professor' && size >= 7) ranks.push('Professor');
  ranks.push('Associate Professor', 'Assistant Professor', 'Assistant Professor');
  while (ranks.length < others) ranks.push('Lecturer');
  return ranks.slice(0, others);
}

function honorific(rank: string, gender: Gender, engineering: boolean): string {
  if (rank === 'Professor') return 'Prof. Dr.';
  if (rank === 'Associate Professor' || rank === 'Assistant Professor') return 'Dr.';
  if (engineering) return 'Engr.';
  return gender === 'female' ? 'Ms.' : 'Mr.';
}

function createPeople(): Person[] {
  const used = new Set<string>();
  const emails = new Set<string>();
  const people: Person[] = [];
  const deans = new Map(FACULTIES.map((faculty) => [faculty.deanDepartment, faculty.dean]));
  let counter = 0;

  const freshName = (random: () => number): [string, Gender] => {
    for (;;) {
      let candidate: [string, Gender];
      if (random() < 0.1) {
        const [name, gender] = pick(FULL_NAMES, random);
        candidate = [name, gender];
      } else if (random() < 0.4) {
        candidate = [`${pick(FEMALE_FIRST, random)} ${pick(SURNAMES, random)}`, 'female'];
      } else {
        const first = pick(MALE_FIRST, random);
        const middle = !first.includes(' ') && random() < 0.4 ? ` ${pick(MIDDLE, random)}` : '';
        candidate = [`${first}${middle} ${pick(SURNAMES, random)}`, 'male'];
      }
      if (!used.has(candidate[0])) {
        used.add(candidate[0]);
        return candidate;
      }
    }
  };

  const emailFor = (name: string): string => {
    const parts = bareName(name)
      .replace(/^Syeda? /, '')
      .toLowerCase()
      .split(' ');
    const first = ['muhammad', 'abdul', 'ghulam'].includes(parts[0] ?? '') ? parts[1] : parts[0];
    const base = `${first}.${parts[parts.length - 1]}`;
    let email = `${base}@${EMAIL_DOMAIN}`;
    for (let n = 2; emails.has(email); n += 1) email = `${base}${n}@${EMAIL_DOMAIN}`;
    emails.add(email);
    return email;
  };

  const mobileFor = (random: () => number): string => {
    const network = 300 + Math.floor(random() * 50);
    const line = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
    return `0${network}-${line}`;
  };

  /** Heads and deans always have full contact details; others now and then lack one. */
  const add = (
    name: string,
    gender: Gender,
    designation: string,
    department: Department,
    category: Person['category'],
    random: () => number,
    complete: boolean,
  ) => {
    counter += 1;
    const person: Person = {
      name,
      gender,
      designation,
      departmentId: department.id,
      category,
      photo: portraitPath(name),
    };
    if (complete || counter % 7 !== 3) person.email = emailFor(name);
    person.mobile = complete || counter % 5 !== 2 ? mobileFor(random) : null;
    people.push(person);
    return person;
  };

  for (const department of ACADEMIC_DEPARTMENTS) {
    const random = seededRandom(department.id);
    const engineering = department.facultyId === 'FAC-000001';
    const dean = deans.get(department.id);
    used.add(bareName(department.head));
    add(
      department.head,
      genderOfNamed(department.head),
      department.headDesignation,
      department,
      FACULTY_CATEGORY_ID,
      random,
      true,
    );
    if (dean) {
      used.add(bareName(dean));
      add(dean, genderOfNamed(dean), 'Professor', department, FACULTY_CATEGORY_ID, random, true);
    }
    const size = FACULTY_SIZE[department.id] ?? 5;
    for (const rank of facultyRanks(size, department.headDesignation, Boolean(dean))) {
      const [name, gender] = freshName(random);
      add(
        `${honorific(rank, gender, engineering)} ${name}`,
        gender,
        rank,
        department,
        FACULTY_CATEGORY_ID,
        random,
        false,
      );
    }
    const staffTitles = engineering
      ? ['Lab Engineer', 'Lab Technician', 'Computer Operator']
      : ['Lab Assistant', 'Computer Operator'];
    for (const title of staffTitles) {
      const [name, gender] = freshName(random);
      const prefix = title === 'Lab Engineer' ? 'Engr.' : gender === 'female' ? 'Ms.' : 'Mr.';
      add(`${prefix} ${name}`, gender, title, department, STAFF_CATEGORY_ID, random, false);
    }
  }

  for (const department of ADMIN_DEPARTMENTS) {
    const random = seededRandom(department.id);
    used.add(bareName(department.head));
    add(
      department.head,
      genderOfNamed(department.head),
      department.headDesignation,
      department,
      FACULTY_CATEGORY_ID,
      random,
      true,
    );
    for (const designation of TEAM_DESIGNATIONS[department.id] ?? []) {
      const [name, gender] = freshName(random);
      const prefix = department.id === 'DEP-000029' ? 'Engr.' : gender === 'female' ? 'Ms.' : 'Mr.';
      add(`${prefix} ${name}`, gender, designation, department, FACULTY_CATEGORY_ID, random, false);
    }
    const [name, gender] = freshName(random);
    add(
      `${gender === 'female' ? 'Ms.' : 'Mr.'} ${name}`,
      gender,
      'Office Assistant',
      department,
      STAFF_CATEGORY_ID,
      random,
      false,
    );
  }

  // Two faculty members have no portrait: one row omits Photo, the other sends null.
  const lastLecturer = (departmentId: string) =>
    people
      .filter((person) => person.departmentId === departmentId && person.designation === 'Lecturer')
      .at(-1);
  const withoutPhoto = lastLecturer('DEP-000003');
  if (withoutPhoto) delete withoutPhoto.photo;
  const nullPhoto = lastLecturer('DEP-000010');
  if (nullPhoto) nullPhoto.photo = null;

  return people;
}

export const PEOPLE: readonly Person[] = createPeople();

/** DPT_EMP_GET: only the asked category; unknown departments and categories give []. */
export function employeeRows(departmentId: string, categoryId: string): EmployeeRow[] {
  return PEOPLE.filter(
    (person) => person.departmentId === departmentId && person.category === categoryId,
  ).map((person) => {
    const row: EmployeeRow = { FirstName: person.name, DesTitle: person.designation };
    if (person.photo !== undefined) row.Photo = person.photo;
    if (person.email !== undefined) row.Email = person.email;
    if (person.mobile !== undefined) row.Mobile = person.mobile;
    return row;
  });
}

/** A group of student names for a project, the same for the same seed. */
export function studentNames(seed: string, count: number): string[] {
  const random = seededRandom(seed);
  const names = new Set<string>();
  while (names.size < count) {
    const female = random() < 0.45;
    const first = female ? pick(FEMALE_FIRST, random) : pick(MALE_FIRST, random);
    names.add(`${first} ${pick(SURNAMES, random)}`);
  }
  return [...names];
}
