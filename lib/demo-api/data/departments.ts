import type {
  BannerTitleRow,
  DepartmentNameRow,
  DepartmentRow,
  FacultyDepartmentRow,
} from '@/lib/appapi/types';

export type Department = {
  id: string;
  title: string;
  /** Short code used for course codes, e-mail aliases and file names. */
  code: string;
  /** Academic departments belong to a faculty; administration departments have none. */
  facultyId: string | null;
  /** The chairman (academic) or director (administration), with title. */
  head: string;
  headDesignation: string;
};

export const ACADEMIC_DEPARTMENTS: readonly Department[] = [
  {
    id: 'DEP-000001',
    title: 'Department of Civil Engineering',
    code: 'CE',
    facultyId: 'FAC-000001',
    head: 'Prof. Dr. Aijaz Ali Soomro',
    headDesignation: 'Professor',
  },
  {
    id: 'DEP-000002',
    title: 'Department of Electrical Engineering',
    code: 'EE',
    facultyId: 'FAC-000001',
    head: 'Prof. Dr. Zulfiqar Ali Memon',
    headDesignation: 'Professor',
  },
  {
    id: 'DEP-000003',
    title: 'Department of Mechanical Engineering',
    code: 'ME',
    facultyId: 'FAC-000001',
    head: 'Dr. Imran Khan Jamali',
    headDesignation: 'Associate Professor',
  },
  {
    id: 'DEP-000004',
    title: 'Department of Software Engineering',
    code: 'SE',
    facultyId: 'FAC-000001',
    head: 'Dr. Sanam Channa',
    headDesignation: 'Associate Professor',
  },
  {
    id: 'DEP-000005',
    title: 'Department of Computer Science',
    code: 'CS',
    facultyId: 'FAC-000002',
    head: 'Prof. Dr. Ramesh Kumar Maheshwari',
    headDesignation: 'Professor',
  },
  {
    id: 'DEP-000006',
    title: 'Department of Mathematics & Statistics',
    code: 'MTH',
    facultyId: 'FAC-000002',
    head: 'Prof. Dr. Shahida Parveen Abro',
    headDesignation: 'Professor',
  },
  {
    id: 'DEP-000007',
    title: 'Department of Physics',
    code: 'PHY',
    facultyId: 'FAC-000002',
    head: 'Dr. Sikandar Ali Mangi',
    headDesignation: 'Associate Professor',
  },
  {
    id: 'DEP-000008',
    title: 'Department of Environmental Sciences',
    code: 'ENV',
    facultyId: 'FAC-000002',
    head: 'Dr. Marvi Panhwar',
    headDesignation: 'Associate Professor',
  },
  {
    id: 'DEP-000009',
    title: 'Department of Business Administration',
    code: 'BBA',
    facultyId: 'FAC-000003',
    head: 'Prof. Dr. Tariq Hussain Khoso',
    headDesignation: 'Professor',
  },
  {
    id: 'DEP-000010',
    title: 'Department of English',
    code: 'ENG',
    facultyId: 'FAC-000003',
    head: 'Dr. Ayesha Siddiqui',
    headDesignation: 'Associate Professor',
  },
  {
    id: 'DEP-000011',
    title: 'Department of Economics',
    code: 'ECO',
    facultyId: 'FAC-000003',
    head: 'Dr. Naveed Ahmed Chandio',
    headDesignation: 'Associate Professor',
  },
  // Established in 2025: no programme has been launched yet (the empty state of /DptHome).
  {
    id: 'DEP-000012',
    title: 'Department of Education',
    code: 'EDU',
    facultyId: 'FAC-000003',
    head: 'Dr. Rubina Lashari',
    headDesignation: 'Assistant Professor',
  },
];

