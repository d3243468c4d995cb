import type { ProgramRow } from '@/lib/appapi/types';
import { ACADEMIC_DEPARTMENTS } from './departments';
import { paragraphs } from './shared';

export type Programme = {
  id: string;
  title: string;
  departmentId: string;
  /** Left out on purpose for one programme: the page shows its fallback. */
  description?: string;
};

export const PROGRAMMES: readonly Programme[] = [
  {
    id: 'PGM-000001',
    title: 'BE Civil Engineering',
    departmentId: 'DEP-000001',
    description: paragraphs(
      `The Bachelor of Engineering in Civil Engineering is a four-year, eight-semester programme of 136 credit hours, accredited by the Pakistan Engineering Council at Level II of the Washington Accord framework. It covers structural analysis and design, geotechnical engineering, hydraulics and irrigation, transportation, construction management and environmental engineering.`,
      `Students spend a summer survey camp in the Kirthar foothills, complete an eight-week industrial internship and carry out a two-semester final-year design project. Graduates work with the Irrigation, Works & Services and Local Government departments of Sindh, with construction and consulting firms and with international development agencies.`,
    ),
  },
  {
    id: 'PGM-000002',
    title: 'ME Structural Engineering',
    departmentId: 'DEP-000001',
    description: paragraphs(
      `The Master of Engineering in Structural Engineering is a two-year programme of 30 credit hours, comprising 24 credit hours of advanced coursework and a six-credit-hour research thesis. Courses include advanced reinforced and prestressed concrete, structural dynamics, earthquake engineering, finite element analysis and the rehabilitation of structures.`,
      `Classes are held on Fridays and Saturdays so that practising engineers can attend. Current thesis topics include the seismic vulnerability of school buildings in Dadu, confined masonry housing for flood-affected villages and the use of rice-husk ash in concrete.`,
    ),
  },
  {
    id: 'PGM-000003',
    title: 'PhD Civil Engineering',
    departmentId: 'DEP-000001',
    description: paragraphs(
      `The PhD in Civil Engineering is a research degree of at least three years, with 18 credit hours of coursework followed by original research leading to a doctoral dissertation evaluated by two foreign experts, in line with the policy of the Higher Education Commission.`,
      `Research areas include structural and earthquake engineering, water resources and flood management, geotechnical engineering and sustainable construction materials. Candidates must publish at least one article in a journal recognised by the Higher Education Commission before their thesis defence.`,
    ),
  },
  {
    id: 'PGM-000004',
    title: 'BE Electrical Engineering',
    departmentId: 'DEP-000002',
    description: paragraphs(
      `The Bachelor of Engineering in Electrical Engineering is a PEC-accredited four-year programme of 137 credit hours. After a common foundation in circuits, electronics, signals and electromagnetics, students choose electives in power systems or in electronics and communication.`,
      `Laboratory work takes up a third of the contact hours, and every student builds working hardware in the final-year project. Graduates are employed by power distribution and generation companies, the National Transmission & Despatch Company, telecom operators, and solar and electronics firms.`,
    ),
  },
  {
    id: 'PGM-000005',
    title: 'ME Electrical Power Engineering',
    departmentId: 'DEP-000002',
    description: paragraphs(
      `The Master of Engineering in Electrical Power Engineering is a two-year evening programme of 30 credit hours for graduate engineers. It covers power system analysis and stability, protection, power electronics, renewable energy integration and smart grids.`,
      `Students complete a research thesis, often on a problem drawn from their own workplace, such as line-loss reduction on rural feeders or the integration of rooftop solar into the distribution network.`,
    ),
  },
  {
    id: 'PGM-000006',
    title: 'BE Mechanical Engineering',
    departmentId: 'DEP-000003',
    description: paragraphs(
      `The Bachelor of Engineering in Mechanical Engineering is a four-year programme of 136 credit hours, accredited by the Pakistan Engineering Council. It covers engineering mechanics, thermodynamics, fluid mechanics, machine design, manufacturing processes, heat transfer, control and industrial management.`,
      `Workshop practice begins in the first semester, and design projects run through every year of study. Graduates work in sugar, cement, fertiliser and textile industries, in power generation, in the automotive sector and in maintenance engineering.`,
    ),
  },
  {
    id: 'PGM-000007',
    title: 'BS Software Engineering',
    departmentId: 'DEP-000004',
    description: paragraphs(
      `The BS Software Engineering programme is a four-year degree of 133 credit hours covering programming, data structures, software requirements, design and architecture, software quality and testing, project management and professional practice.`,
      `From the second year students work in agile teams on projects for real clients, and the two-semester capstone project delivers a complete software product. Graduates work as software engineers, quality assurance engineers, business analysts and project managers.`,
    ),
  },
  {
    id: 'PGM-000008',
    title: 'BS Computer Science',
    departmentId: 'DEP-000005',
    description: paragraphs(
      `The BS Computer Science programme is a four-year, 133-credit-hour degree designed to the curriculum of the Higher Education Commission and the guidelines of the National Computing Education Accreditation Council. It covers programming, algorithms, theory of computation, operating systems, databases, networks, artificial intelligence and software engineering.`,
      `Students choose electives in data science, cyber security, computer vision or web and mobile development, and complete a final-year project, often with an industry partner. Graduates work as software developers, data analysts, network administrators and researchers.`,
    ),
  },
  {
    id: 'PGM-000009',
    title: 'BS Artificial Intelligence',
    departmentId: 'DEP-000005',
    description: paragraphs(
      `The BS Artificial Intelligence programme, launched in 2023, is a four-year degree that combines a core of computer science with mathematics for machine learning, machine learning, deep learning, natural language processing, computer vision and the ethics of AI.`,
      `Students train models on the department's GPU server and work on applied projects such as crop disease detection from mobile photographs and speech recognition for Sindhi. Graduates are prepared for roles as machine learning engineers, data scientists and AI researchers.`,
    ),
  },
  {
    id: 'PGM-000010',
    title: 'MS Computer Science',
    departmentId: 'DEP-000005',
    description: paragraphs(
      `The MS Computer Science programme is a two-year research-oriented degree of 30 credit hours: 24 credit hours of coursework and a six-credit-hour thesis. Core courses include advanced analysis of algorithms, advanced operating systems, advanced computer architecture and research methods.`,
      `Research supervision is available in natural language processing, machine learning, computer vision, networks and security, and educational technology. Graduates can continue to PhD studies or take up senior technical and teaching positions.`,
    ),
  },
  {
    id: 'PGM-000011',
    title: 'BS Mathematics',
    departmentId: 'DEP-000006',
    description: paragraphs(
      `The BS Mathematics programme is a four-year degree of 130 credit hours covering calculus, linear and abstract algebra, real and complex analysis, differential equations, topology, numerical analysis, probability and statistics.`,
      `Students take electives in mathematical modelling, operations research, financial mathematics or fluid dynamics, and write a final-year project under supervision. Graduates teach in schools and colleges, work as analysts and continue to MPhil and PhD studies.`,
    ),
  },
  {
    id: 'PGM-000012',
    title: 'MPhil Mathematics',
    departmentId: 'DEP-000006',
    description: paragraphs(
      `The MPhil Mathematics programme is a two-year degree of 30 credit hours, with 24 credit hours of advanced coursework and a research thesis. Areas of supervision include fluid dynamics, numerical methods for differential equations, graph theory and fixed-point theory.`,
      `Applicants must hold a sixteen-year degree in mathematics and pass the university's graduate admission test or the HEC Graduate Assessment Test.`,
    ),
  },
  {
    id: 'PGM-000013',
    title: 'BS Physics',
    departmentId: 'DEP-000007',
    description: paragraphs(
      `The BS Physics programme is a four-year degree of 133 credit hours that covers mechanics, waves and optics, electricity and magnetism, thermal physics, quantum mechanics, electronics, solid-state and nuclear physics, with laboratory work in every year.`,
      `Final-year students choose electives in materials science, renewable energy or computational physics and complete a research project. Graduates teach, work in research laboratories and industry, and pursue postgraduate studies.`,
    ),
  },
  // No PROGRAM_DESC: /ProHome shows its fallback text for this programme.
  { id: 'PGM-000014', title: 'MPhil Physics', departmentId: 'DEP-000007' },
  {
    id: 'PGM-000015',
    title: 'BS Environmental Sciences',
    departmentId: 'DEP-000008',
    description: paragraphs(
      `The BS Environmental Sciences programme is a four-year degree of 133 credit hours covering environmental chemistry, ecology, hydrology, soil science, climate change, environmental impact assessment, environmental law and geographic information systems.`,
      `Field work at Manchar Lake, the Kirthar National Park and the irrigated plains of the Indus is part of every year of study. Graduates work with environmental protection agencies, NGOs, consultancies, water and sanitation utilities and industry.`,
    ),
  },
  {
    id: 'PGM-000016',
    title: 'BBA (Hons)',
    departmentId: 'DEP-000009',
    description: paragraphs(
      `The Bachelor of Business Administration (Hons) is a four-year degree of 132 credit hours covering accounting, finance, marketing, management, human resources, business law, economics and entrepreneurship, with majors in finance, marketing or human resource management.`,
      `Teaching relies on case studies, presentations and group projects, and every student completes an eight-week internship. Graduates join banks, telecom and FMCG companies, development organisations and family businesses, or start their own.`,
    ),
  },
  {
    id: 'PGM-000017',
    title: 'MBA (2 Years)',
    departmentId: 'DEP-000009',
    description: paragraphs(
      `The two-year Master of Business Administration is a 66-credit-hour programme for graduates from any discipline. It builds a foundation in accounting, economics, statistics and management before advanced courses in strategy, finance, marketing and leadership.`,
      `Classes are held in the evening to suit working professionals. Students complete either a research thesis or a consultancy project with a local business.`,
    ),
  },
  {
    id: 'PGM-000018',
    title: 'BS English (Language & Literature)',
    departmentId: 'DEP-000010',
    description: paragraphs(
      `The BS English programme is a four-year degree of 130 credit hours that combines the study of poetry, drama, fiction and criticism with linguistics, phonetics, sociolinguistics, discourse analysis and English language teaching.`,
      `Students write a research project in their final year and may take electives in translation studies, creative writing and Pakistani literature in English. Graduates become teachers, journalists, civil servants, editors and content writers.`,
    ),
  },
  {
    id: 'PGM-000019',
    title: 'BS Economics',
    departmentId: 'DEP-000011',
    description: paragraphs(
      `The BS Economics programme is a four-year degree of 130 credit hours covering microeconomics, macroeconomics, mathematical economics, econometrics, development, public finance, international trade and agricultural economics.`,
      `Students learn to work with real data using statistical software, and they complete a field survey and a research project in their final year. Graduates work in banking, the civil service, research and development organisations.`,
    ),
  },
  {
    id: 'PGM-000020',
    title: 'MPhil Economics',
    departmentId: 'DEP-000011',
    description: paragraphs(
      `The MPhil Economics programme is a two-year degree of 30 credit hours with advanced courses in microeconomic and macroeconomic theory, econometrics and development economics, followed by a research thesis.`,
      `Thesis research in the department focuses on the economy of Sindh: agriculture and water, poverty and social protection, the economic impact of floods and the informal labour market.`,
    ),
  },
];

