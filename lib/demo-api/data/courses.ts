import type { CourseRow } from '@/lib/appapi/types';
import { findDepartment } from './departments';

// Four-year course schemes (DPT_PROGRAMS_GET), written as one course per line:
//   [PREFIX:] Course title | theory+lab
// A line without a prefix takes the department's code. Codes are numbered per prefix and
// year: the first CE course of the second year is CE-201.

const YEAR_TITLES = ['First Year', 'Second Year', 'Third Year', 'Fourth Year'] as const;

type YearLines = readonly [string, string, string, string];

const ENGLISH_1 = `HS: Functional English | 3+0
HS: Islamic Studies | 2+0
HS: Ideology & Constitution of Pakistan | 2+0`;
const ENGLISH_2 = 'HS: Communication & Presentation Skills | 3+0';
const ENGLISH_3 = 'HS: Technical Writing | 3+0';

const SCHEMES: Readonly<Record<string, YearLines>> = {
  'DEP-000001': [
    `MTH: Calculus & Analytical Geometry | 3+0
NS: Applied Physics | 2+1
${ENGLISH_1}
Engineering Drawing & Graphics | 1+1
Engineering Mechanics | 2+1
Civil Engineering Materials | 2+1
Surveying I | 2+1
CS: Computer Programming | 2+1
MTH: Linear Algebra & Differential Equations | 3+0`,
    `Mechanics of Solids | 3+1
Fluid Mechanics | 2+1
Surveying II | 2+1
Engineering Geology | 2+1
Structural Analysis I | 3+0
MTH: Numerical Analysis | 3+0
MTH: Probability & Statistics | 3+0
Construction Engineering | 3+0
Quantity Surveying & Estimation | 2+1
${ENGLISH_2}`,
    `Structural Analysis II | 3+0
Reinforced Concrete Design I | 3+1
Soil Mechanics | 3+1
Hydraulics & Hydrology | 3+1
Transportation Engineering | 3+1
Steel Structures | 3+0
Environmental Engineering I | 2+1
Irrigation Engineering | 3+0
MGT: Engineering Economics | 3+0
${ENGLISH_3}`,
    `Reinforced Concrete Design II | 3+1
Foundation Engineering | 3+0
Water Resources & Flood Management | 3+0
Environmental Engineering II | 2+1
MGT: Construction Management | 3+0
Earthquake Engineering | 3+0
Highway & Pavement Design | 3+0
HS: Professional Ethics | 2+0
Final Year Project I | 0+3
Final Year Project II | 0+3`,
  ],
  'DEP-000002': [
    `MTH: Calculus & Analytical Geometry | 3+0
NS: Applied Physics | 2+1
Linear Circuit Analysis | 3+1
Workshop Practice | 0+1
Engineering Drawing | 1+1
CS: Computer Programming | 2+1
Electronic Devices & Circuits | 3+1
MTH: Linear Algebra | 3+0
${ENGLISH_1}`,
    `Network Analysis | 3+1
Digital Logic Design | 3+1
Electrical Machines I | 3+1
Electromagnetic Field Theory | 3+0
Signals & Systems | 3+0
Electrical & Electronic Measurements | 2+1
MTH: Differential Equations | 3+0
MTH: Complex Variables & Transforms | 3+0
${ENGLISH_2}`,
    `Electrical Machines II | 3+1
Power System Analysis | 3+1
Microprocessors & Microcontrollers | 3+1
Control Systems | 3+1
Power Electronics | 3+1
Communication Systems | 3+1
MTH: Probability & Random Variables | 3+0
MGT: Engineering Economics | 3+0
${ENGLISH_3}`,
    `Power System Protection | 3+1
Power Generation | 3+0
Renewable Energy Systems | 3+1
Digital Signal Processing | 3+1
High Voltage Engineering | 3+0
MGT: Project Management | 3+0
HS: Professional Ethics | 2+0
Final Year Project I | 0+3
Final Year Project II | 0+3`,
  ],
  'DEP-000003': [
    `MTH: Calculus & Analytical Geometry | 3+0
NS: Applied Physics | 2+1
NS: Applied Chemistry | 2+1
Engineering Statics | 3+0
Engineering Drawing | 1+1
Workshop Practice | 0+1
CS: Computer Programming | 2+1
MTH: Linear Algebra | 3+0
${ENGLISH_1}`,
    `Engineering Dynamics | 3+0
Thermodynamics I | 3+1
Mechanics of Materials | 3+1
Manufacturing Processes | 2+1
Computer-Aided Drawing | 1+1
Fluid Mechanics I | 3+1
EE: Electrical Technology | 2+1
MTH: Differential Equations | 3+0
MTH: Numerical Analysis | 3+0
${ENGLISH_2}`,
    `Thermodynamics II | 3+1
Machine Design I | 3+0
Heat & Mass Transfer | 3+1
Fluid Mechanics II | 2+1
Mechanics of Machines | 3+1
Instrumentation & Measurement | 2+1
MTH: Probability & Statistics | 3+0
MGT: Engineering Economics | 3+0
${ENGLISH_3}`,
    `Machine Design II | 3+0
Refrigeration & Air Conditioning | 3+1
Internal Combustion Engines | 3+1
Control Engineering | 3+1
Finite Element Methods | 2+1
Renewable Energy Technologies | 3+0
MGT: Industrial Management | 3+0
HS: Professional Ethics | 2+0
Final Year Project I | 0+3
Final Year Project II | 0+3`,
  ],
  'DEP-000004': [
    `CS: Programming Fundamentals | 3+1
Introduction to Software Engineering | 3+0
CS: Applications of ICT | 2+1
MTH: Calculus & Analytical Geometry | 3+0
CS: Discrete Structures | 3+0
CS: Object-Oriented Programming | 3+1
NS: Applied Physics | 2+1
${ENGLISH_1}`,
    `CS: Data Structures & Algorithms | 3+1
Software Requirements Engineering | 3+0
CS: Database Systems | 3+1
CS: Computer Organisation & Assembly Language | 2+1
Software Design & Architecture | 3+0
Web Engineering | 2+1
MTH: Linear Algebra | 3+0
MTH: Probability & Statistics | 3+0
${ENGLISH_2}`,
    `Software Construction & Development | 2+1
CS: Operating Systems | 3+1
CS: Computer Networks | 3+1
Software Quality Engineering | 3+0
Human-Computer Interaction | 3+0
Mobile Application Development | 2+1
Software Project Management | 3+0
CS: Artificial Intelligence | 2+1
${ENGLISH_3}`,
    `Software Testing & Automation | 2+1
Cloud Computing & DevOps | 2+1
CS: Information Security | 2+1
Software Re-engineering | 3+0
Formal Methods in Software Engineering | 3+0
HS: Professional Practices | 3+0
MGT: Entrepreneurship | 2+0
Capstone Project I | 0+3
Capstone Project II | 0+3`,
  ],
  'DEP-000005': [
    `Programming Fundamentals | 3+1
Applications of ICT | 2+1
Discrete Structures | 3+0
Object-Oriented Programming | 3+1
Digital Logic Design | 2+1
MTH: Calculus & Analytical Geometry | 3+0
MTH: Linear Algebra | 3+0
MTH: Quantitative Reasoning | 3+0
${ENGLISH_1}`,
    `Data Structures | 3+1
Database Systems | 3+1
Computer Organisation & Assembly Language | 2+1
Theory of Automata | 3+0
Software Engineering | 3+0
Computer Networks | 2+1
MTH: Probability & Statistics | 3+0
MTH: Multivariable Calculus | 3+0
${ENGLISH_2}`,
    `Design & Analysis of Algorithms | 3+0
Operating Systems | 2+1
Artificial Intelligence | 2+1
Compiler Construction | 2+1
Web Technologies | 2+1
Information Security | 2+1
Machine Learning | 2+1
Human-Computer Interaction | 3+0
Parallel & Distributed Computing | 2+1
${ENGLISH_3}`,
    `Natural Language Processing | 2+1
Computer Vision | 2+1
Data Mining | 2+1
Cloud Computing | 2+1
HS: Professional Practices | 3+0
HS: Civics & Community Engagement | 2+0
MGT: Entrepreneurship | 2+0
Final Year Project I | 0+3
Final Year Project II | 0+3`,
  ],
  'DEP-000006': [
    `Calculus I | 3+0
Calculus II | 3+0
Elementary Set Theory & Logic | 3+0
Analytical Geometry | 3+0
STA: Introduction to Statistics | 2+1
CS: Programming for Mathematicians | 2+1
CS: Applications of ICT | 2+1
${ENGLISH_1}`,
    `Linear Algebra | 3+0
Ordinary Differential Equations | 3+0
Real Analysis I | 3+0
Group Theory | 3+0
Vector & Tensor Analysis | 3+0
Affine & Euclidean Geometry | 3+0
STA: Probability Theory | 3+0
STA: Statistical Computing with R | 2+1
${ENGLISH_2}`,
    `Real Analysis II | 3+0
Complex Analysis | 3+0
Ring Theory | 3+0
Numerical Analysis I | 2+1
Topology | 3+0
Partial Differential Equations | 3+0
Classical Mechanics | 3+0
STA: Mathematical Statistics | 3+0
${ENGLISH_3}`,
    `Functional Analysis | 3+0
Numerical Analysis II | 2+1
Mathematical Modelling | 3+0
Operations Research | 3+0
Fluid Dynamics | 3+0
Number Theory | 3+0
Financial Mathematics | 3+0
MGT: Entrepreneurship | 2+0
Research Project | 0+3`,
  ],
  'DEP-000007': [
    `Mechanics | 3+1
Waves & Oscillations | 3+1
MTH: Calculus I | 3+0
MTH: Calculus II | 3+0
NS: General Chemistry | 2+1
CS: Programming Fundamentals | 2+1
CS: Applications of ICT | 2+1
${ENGLISH_1}`,
    `Electricity & Magnetism | 3+1
Thermal Physics | 3+1
Modern Physics | 3+1
Optics | 3+1
Basic Electronics | 3+1
Mathematical Methods of Physics I | 3+0
MTH: Linear Algebra | 3+0
${ENGLISH_2}`,
    `Classical Mechanics | 3+0
Quantum Mechanics I | 3+0
Electromagnetic Theory I | 3+0
Mathematical Methods of Physics II | 3+0
Statistical Physics | 3+0
Digital Electronics | 2+1
Computational Physics | 2+1
Advanced Physics Laboratory | 0+3
${ENGLISH_3}`,
    `Quantum Mechanics II | 3+0
Electromagnetic Theory II | 3+0
Solid State Physics | 3+0
Nuclear Physics | 3+0
Atomic & Molecular Physics | 3+0
Physics of Solar Cells | 3+0
Materials Characterisation Techniques | 2+1
MGT: Entrepreneurship | 2+0
Research Project | 0+3`,
  ],
  'DEP-000008': [
    `Introduction to Environmental Science | 3+0
NS: General Chemistry | 3+1
NS: Principles of Biology | 3+1
Physical Geology | 2+1
MTH: Mathematics for Environmental Scientists | 3+0
STA: Introduction to Statistics | 2+1
CS: Applications of ICT | 2+1
${ENGLISH_1}`,
    `Environmental Chemistry | 3+1
Ecology & Ecosystems | 3+1
Environmental Microbiology | 2+1
Hydrology | 3+0
Soil Science | 2+1
Meteorology & Climatology | 3+0
Population & Environment | 3+0
STA: Environmental Statistics | 2+1
${ENGLISH_2}`,
    `Water & Wastewater Treatment | 3+1
Air Pollution & Control | 3+1
Solid & Hazardous Waste Management | 3+0
Remote Sensing & GIS | 2+1
Environmental Toxicology | 3+0
Biodiversity & Conservation | 2+1
Environmental Impact Assessment | 3+0
Field Methods in Environmental Science | 0+3
${ENGLISH_3}`,
    `Climate Change & Adaptation | 3+0
Environmental Law & Policy | 3+0
Environmental Management Systems | 3+0
Wetland Ecology: the Manchar Lake Case | 2+1
Renewable Energy & Environment | 3+0
Disaster Risk Management | 3+0
ECO: Environmental Economics | 3+0
MGT: Entrepreneurship | 2+0
Research Project | 0+3`,
  ],
  'DEP-000009': [
    `Principles of Management | 3+0
Principles of Accounting | 3+0
Financial Accounting | 3+0
Principles of Marketing | 3+0
ECO: Microeconomics | 3+0
ECO: Macroeconomics | 3+0
MTH: Business Mathematics | 3+0
CS: Applications of ICT | 2+1
${ENGLISH_1}`,
    `Cost Accounting | 3+0
Organisational Behaviour | 3+0
Business Communication | 3+0
Financial Management | 3+0
Human Resource Management | 3+0
Business Law | 3+0
Marketing Management | 3+0
Management Information Systems | 2+1
STA: Business Statistics | 3+0`,
    `Corporate Finance | 3+0
Consumer Behaviour | 3+0
Operations Management | 3+0
Research Methods | 3+0
Managerial Accounting | 3+0
Islamic Banking & Finance | 3+0
Entrepreneurship & Small Business | 3+0
Taxation | 3+0
HS: Report Writing | 3+0`,
    `Strategic Management | 3+0
International Business | 3+0
Supply Chain Management | 3+0
Investment & Portfolio Management | 3+0
Digital Marketing | 2+1
Business Ethics & Corporate Governance | 3+0
Leadership | 3+0
Internship | 0+3
Final Project | 0+3`,
  ],
  'DEP-000010': [
    `Academic Reading & Writing | 3+0
Introduction to Literature | 3+0
Introduction to Linguistics | 3+0
History of English Literature I | 3+0
Classical Poetry | 3+0
Phonetics & Phonology | 3+0
SOC: Introduction to Sociology | 3+0
CS: Applications of ICT | 2+1
HS: Islamic Studies | 2+0
HS: Ideology & Constitution of Pakistan | 2+0`,
    `History of English Literature II | 3+0
Romantic Poetry | 3+0
Morphology & Syntax | 3+0
Shakespearean Drama | 3+0
The Novel: Eighteenth and Nineteenth Centuries | 3+0
Semantics & Pragmatics | 3+0
Literary Criticism I | 3+0
PSY: Introduction to Psychology | 3+0
${ENGLISH_2}`,
    `Modern Poetry | 3+0
Modern Drama | 3+0
Sociolinguistics | 3+0
Literary Criticism II | 3+0
Discourse Analysis | 3+0
Second Language Acquisition | 3+0
American Literature | 3+0
Translation Studies: Sindhi into English | 3+0
Research Methods | 3+0`,
    `Pakistani Literature in English | 3+0
Postcolonial Literature | 3+0
English Language Teaching | 3+0
Stylistics | 3+0
World Literature in Translation | 3+0
Creative Writing | 3+0
Psycholinguistics | 3+0
MGT: Entrepreneurship | 2+0
Research Project | 0+3`,
  ],
  'DEP-000011': [
    `Principles of Microeconomics | 3+0
Principles of Macroeconomics | 3+0
Pakistan Economy | 3+0
MTH: Mathematics for Economists | 3+0
STA: Introductory Statistics | 3+0
SOC: Introduction to Sociology | 3+0
CS: Applications of ICT | 2+1
${ENGLISH_1}`,
    `Intermediate Microeconomics | 3+0
Intermediate Macroeconomics | 3+0
Mathematical Economics | 3+0
Economic History | 3+0
Public Finance | 3+0
Money & Banking | 3+0
STA: Statistics for Economists | 3+0
BBA: Accounting for Economists | 3+0
${ENGLISH_2}`,
    `Econometrics I | 2+1
Development Economics | 3+0
International Trade | 3+0
Agricultural Economics | 3+0
Labour Economics | 3+0
Islamic Economics | 3+0
Environmental Economics | 3+0
Research Methods | 3+0
${ENGLISH_3}`,
    `Econometrics II | 2+1
Advanced Microeconomics | 3+0
Advanced Macroeconomics | 3+0
Economics of Natural Disasters | 3+0
The Regional Economy of Sindh | 3+0
Project Evaluation & Planning | 3+0
Field Survey | 0+3
MGT: Entrepreneurship | 2+0
Research Project | 0+3`,
  ],
  // The proposed B.Ed. (Hons) scheme, published ahead of the programme's launch.
  'DEP-000012': [
    `Foundations of Education | 3+0
Child Development | 3+0
General Methods of Teaching | 3+0
Classroom Management | 3+0
ICT in Education | 2+1
SIN: Sindhi Language & Literature | 3+0
NS: General Science | 3+0
${ENGLISH_1}`,
    `Educational Psychology | 3+0
Curriculum Development | 3+0
Teaching of Mathematics | 3+0
Teaching of English | 3+0
Teaching of General Science | 3+0
School Leadership & Management | 3+0
Teaching Practice I | 0+3
${ENGLISH_2}`,
    `Assessment & Evaluation | 3+0
Inclusive Education | 3+0
Teaching of Social Studies | 3+0
Teaching Early Literacy | 3+0
Research Methods in Education | 3+0
Comparative Education | 3+0
Guidance & Counselling | 3+0
Teaching Practice II | 0+3`,
    `Educational Policy & Planning in Pakistan | 3+0
Early Childhood Education | 3+0
Action Research | 3+0
Teacher Professional Development | 3+0
Multigrade Teaching | 3+0
Education in Emergencies | 3+0
Teaching Practicum | 0+3
Research Project | 0+3`,
  ],
};