/** In the order of the Administration menu. */
export const ADMIN_DEPARTMENTS: readonly Department[] = [
  {
    id: 'DEP-000040',
    title: 'Office of the Vice Chancellor',
    code: 'VCO',
    facultyId: null,
    head: 'Prof. Dr. Nazir Ahmed Talpur',
    headDesignation: 'Vice Chancellor',
  },
  {
    id: 'DEP-000020',
    title: 'Registrar Office',
    code: 'REG',
    facultyId: null,
    head: 'Mr. Altaf Hussain Buriro',
    headDesignation: 'Registrar',
  },
  {
    id: 'DEP-000021',
    title: 'Directorate of Admissions',
    code: 'ADM',
    facultyId: null,
    head: 'Dr. Javed Ali Laghari',
    headDesignation: 'Director Admissions',
  },
  {
    id: 'DEP-000023',
    title: 'Controller of Examinations',
    code: 'COE',
    facultyId: null,
    head: 'Mr. Abdul Hafeez Unar',
    headDesignation: 'Controller of Examinations',
  },
  {
    id: 'DEP-000024',
    title: 'Directorate of Finance',
    code: 'FIN',
    facultyId: null,
    head: 'Mr. Muhammad Saleem Arain',
    headDesignation: 'Director Finance',
  },
  {
    id: 'DEP-000025',
    title: 'Office of Research, Innovation & Commercialization (ORIC)',
    code: 'ORIC',
    facultyId: null,
    head: 'Dr. Kashif Hussain Rind',
    headDesignation: 'Director ORIC',
  },
  {
    id: 'DEP-000026',
    title: 'Quality Enhancement Cell (QEC)',
    code: 'QEC',
    facultyId: null,
    head: 'Dr. Nazia Baloch',
    headDesignation: 'Director QEC',
  },
  {
    id: 'DEP-000027',
    title: 'Student Affairs & Media Cell (SAMC)',
    code: 'SAMC',
    facultyId: null,
    head: 'Mr. Sajjad Ahmed Sahito',
    headDesignation: 'Director Student Affairs',
  },
  {
    id: 'DEP-000022',
    title: 'Student Financial Aid Office (SFAO)',
    code: 'SFAO',
    facultyId: null,
    head: 'Ms. Fouzia Mahar',
    headDesignation: 'Manager Financial Aid',
  },
  {
    id: 'DEP-000039',
    title: 'Directorate of Postgraduate Studies (PGS)',
    code: 'PGS',
    facultyId: null,
    head: 'Prof. Dr. Hafeezullah Magsi',
    headDesignation: 'Director Postgraduate Studies',
  },
  {
    id: 'DEP-000028',
    title: 'Central Library',
    code: 'LIB',
    facultyId: null,
    head: 'Mr. Mehboob Ali Dahri',
    headDesignation: 'Chief Librarian',
  },
  {
    id: 'DEP-000029',
    title: 'IT Section',
    code: 'IT',
    facultyId: null,
    head: 'Engr. Faheem Ahmed Qureshi',
    headDesignation: 'Manager IT',
  },
  {
    id: 'DEP-000030',
    title: 'Directorate of Sports',
    code: 'SPT',
    facultyId: null,
    head: 'Mr. Shahid Hussain Brohi',
    headDesignation: 'Director Sports',
  },
];

export const ALL_DEPARTMENTS: readonly Department[] = [
  ...ACADEMIC_DEPARTMENTS,
  ...ADMIN_DEPARTMENTS,
];

export function findDepartment(id: string): Department | undefined {
  return ALL_DEPARTMENTS.find((department) => department.id === id);
}

export function isAcademic(department: Department): boolean {
  return department.facultyId !== null;
}

export function adminDepartmentRows(): DepartmentRow[] {
  return ADMIN_DEPARTMENTS.map((department) => ({
    DeptID: department.id,
    DeptTitle: department.title,
  }));
}

export function departmentNameRows(id: string): DepartmentNameRow[] {
  const department = findDepartment(id);
  if (!department) return [];
  return [
    {
      TITLE: department.title,
      DeptTitle: department.title,
      IsAcademic: isAcademic(department) ? '1' : '0',
    },
  ];
}

export function facultyDepartmentRows(facultyId: string): FacultyDepartmentRow[] {
  return ACADEMIC_DEPARTMENTS.filter((department) => department.facultyId === facultyId).map(
    (department) => ({ DeptTitle: department.title, DPT_ID: department.id }),
  );
}

/** DPT_FACULTY_NAME_GET: Typ 'DEPT' names a department; an empty Typ names a faculty. */
export function bannerTitleRows(
  id: string,
  typ: string,
  facultyName: (id: string) => string | undefined,
): BannerTitleRow[] {
  const title =
    typ === 'DEPT' ? findDepartment(id)?.title : typ === '' ? facultyName(id) : undefined;
  return title ? [{ TITLE: title }] : [];
}