export function findProgramme(id: string): Programme | undefined {
  return PROGRAMMES.find((programme) => programme.id === id);
}

export function programmeRows(id: string): ProgramRow[] {
  const programme = findProgramme(id);
  if (!programme) return [];
  const row: ProgramRow = {
    PGM_ID: programme.id,
    PGM_TITLE: programme.title,
    DeptID: programme.departmentId,
  };
  if (programme.description) row.PROGRAM_DESC = programme.description;
  return [row];
}

/**
 * DEPARTMENT_PROGRAMS_GET as the real backend answers it: the department's programmes plus
 * two rows of other departments and a row without PGM_TITLE (docs/behaviour.md, /Programs: the site keeps only
 * rows with a title and the asked DeptID). Unknown and administration departments get [].
 */
export function departmentProgrammeRows(departmentId: string): ProgramRow[] {
  if (!ACADEMIC_DEPARTMENTS.some((department) => department.id === departmentId)) return [];
  const toRow = (programme: Programme): ProgramRow => ({
    PGM_ID: programme.id,
    PGM_TITLE: programme.title,
    DeptID: programme.departmentId,
  });
  const own = PROGRAMMES.filter((programme) => programme.departmentId === departmentId);
  const others = PROGRAMMES.filter((programme) => programme.departmentId !== departmentId);
  const start = Number(departmentId.slice(-2)) % others.length;
  const strays = [others[start], others[(start + 7) % others.length]].filter(
    (programme): programme is Programme => programme !== undefined,
  );
  return [
    ...own.map(toRow),
    ...strays.slice(0, 1).map(toRow),
    { PGM_ID: 'PGM-000000', PGM_TITLE: null, DeptID: departmentId },
    ...strays.slice(1).map(toRow),
  ];
}
