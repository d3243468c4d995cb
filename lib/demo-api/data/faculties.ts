import type { FacultyDetailRow, FacultyRow } from '@/lib/appapi/types';
import { paragraphs, portraitPath } from './shared';

export type Faculty = {
  id: string;
  name: string;
  description: string;
  deanMessage: string;
  /** The dean, with title; also listed as a professor of `deanDepartment`. */
  dean: string;
  deanDepartment: string;
};

export const FACULTIES: readonly Faculty[] = [
  {
    id: 'FAC-000001',
    name: 'Faculty of Engineering',
    dean: 'Prof. Dr. Ghulam Mustafa Kalhoro',
    deanDepartment: 'DEP-000001',
    description: paragraphs(
      `The Faculty of Engineering is the oldest and largest faculty of Kirthar University of Science & Technology. It brings together the Departments of Civil, Electrical, Mechanical and Software Engineering, and offers undergraduate, postgraduate and doctoral programmes accredited under the outcome-based framework of the Pakistan Engineering Council.`,
      `Teaching in the faculty is built around laboratories, design studios and field work. Students survey canal networks on the right bank of the Indus, test concrete made from local aggregates, wire solar micro-grids for villages near the Kirthar range and write software for the region's growing small businesses. Every undergraduate completes a capstone project with an industrial or community partner in the final year.`,
      `The faculty's research groups work on problems that matter to upper Sindh: flood-resilient infrastructure, water management, renewable energy for off-grid communities and affordable agricultural machinery. Its graduates serve in public works departments, power distribution companies, construction firms and software houses across Pakistan and the Gulf.`,
    ),
    deanMessage: paragraphs(
      `It is a pleasure to welcome you to the Faculty of Engineering. Engineering is, at heart, the discipline of turning careful thought into useful things, and our region gives that work a clear purpose. The 2022 floods showed how much depends on well-designed embankments, roads, power lines and drainage, and how much more remains to be built.`,
      `Our departments share one conviction: a good engineer learns by doing. That is why our students spend long hours in the laboratories and workshops, why our final-year projects are chosen with partners from industry and local government, and why our faculty members continue to practise, consult and publish alongside their teaching.`,
      `We also expect our graduates to be honest, careful and considerate professionals. The codes of ethics we teach are not an afterthought; they are the foundation of public trust in the profession. I invite prospective students, parents and partners to visit our campus, meet our teachers and see the work of our students for themselves.`,
    ),
  },
  {
    id: 'FAC-000002',
    name: 'Faculty of Science & Information Technology',
    dean: 'Prof. Dr. Farzana Shaikh',
    deanDepartment: 'DEP-000005',
    description: paragraphs(
      `The Faculty of Science & Information Technology houses the Departments of Computer Science, Mathematics & Statistics, Physics and Environmental Sciences. Together they teach the foundations on which every other discipline at the university rests, from calculus and mechanics to programming and data analysis.`,
      `The faculty runs a modern computing centre with more than two hundred workstations, a high-performance computing cluster shared with the engineering departments, an optics and materials laboratory and an environmental monitoring laboratory that samples water and air quality across Dadu district. Undergraduate students are encouraged to join research groups from their second year onwards.`,
      `Graduates of the faculty work as software developers, data analysts, school and college teachers, laboratory scientists and environmental officers, and many continue to MS, MPhil and PhD studies in Pakistan and abroad.`,
    ),
    deanMessage: paragraphs(
      `Welcome to the Faculty of Science & Information Technology. Science begins with curiosity and matures through discipline: the patience to measure carefully, to reason clearly and to accept what the evidence shows. These are the habits we try to build in every student who joins us.`,
      `Our faculty is young and growing. In the last three years we have added programmes in Artificial Intelligence and Environmental Sciences, opened a new computing block and secured research grants for work on groundwater quality and machine learning for crop monitoring. Our teachers hold doctorates from leading universities in Pakistan, China, Malaysia and the United Kingdom.`,
      `I encourage our students to use every opportunity the university offers: the laboratories, the library, the seminars of visiting scholars and the student societies. Ask questions, work hard and help one another. We are here to guide you.`,
    ),
  },
  {
    id: 'FAC-000003',
    name: 'Faculty of Social Sciences & Management',
    dean: 'Prof. Dr. Abdul Sattar Jatoi',
    deanDepartment: 'DEP-000011',
    description: paragraphs(
      `The Faculty of Social Sciences & Management offers programmes in Business Administration, English, Economics and Education. It prepares graduates who understand people, markets, languages and institutions, and who can communicate and lead with confidence.`,
      `The faculty combines classroom teaching with case studies, internships, field surveys and community service. Business students work with traders and entrepreneurs in Dadu and Larkana, economics students collect household data for district development studies, and students of English run the university's writing centre and literary society.`,
      `The newly established Department of Education will train the teachers and school leaders that Sindh urgently needs, working closely with the School Education & Literacy Department and local schools.`,
    ),
    deanMessage: paragraphs(
      `On behalf of the faculty, I welcome you to the Faculty of Social Sciences & Management. The social sciences ask how people live together, trade, learn and govern themselves. These questions are as pressing in the towns and villages around Dadu as anywhere in the world.`,
      `Our programmes combine sound theory with practical skills: writing and speaking well, analysing data, managing projects and working in teams. We keep our classes small enough for teachers to know their students by name, and we invite practitioners from banks, NGOs, government departments and the media to share their experience.`,
      `I hope you will find in our faculty a place to think freely, to argue respectfully and to prepare for a life of service. Our doors are always open to students, parents and partners who wish to work with us.`,
    ),
  },
];

/** FACULTY_GET: includes a row with a blank name, as the real backend does (the site drops it: docs/behaviour.md, Backend replies). */
export function facultyRows(): FacultyRow[] {
  return [
    ...FACULTIES.map((faculty) => ({ FACULTY_ID: faculty.id, FACULTY_NAME: faculty.name })),
    { FACULTY_ID: 'FAC-000004', FACULTY_NAME: '   ' },
  ];
}

export function findFaculty(id: string): Faculty | undefined {
  return FACULTIES.find((faculty) => faculty.id === id);
}

export function facultyDetailRows(id: string): FacultyDetailRow[] {
  const faculty = findFaculty(id);
  if (!faculty) return [];
  return [
    {
      FACULTY_DESC: faculty.description,
      DEAN_MESSAGE: faculty.deanMessage,
      Photo: portraitPath(faculty.dean),
      FirstName: faculty.dean,
    },
  ];
}
