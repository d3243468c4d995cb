import type { PeoRow, PloRow } from '@/lib/appapi/types';

// Outcome-based education: programme educational objectives (PEOs) and programme learning
// outcomes (PLOs) of the academic departments.

/** The twelve graduate attributes of the Pakistan Engineering Council (Washington Accord). */
const ENGINEERING_PLOS = [
  'Engineering Knowledge: An ability to apply knowledge of mathematics, science, engineering fundamentals and an engineering specialisation to the solution of complex engineering problems.',
  'Problem Analysis: An ability to identify, formulate, research literature and analyse complex engineering problems, reaching substantiated conclusions using first principles of mathematics, natural sciences and engineering sciences.',
  'Design/Development of Solutions: An ability to design solutions for complex engineering problems and design systems, components or processes that meet specified needs with appropriate consideration for public health and safety, cultural, societal and environmental considerations.',
  'Investigation: An ability to investigate complex engineering problems in a methodical way, including literature survey, design and conduct of experiments, analysis and interpretation of experimental data, and synthesis of information to derive valid conclusions.',
  'Modern Tool Usage: An ability to create, select and apply appropriate techniques, resources and modern engineering and IT tools, including prediction and modelling, to complex engineering activities, with an understanding of the limitations.',
  'The Engineer and Society: An ability to apply reasoning informed by contextual knowledge to assess societal, health, safety, legal and cultural issues and the consequent responsibilities relevant to professional engineering practice.',
  'Environment and Sustainability: An ability to understand the impact of professional engineering solutions in societal and environmental contexts, and demonstrate knowledge of and need for sustainable development.',
  'Ethics: An ability to apply ethical principles and commit to professional ethics, responsibilities and the norms of engineering practice.',
  'Individual and Team Work: An ability to work effectively, as an individual or in a team, in multifaceted and multidisciplinary settings.',
  'Communication: An ability to communicate effectively, orally as well as in writing, on complex engineering activities with the engineering community and with society at large.',
  'Project Management: An ability to demonstrate management skills and apply engineering principles to one’s own work, as a member and/or leader in a team, to manage projects in a multidisciplinary environment.',
  'Lifelong Learning: An ability to recognise the importance of, and pursue, lifelong learning in the broader context of innovation and technological developments.',
];

/** The graduate attributes of the National Computing Education Accreditation Council. */
const COMPUTING_PLOS = [
  'Academic Education: To prepare graduates as computing professionals with a sound foundation in mathematics, computing fundamentals and a computing specialisation.',
  'Knowledge for Solving Computing Problems: Apply knowledge of computing fundamentals, a computing specialisation, mathematics, science and domain knowledge to the abstraction and conceptualisation of computing models from defined problems and requirements.',
  'Problem Analysis: Identify, formulate, research literature and solve complex computing problems, reaching substantiated conclusions using fundamental principles of mathematics, computing sciences and relevant domain disciplines.',
  'Design/Development of Solutions: Design and evaluate solutions for complex computing problems, and design and evaluate systems, components or processes that meet specified needs with appropriate consideration for public health and safety, cultural, societal and environmental considerations.',
  'Modern Tool Usage: Create, select or adapt and then apply appropriate techniques, resources and modern computing tools to complex computing activities, with an understanding of the limitations.',
  'Individual and Team Work: Function effectively as an individual and as a member or leader in diverse teams and in multidisciplinary settings.',
  'Communication: Communicate effectively with the computing community and with society at large about complex computing activities, by being able to comprehend and write effective reports and design documentation, make effective presentations, and give and understand clear instructions.',
  'Computing Professionalism and Society: Understand and assess societal, health, safety, legal and cultural issues within local and global contexts, and the consequent responsibilities relevant to professional computing practice.',
  'Ethics: Understand and commit to professional ethics, responsibilities and norms of professional computing practice.',
  'Life-long Learning: Recognise the need, and have the ability, to engage in independent learning for continual development as a computing professional.',
];

/** Outcomes of the science and social-science programmes, around their own discipline. */
function disciplinePlos(discipline: string, knowledge: string, method: string): string[] {
  return [
    `Disciplinary Knowledge: Demonstrate a comprehensive understanding of ${knowledge}.`,
    `Critical Thinking: Analyse problems in ${discipline} logically, evaluate evidence and arguments, and reach well-reasoned conclusions.`,
    `Research Skills: Design and carry out an investigation using ${method}, and interpret its results with care.`,
    `Quantitative and Digital Literacy: Use appropriate quantitative methods and software tools to collect, analyse and present information.`,
    `Communication: Communicate ideas and findings in ${discipline} clearly and accurately, in writing and orally, to specialist and general audiences.`,
    `Teamwork and Leadership: Work effectively in teams, taking responsibility for shared tasks and leading when required.`,
    `Ethics and Social Responsibility: Apply ethical principles in academic and professional work and understand the responsibilities of a ${discipline} graduate to society.`,
    `Community Engagement: Apply knowledge of ${discipline} to the needs of local communities in Sindh and Pakistan.`,
    `Lifelong Learning: Recognise the need for, and engage in, independent and continuing learning in a changing world.`,
  ];
}