function parseLine(
  line: string,
  defaultPrefix: string,
): { prefix: string; title: string; theory: number; lab: number } {
  const match = /^(?:([A-Z]+):\s*)?(.+?)\s*\|\s*(\d)\+(\d)$/.exec(line.trim());
  if (!match) throw new Error(`Bad course line: ${line}`);
  const [, prefix, title = '', theory = '0', lab = '0'] = match;
  return { prefix: prefix ?? defaultPrefix, title, theory: Number(theory), lab: Number(lab) };
}

function buildScheme(departmentId: string): CourseRow[] {
  const scheme = SCHEMES[departmentId];
  const department = findDepartment(departmentId);
  if (!scheme || !department) return [];
  const rows: CourseRow[] = [];
  scheme.forEach((block, yearIndex) => {
    const numbers = new Map<string, number>();
    for (const line of block.split('\n').filter((text) => text.trim())) {
      const course = parseLine(line, department.code);
      const number = (numbers.get(course.prefix) ?? 0) + 1;
      numbers.set(course.prefix, number);
      // The real backend sends some credit hours as strings ("3"); every ninth row does here.
      const asText = rows.length % 9 === 4;
      rows.push({
        YEAR_TITLE: YEAR_TITLES[yearIndex],
        CODE: `${course.prefix}-${yearIndex + 1}${String(number).padStart(2, '0')}`,
        COURSE_TITLE: course.title,
        THEORY: asText ? String(course.theory) : course.theory,
        LAB: asText ? String(course.lab) : course.lab,
      });
    }
  });
  return rows;
}

const CACHE = new Map<string, CourseRow[]>();

/** DPT_PROGRAMS_GET: the course scheme of an academic department; [] for anything else. */
export function courseRows(departmentId: string): CourseRow[] {
  let rows = CACHE.get(departmentId);
  if (!rows) {
    rows = buildScheme(departmentId);
    CACHE.set(departmentId, rows);
  }
  return rows.map((row) => ({ ...row }));
}