const PLOS: Readonly<Record<string, readonly string[]>> = {
  'DEP-000001': ENGINEERING_PLOS,
  'DEP-000002': ENGINEERING_PLOS,
  'DEP-000003': ENGINEERING_PLOS,
  'DEP-000004': COMPUTING_PLOS,
  'DEP-000005': COMPUTING_PLOS,
  'DEP-000006': disciplinePlos(
    'mathematics',
    'pure and applied mathematics and statistics, including analysis, algebra, differential equations and numerical methods',
    'mathematical modelling and statistical methods',
  ),
  'DEP-000007': disciplinePlos(
    'physics',
    'classical and modern physics, including mechanics, electromagnetism, quantum mechanics and thermal physics',
    'experimental and computational methods',
  ),
  'DEP-000008': disciplinePlos(
    'environmental science',
    'the physical, chemical, biological and social dimensions of environmental systems',
    'field sampling, laboratory analysis and geographic information systems',
  ),
  'DEP-000009': disciplinePlos(
    'business',
    'the functional areas of business, including accounting, finance, marketing, operations and human resource management',
    'business research methods and case analysis',
  ),
  'DEP-000010': disciplinePlos(
    'English studies',
    'literature in English across periods and genres, and of the structure and use of the English language',
    'textual analysis and linguistic research methods',
  ),
  'DEP-000011': disciplinePlos(
    'economics',
    'economic theory, quantitative methods and the economy of Pakistan',
    'econometric analysis and survey methods',
  ),
  'DEP-000012': disciplinePlos(
    'education',
    'child development, pedagogy, curriculum and assessment',
    'classroom-based and action research',
  ),
};

const PEOS: Readonly<Record<string, readonly string[]>> = {
  'DEP-000001': [
    'Graduates will practise civil engineering competently in design, construction and management of infrastructure, with due regard for public safety.',
    'Graduates will address the infrastructure and water challenges of the region, including flood resilience and sustainable development.',
    'Graduates will act ethically and communicate effectively as members and leaders of multidisciplinary teams.',
    'Graduates will pursue professional development and higher studies throughout their careers.',
  ],
  'DEP-000002': [
    'Graduates will apply electrical engineering knowledge to design, operate and maintain power, electronic and control systems.',
    'Graduates will contribute to reliable, efficient and clean energy for Pakistan through their professional work.',
    'Graduates will demonstrate ethical conduct, teamwork and leadership in their organisations.',
    'Graduates will engage in lifelong learning and adapt to new technologies.',
  ],
  'DEP-000003': [
    'Graduates will analyse, design and manufacture mechanical systems in industry and public service.',
    'Graduates will develop practical solutions for agriculture, energy and manufacturing in the region.',
    'Graduates will practise their profession ethically, safely and with concern for the environment.',
  ],
  'DEP-000004': [
    'Graduates will develop dependable software systems using sound engineering principles and modern practices.',
    'Graduates will work effectively in software teams, taking up technical and leadership roles.',
    'Graduates will act as responsible professionals who consider the ethical and social effects of software.',
    'Graduates will continue to learn and innovate, including through entrepreneurship.',
  ],
  'DEP-000005': [
    'Graduates will be successful computing professionals in industry, government and academia.',
    'Graduates will apply computing and artificial intelligence to solve problems of society, including those of rural Sindh.',
    'Graduates will pursue research and higher studies in computing and related fields.',
    'Graduates will uphold professional ethics and communicate effectively.',
  ],
  'DEP-000006': [
    'Graduates will teach mathematics and statistics effectively at school, college and university level.',
    'Graduates will apply mathematical and statistical methods in science, industry, finance and public policy.',
    'Graduates will pursue research and higher studies in mathematics and allied fields.',
  ],
  'DEP-000007': [
    'Graduates will apply the principles of physics in teaching, research and industry.',
    'Graduates will conduct experimental and computational investigations independently.',
    'Graduates will pursue higher studies and contribute to science in Pakistan.',
  ],
  'DEP-000008': [
    'Graduates will assess and manage environmental problems using scientific and field methods.',
    'Graduates will work with communities and institutions on climate adaptation, water quality and conservation.',
    'Graduates will advise on environmental policy and law with integrity.',
    'Graduates will continue learning through professional practice and higher studies.',
  ],
  'DEP-000009': [
    'Graduates will work as competent and ethical managers in business, banking and the public sector.',
    'Graduates will start and grow enterprises that create employment in the region.',
    'Graduates will use data and research to make sound business decisions.',
    'Graduates will communicate and lead effectively in diverse organisations.',
  ],
  'DEP-000010': [
    'Graduates will teach English language and literature effectively.',
    'Graduates will work as writers, editors, translators and communicators in the media, government and industry.',
    'Graduates will engage critically with literature and culture, including the literary heritage of Sindh.',
  ],
  'DEP-000011': [
    'Graduates will analyse economic issues using sound theory and empirical methods.',
    'Graduates will contribute to public policy, banking and development work in Sindh and Pakistan.',
    'Graduates will pursue research and higher studies in economics.',
    'Graduates will communicate economic analysis clearly to decision makers and the public.',
  ],
  'DEP-000012': [
    'Graduates will teach effectively in primary and secondary schools, using child-centred methods.',
    'Graduates will lead and improve schools and contribute to education policy in Sindh.',
    'Graduates will reflect on and research their own practice throughout their careers.',
  ],
};

export function peoRows(departmentId: string): PeoRow[] {
  return (PEOS[departmentId] ?? []).map((title) => ({ PEOS_TITLE: title }));
}

export function ploRows(departmentId: string): PloRow[] {
  return (PLOS[departmentId] ?? []).map((title) => ({ PLOS_TITLE: title }));
}
